import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHideLoadingScreen } from '../../app/loading-screen';

/** Spec §8: every unknown (or not yet built) route ends here with 'Page not found'. */
export function ErrorPage() {
  useHideLoadingScreen();
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('error.title')} - ${t('app.title')}`;
  }, [t]);
  return (
    <main className="misc-wrapper">
      <div className="brand-logo d-flex align-items-center gap-2 mb-4">
        <img src="favicon.svg" alt="" width={32} height={32} />
        <span className="h4 mb-0 text-primary">BlueManager</span>
      </div>
      <div className="text-center">
        <h1 className="h2 mb-2">{t('error.title')} 🕵🏻‍♀️</h1>
        <p className="mb-3">{t('error.body')}</p>
        <Link className="btn btn-primary" to="/">
          {t('error.back')}
        </Link>
      </div>
    </main>
  );
}
