import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from './layout-context';
import { APP_VERSION, LAYOUT_CONSTANTS } from './theme-config';

export function Footer() {
  const { t } = useTranslation();
  const { config } = useLayout();
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > LAYOUT_CONSTANTS.scrollTopThresholdPx);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const hidden = config.footer.hidden || config.footer.type === 'd-none';
  return (
    <>
      {!hidden && (
        <footer className={`footer footer-light ${config.footer.background}`} data-testid="footer">
          <p className="clearfix mb-0">
            <span className="float-md-start d-block d-md-inline-block">
              {t('footer.copyright', { year: new Date().getFullYear() })}{' '}
              <span className="fw-semibold">BlueManager</span>
              <span className="d-none d-sm-inline-block">, {t('footer.rights')}</span>
            </span>
            <span className="float-md-end d-none d-md-block">v{APP_VERSION}</span>
          </p>
        </footer>
      )}
      {config.scrollTop && scrolled && (
        <button
          type="button"
          className="btn btn-primary btn-icon scroll-top"
          aria-label={t('footer.scrollTop')}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <ArrowUp size={18} aria-hidden />
        </button>
      )}
    </>
  );
}
