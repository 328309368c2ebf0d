import type { ReactNode } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n/catalogue';
import { currentLanguage, setLanguage } from '../i18n/i18n';

export function LanguageDropdown() {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        className="nav-link p-2 text-uppercase fw-semibold"
        aria-label={t('nav.language')}
        data-testid="language-toggle"
      >
        {language}
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <LanguageItems />
      </Dropdown.Menu>
    </Dropdown>
  );
}

/** One item per language, the current one marked: the navbar's language menu, and the user menu's on phones. */
export function LanguageItems({ icon }: { icon?: ReactNode }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return LANGUAGES.map((entry) => (
    <Dropdown.Item
      key={entry}
      as="button"
      active={entry === language}
      lang={entry}
      onClick={() => void setLanguage(entry)}
    >
      {icon}
      {t(`language.${entry}`)}
    </Dropdown.Item>
  ));
}
