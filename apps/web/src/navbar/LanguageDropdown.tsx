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
        {LANGUAGES.map((entry) => (
          <Dropdown.Item
            key={entry}
            as="button"
            active={entry === language}
            lang={entry}
            onClick={() => void setLanguage(entry)}
          >
            {t(`language.${entry}`)}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
