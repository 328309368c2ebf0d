// Subscription (`#/subscription`, spec §2's "charge mode" page; in no menu, so its route's access guards it: system
// admins, and business partners for their own buildings). Title Subscription; breadcrumb Home (to /dashboard) then
// Subscription (to /parcels), as the spec has them; two tabs, All Buildings and Dashboard, kept in the address.
import { useEffect, useState } from 'react';
import { Nav, Tab } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SectionPage } from '../../shared/SectionPage';
import { AllBuildingsTab } from './AllBuildingsTab';
import { DashboardTab } from './DashboardTab';
import { buidOf, tabOf, type SubscriptionTab } from './subscription-route';
import './subscription.scss';

export function SubscriptionPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const urlTab = tabOf(search.get('tab'));
  const buid = buidOf(search.get('buid'));
  // State first and address second, as the building page's panels: the tabs' arrow keys refocus in the same render.
  const [tab, setTab] = useState<SubscriptionTab>(urlTab);
  useEffect(() => setTab(urlTab), [urlTab]);
  const select = (key: string | null) => {
    const next = tabOf(key);
    setTab(next);
    // Replace rather than push: switching tabs is not a page the Back button should step through.
    setSearch(next === 'dashboard' ? { tab: next, ...(buid ? { buid: String(buid) } : {}) } : {}, {
      replace: true,
    });
  };
  return (
    <SectionPage id="subscription" title={t('subscription.title')}>
      <nav aria-label={t('subscription.breadcrumb')} data-testid="subscription-breadcrumb">
        <ol className="breadcrumb mb-3">
          <li className="breadcrumb-item">
            <Link to="/dashboard" className="link-body-emphasis">
              {t('subscription.home')}
            </Link>
          </li>
          <li className="breadcrumb-item active">
            <Link to="/parcels" className="link-body-emphasis" aria-current="page">
              {t('subscription.title')}
            </Link>
          </li>
        </ol>
      </nav>
      <Tab.Container activeKey={tab} onSelect={select}>
        <Nav variant="tabs" className="mb-3" data-testid="subscription-tabs">
          <Nav.Item>
            <Nav.Link eventKey="all" className="text-primary-emphasis">
              {t('subscription.tabs.all')}
            </Nav.Link>
          </Nav.Item>
          <Nav.Item>
            <Nav.Link eventKey="dashboard" className="text-primary-emphasis">
              {t('subscription.tabs.dashboard')}
            </Nav.Link>
          </Nav.Item>
        </Nav>
        <Tab.Content>
          <Tab.Pane eventKey="all" mountOnEnter unmountOnExit>
            <AllBuildingsTab />
          </Tab.Pane>
          <Tab.Pane eventKey="dashboard" mountOnEnter unmountOnExit>
            <DashboardTab
              buid={buid}
              onBuilding={(next) => setSearch({ tab: 'dashboard', buid: String(next) }, { replace: true })}
            />
          </Tab.Pane>
        </Tab.Content>
      </Tab.Container>
    </SectionPage>
  );
}
