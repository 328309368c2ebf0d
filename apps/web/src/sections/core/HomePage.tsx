// The home of the main and bike menus: who is signed in, in which locker family, and the pages their menu offers.
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { formatLocalizedDateTime } from '../../format/time';
import { currentLanguage } from '../../i18n/i18n';
import { MENU_LABEL } from '../../menu/families';
import { levelHome } from '../../menu/home-path';
import { ICONS } from '../../menu/icons';
import { useMenu } from '../../menu/menu-context';
import { roleNameKey } from '../../session/role-name';
import { useUser } from '../../session/session-context';
import { usePageTitle } from '../../shared/use-page-title';

export function HomePage() {
  const { t } = useTranslation();
  const user = useUser();
  const { items, menuKey } = useMenu();
  usePageTitle(t('app.title'));
  // A level with a home of its own (the advertising admin's overview) finds it behind the brand link too.
  const own = levelHome(user.level);
  if (own) return <Navigate to={own} replace />;
  return (
    <section aria-labelledby="home-title">
      <div className="card mb-4">
        <div className="card-body">
          <h1 id="home-title" className="h3 mb-1">
            {t('home.greeting', { name: user.username })}
          </h1>
          <p className="mb-1">{t('home.role', { role: t(roleNameKey(user.level, user.bPartner)) })}</p>
          <p className="mb-1">{t('home.family', { family: t(MENU_LABEL[menuKey]) })}</p>
          <p className="mb-0 text-body-secondary small">
            {t('home.expires', { time: formatLocalizedDateTime(user.expiresAt, currentLanguage()) })}
          </p>
        </div>
      </div>
      <h2 className="h5 mb-3">{t('home.quickLinks')}</h2>
      {items.length === 0 ? (
        <p className="text-body-secondary">{t('home.noLinks')}</p>
      ) : (
        <ul className="row g-3 list-unstyled" data-testid="home-links">
          {items.map((item) => {
            const Icon = item.icon && item.icon !== 'circle' ? ICONS[item.icon] : ICONS.box;
            return (
              <li className="col-12 col-sm-6 col-lg-4 col-xxl-3" key={item.id}>
                <Link to={`/${item.url}`} className="card h-100 text-decoration-none quick-link">
                  <span className="card-body d-flex align-items-center gap-3">
                    <Icon size={22} aria-hidden className="text-primary" />
                    <span className="fw-semibold">{t(item.title)}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
