import { useTranslation } from 'react-i18next';

/** Keyboard users jump past the menu and navbar to the page. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className="skip-link"
      href="#main-content"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById('main-content')?.focus();
      }}
    >
      {t('nav.skipToContent')}
    </a>
  );
}
