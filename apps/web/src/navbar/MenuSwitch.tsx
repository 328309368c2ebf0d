import { Bike, Box } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MENU_LABEL } from '../menu/families';
import { useMenu } from '../menu/menu-context';

/** The navbar's switch between the main and bike menus, for users who may use both (spec §2). */
export function MenuSwitch() {
  const { t } = useTranslation();
  const { menuKey, available, switchMenu } = useMenu();
  if (!available.includes('main') || !available.includes('bike')) return null;
  const target = menuKey === 'bike' ? 'main' : 'bike';
  const Icon = target === 'bike' ? Bike : Box;
  return (
    <li className="nav-item">
      <button
        type="button"
        className="btn btn-link nav-link p-2"
        aria-label={t('nav.switchTo', { family: t(MENU_LABEL[target]) })}
        title={t('nav.switchTo', { family: t(MENU_LABEL[target]) })}
        data-testid="menu-switch"
        onClick={() => switchMenu(target)}
      >
        <Icon size={20} aria-hidden />
      </button>
    </li>
  );
}
