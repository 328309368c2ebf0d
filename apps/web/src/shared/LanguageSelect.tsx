import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '../i18n/catalogue';
import { currentLanguage, setLanguage } from '../i18n/i18n';

/** A plain select: small enough for the login page, and fully usable from the keyboard. */
export function LanguageSelect({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex align-items-center gap-2">
      <label htmlFor={id} className="visually-hidden">
        {t('nav.language')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm w-auto"
        value={currentLanguage()}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
