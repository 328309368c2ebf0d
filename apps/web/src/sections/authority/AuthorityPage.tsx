// Authority (menu entry 'authority', `#/authority`): the staff accounts, the two-factor rule per level, and the
// read-only matrix of what each level may see and do, as three tabs. The tab links take the body's colour: the
// theme's link blue falls under 4.5:1 on the page background.
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { SectionPage } from '../../shared/SectionPage';
import { AccessMatrix } from './AccessMatrix';
import { StaffList } from './StaffList';
import { TwoFactorPolicy } from './TwoFactorPolicy';

export function AuthorityPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="authority" title={t('authority.title')}>
      <p className="text-body-secondary">{t('authority.intro')}</p>
      <Tabs defaultActiveKey="staff" id="authority-tabs" className="mb-3" mountOnEnter>
        <Tab eventKey="staff" tabClassName="text-body" title={t('authority.tabs.staff')}>
          <StaffList />
        </Tab>
        <Tab eventKey="policy" tabClassName="text-body" title={t('authority.tabs.policy')}>
          <TwoFactorPolicy />
        </Tab>
        <Tab eventKey="matrix" tabClassName="text-body" title={t('authority.tabs.matrix')}>
          <AccessMatrix />
        </Tab>
      </Tabs>
    </SectionPage>
  );
}
