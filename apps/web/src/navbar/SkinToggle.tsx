import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '../layout/layout-context';

/** Spec §4: dark, and back to the skin the user had before. */
export function SkinToggle() {
  const { t } = useTranslation();
  const { config, toggleDarkSkin } = useLayout();
  const dark = config.skin === 'dark';
  return (
    <button
      type="button"
      className="btn btn-link nav-link p-2"
      aria-label={dark ? t('nav.lightSkin') : t('nav.darkSkin')}
      aria-pressed={dark}
      data-testid="skin-toggle"
      onClick={toggleDarkSkin}
    >
      {dark ? <Sun size={20} aria-hidden /> : <Moon size={20} aria-hidden />}
    </button>
  );
}
