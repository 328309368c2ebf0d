import { AlertTriangle, Bell, Clock, Inbox, LifeBuoy, MessagesSquare, UserPlus } from 'lucide-react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCompact } from '../../format/numbers';
import { currentLanguage } from '../../i18n/i18n';
import {
  badgeCount,
  notificationEntries,
  type NotificationKind,
} from '../../notifications/notification-rules';
import { useNotifications } from '../../notifications/use-notifications';

const KIND_TEXT: Record<NotificationKind, { title: string; text: string; icon: typeof Bell; tone: string }> =
  {
    unattended: {
      title: 'notifications.unattendedTitle',
      text: 'notifications.unattendedText',
      icon: AlertTriangle,
      tone: 'danger',
    },
    support: {
      title: 'notifications.supportTitle',
      text: 'notifications.supportText',
      icon: LifeBuoy,
      tone: 'info',
    },
    pendingPost: {
      title: 'notifications.pendingPostsTitle',
      text: 'notifications.pendingPostsText',
      icon: MessagesSquare,
      tone: 'primary',
    },
    request: {
      title: 'notifications.requestTitle',
      text: 'notifications.requestText',
      icon: UserPlus,
      tone: 'primary',
    },
    abnormal: {
      title: 'notifications.abnormalTitle',
      text: 'notifications.abnormalText',
      icon: AlertTriangle,
      tone: 'warning',
    },
    timedOut: {
      title: 'notifications.timedOutTitle',
      text: 'notifications.timedOutText',
      icon: Clock,
      tone: 'danger',
    },
  };

/** Spec §2/§6: hidden for partners; system admins and building managers each get their own entries. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { variant, query } = useNotifications();
  if (!variant) return null;
  const entries = query.data ? notificationEntries(query.data, variant) : [];
  const total = badgeCount(entries);
  return (
    <li className="nav-item">
      <Dropdown align="end">
        <Dropdown.Toggle
          variant="link"
          className="nav-link p-2 position-relative dropdown-notification"
          data-testid="notification-bell"
          aria-label={`${t('notifications.title')}${total > 0 ? ` (${total})` : ''}`}
        >
          <Bell size={20} aria-hidden />
          {total > 0 && (
            <span className="badge rounded-pill bg-danger badge-up" data-testid="notification-count">
              {formatCompact(total, currentLanguage())}
            </span>
          )}
        </Dropdown.Toggle>
        <Dropdown.Menu className="dropdown-menu-media" data-testid="notification-menu">
          <div className="dropdown-header d-flex justify-content-between align-items-center">
            <span className="h6 mb-0">{t('notifications.title')}</span>
            {total > 0 && (
              <span className="badge rounded-pill bg-primary-subtle text-primary-emphasis">
                {t('notifications.newCount', { count: total })}
              </span>
            )}
          </div>
          <Dropdown.Divider />
          {query.isError && !query.data && (
            <div className="px-3 py-2 text-danger small">{t('notifications.failed')}</div>
          )}
          {entries.length === 0 && !query.isError && (
            <div className="px-3 py-2 text-body-secondary small d-flex align-items-center gap-2">
              <Inbox size={16} aria-hidden />
              {t('notifications.empty')}
            </div>
          )}
          {entries.map((entry) => {
            const kind = KIND_TEXT[entry.kind];
            const Icon = kind.icon;
            return (
              <Dropdown.Item
                as={Link}
                to={entry.link}
                key={entry.key}
                className="d-flex gap-2 align-items-start notification-item"
                data-testid="notification-item"
              >
                <span className={`avatar-icon bg-${kind.tone}-subtle text-${kind.tone}-emphasis`}>
                  <Icon size={16} aria-hidden />
                </span>
                <span className="d-flex flex-column text-wrap">
                  <span className="fw-semibold">{t(kind.title)}</span>
                  {entry.subject && <span className="small">{entry.subject}</span>}
                  <span className="small text-body-secondary">{t(kind.text, { count: entry.count })}</span>
                </span>
              </Dropdown.Item>
            );
          })}
        </Dropdown.Menu>
      </Dropdown>
    </li>
  );
}
