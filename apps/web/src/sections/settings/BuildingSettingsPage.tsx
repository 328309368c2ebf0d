// One building's settings (`/settings/{buid}`): overview (address, contacts, lockers), the editable settings and
// the unit join requests. `?panel=requests` (the bell's join-request link) opens the requests; any other panel,
// including the spec's `panel=false` from the unattended-delivery notification, opens the overview.
import { buildingSettingsAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Nav, Tab } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ActError } from '../../api/act-error';
import { useAct } from '../../api/use-act';
import { AccessRefused } from '../../shared/AccessRefused';
import { RequireMenuEntry } from '../../shared/RequireMenuEntry';
import { BuildingOverview } from './BuildingOverview';
import { BuildingSettingsForm } from './BuildingSettingsForm';
import { JoinRequestsPanel } from './JoinRequestsPanel';
import { panelOf } from './panels';
import { usePageTitle } from '../../shared/use-page-title';
import { SubscriptionLink } from '../subscription/SubscriptionLink';

function BuildingPage({ buid }: { buid: number }) {
  const { t } = useTranslation();
  const act = useAct();
  const [search, setSearch] = useSearchParams();
  const urlPanel = panelOf(search.get('panel'));
  // The panel is state first and URL second: the tabs' arrow keys refocus the selected tab in the same render,
  // which a URL round trip would miss. A link that changes the URL (the bell) still moves the panel.
  const [panel, setPanel] = useState(urlPanel);
  useEffect(() => setPanel(urlPanel), [urlPanel]);
  const building = useQuery({
    queryKey: ['settings', 'building', buid],
    queryFn: () => act(buildingSettingsAct, { buid }),
    retry: (failures, error) => !(error instanceof ActError) && failures < 2,
  });
  const bname = building.data?.bname;
  usePageTitle(bname ?? t('menu.lockerSettings'));
  if (building.error instanceof ActError && ['FORBIDDEN', 'NOT_FOUND'].includes(building.error.code)) {
    return (
      <AccessRefused
        message={t(
          building.error.code === 'FORBIDDEN' ? 'lockerSettings.forbidden' : 'lockerSettings.notFound',
        )}
      />
    );
  }
  if (building.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {building.error.message}
      </div>
    );
  }
  if (!building.data) return <p role="status">{t('app.loading')}</p>;
  const select = (key: string | null) => {
    const next = panelOf(key);
    setPanel(next);
    // Replace rather than push: switching panels is not a page the Back button should step through.
    setSearch({ panel: next }, { replace: true });
  };
  return (
    <section aria-labelledby="building-title">
      <nav aria-label={t('lockerSettings.breadcrumb')}>
        <ol className="breadcrumb mb-1">
          <li className="breadcrumb-item">
            <Link to="/settings" className="link-body-emphasis">
              {t('menu.lockerSettings')}
            </Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {building.data.bname}
          </li>
        </ol>
      </nav>
      <h1 id="building-title" className="h3 mb-3">
        {building.data.bname}
      </h1>
      <SubscriptionLink buid={buid} label={t('lockerSettings.subscription')} />
      <Tab.Container activeKey={panel} onSelect={select}>
        <Nav variant="tabs" className="mb-3" data-testid="building-panels">
          <Nav.Item>
            <Nav.Link eventKey="overview" className="text-primary-emphasis">
              {t('lockerSettings.overview')}
            </Nav.Link>
          </Nav.Item>
          <Nav.Item>
            <Nav.Link eventKey="settings" className="text-primary-emphasis">
              {t('lockerSettings.settings')}
            </Nav.Link>
          </Nav.Item>
          <Nav.Item>
            <Nav.Link eventKey="requests" className="text-primary-emphasis">
              {t('lockerSettings.requests')}
              {building.data.pending_join_requests > 0 && (
                <span className="badge text-bg-warning ms-2">{building.data.pending_join_requests}</span>
              )}
            </Nav.Link>
          </Nav.Item>
        </Nav>
        <Tab.Content>
          <Tab.Pane eventKey="overview" data-testid="panel-overview">
            <BuildingOverview building={building.data} />
          </Tab.Pane>
          <Tab.Pane eventKey="settings" data-testid="panel-settings" mountOnEnter>
            <BuildingSettingsForm building={building.data} />
          </Tab.Pane>
          <Tab.Pane eventKey="requests" data-testid="panel-requests" mountOnEnter>
            <JoinRequestsPanel buid={buid} />
          </Tab.Pane>
        </Tab.Content>
      </Tab.Container>
    </section>
  );
}

export function BuildingSettingsPage() {
  const { t } = useTranslation();
  const { buid } = useParams();
  const id = /^\d+$/.test(buid ?? '') ? Number(buid) : 0;
  return (
    <RequireMenuEntry id="settings">
      {id > 0 ? (
        <BuildingPage key={id} buid={id} />
      ) : (
        <AccessRefused message={t('lockerSettings.notFound')} />
      )}
    </RequireMenuEntry>
  );
}
