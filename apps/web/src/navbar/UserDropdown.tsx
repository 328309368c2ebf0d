import { canCall, DEV_TOOLS_ROLES, userInfoAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { Languages, LogOut, SquareTerminal, User } from 'lucide-react';
import { useEffect } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { avatarUrl } from '../format/avatar';
import { roleNameKey } from '../session/role-name';
import { STORAGE_KEYS } from '../session/storage-keys';
import { LanguageItems } from './LanguageDropdown';
import { useSession, useUser } from '../session/session-context';
import { useAct } from '../api/use-act';
import { LOGIN_PATH } from '../app/paths';

export function UserDropdown() {
  const { t } = useTranslation();
  const user = useUser();
  const { logout } = useSession();
  const act = useAct();
  const navigate = useNavigate();
  // The avatar may have changed since login; user info (50046) has the current one. A failure keeps the stored one.
  const info = useQuery({
    queryKey: ['user-info', user.ret],
    queryFn: () => act(userInfoAct, { bid: user.ret }),
    retry: false,
  });
  const avatar = avatarUrl(info.data?.avatar ?? user.avatar, '', 'small');
  // Spec §3: the avatar shown is remembered as avatarUrl.
  useEffect(() => localStorage.setItem(STORAGE_KEYS.avatarUrl, avatar), [avatar]);
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        className="nav-link dropdown-user-link d-flex align-items-center gap-2 p-1"
        data-testid="user-menu"
        aria-label={t('nav.userMenu')}
      >
        <span className="user-nav d-none d-sm-flex flex-column align-items-end lh-sm">
          <span className="user-name fw-semibold" data-testid="user-name">
            {user.username}
          </span>
          <span className="user-status small text-body-secondary" data-testid="user-role">
            {t(roleNameKey(user.level, user.bPartner))}
          </span>
        </span>
        <img
          className="avatar rounded-circle"
          src={avatar}
          alt=""
          width={38}
          height={38}
          data-testid="user-avatar"
        />
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as="button" onClick={() => navigate('/profile')}>
          <User size={16} aria-hidden className="me-2" />
          {t('nav.profile')}
        </Dropdown.Item>
        {canCall({ access: DEV_TOOLS_ROLES }, user) && (
          <Dropdown.Item as="button" onClick={() => navigate('/dev-tools')} data-testid="user-menu-dev-tools">
            <SquareTerminal size={16} aria-hidden className="me-2" />
            {t('nav.devTools')}
          </Dropdown.Item>
        )}
        {/* On a phone the navbar has no room for the language toggle: the choice moves into this menu. */}
        <div className="d-sm-none" data-testid="user-menu-languages">
          <Dropdown.Divider />
          <Dropdown.Header>{t('nav.language')}</Dropdown.Header>
          <LanguageItems icon={<Languages size={16} aria-hidden className="me-2" />} />
        </div>
        <Dropdown.Divider />
        <Dropdown.Item
          as="button"
          data-testid="logout"
          onClick={() => {
            void logout().then(() => navigate(LOGIN_PATH, { replace: true }));
          }}
        >
          <LogOut size={16} aria-hidden className="me-2" />
          {t('nav.logout')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
