// Profile (user menu entry 'profile', `#/profile`): every signed-in user's own account: the picture, language and
// time zone, password, two-factor and open sessions.
import { myProfileAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { useUser } from '../../session/session-context';
import { SectionPage } from '../../shared/SectionPage';
import { AvatarCard } from './AvatarCard';
import { MySessionsCard } from './MySessionsCard';
import { PasswordCard } from './PasswordCard';
import { PreferencesCard } from './PreferencesCard';
import { TwoFactorCard } from './TwoFactorCard';

export function ProfilePage() {
  const { t } = useTranslation();
  const act = useAct();
  const profile = useQuery({ queryKey: ['profile', 'me'], queryFn: () => act(myProfileAct, {}) });
  const me = profile.data;
  // While the account owes two-factor, the server answers nothing but the enrolment: show only that.
  const enrolOnly = useUser().twoFactorSetupRequired === true;
  return (
    <SectionPage menuId="profile" title={t('profile.title')}>
      {profile.isError && <div className="alert alert-danger">{t('profile.loadFailed')}</div>}
      {me && enrolOnly && <TwoFactorCard enabled={me.two_factor} required />}
      {me && !enrolOnly && (
        <div className="row">
          <div className="col-12 col-xl-6">
            <AvatarCard avatar={me.avatar} />
            <PreferencesCard saved={{ language: me.language, time_zone: me.time_zone }} />
            <TwoFactorCard enabled={me.two_factor} />
          </div>
          <div className="col-12 col-xl-6">
            <PasswordCard />
            <MySessionsCard />
          </div>
        </div>
      )}
    </SectionPage>
  );
}
