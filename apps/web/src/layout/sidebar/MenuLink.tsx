import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ICONS } from '../../menu/icons';
import { useMenu } from '../../menu/menu-context';
import type { MenuItem } from '@bluemanager/protocol';
import { isItemActive } from './menu-paths';

export function MenuLink({ item, onNavigate }: { item: MenuItem; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { isBadgeShown } = useMenu();
  const Icon = item.icon ? ICONS[item.icon] : undefined;
  const active = isItemActive(item, pathname);
  const content = (
    <>
      {Icon && <Icon size={item.icon === 'circle' ? 12 : 20} aria-hidden className="menu-icon" />}
      <span className="menu-title text-truncate">{t(item.title)}</span>
      {item.badge && isBadgeShown(item.badge) && (
        <span className={`badge rounded-pill ms-auto ${item.badge.classes}`} data-testid={`badge-${item.id}`}>
          {t(item.badge.title)}
        </span>
      )}
    </>
  );
  const className = `nav-link d-flex align-items-center ${item.disabled ? 'disabled' : ''} ${active ? 'active' : ''}`;
  if (item.externalUrl) {
    return (
      <a
        className={className}
        href={item.url}
        target={item.openInNewTab ? '_blank' : undefined}
        rel="noreferrer"
        data-menu-id={item.id}
      >
        {content}
      </a>
    );
  }
  return (
    <Link
      className={className}
      to={`/${item.url}`}
      aria-current={active ? 'page' : undefined}
      target={item.openInNewTab ? '_blank' : undefined}
      data-menu-id={item.id}
      onClick={onNavigate}
    >
      {content}
    </Link>
  );
}
