// The advertising overview (`#/ad-overview`, act 53030): where an advertising admin (level 6) lands after login,
// and any system admin may open. The campaigns running today, those that end soon, what starts next, the groups
// that would play nothing, and the agent contracts that run out within 30 days, with links to the pages that act.
import { adOverviewAct, type AdGroupItem } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAct } from '../../../api/use-act';
import { formatNumber } from '../../../format/numbers';
import { SectionPage } from '../../../shared/SectionPage';
import { formatDay } from '../format-day';
import { targetsText } from '../groups/target-text';

function Figure({ label, value, testId, to }: { label: string; value: number; testId: string; to: string }) {
  const { i18n } = useTranslation();
  return (
    <li className="col-6 col-md-4 col-xl">
      <Link to={to} className="card h-100 text-decoration-none" data-testid={testId}>
        <span className="card-body">
          <span className="d-block h3 mb-1">{formatNumber(value, i18n.language)}</span>
          <span className="text-body-secondary">{label}</span>
        </span>
      </Link>
    </li>
  );
}

function GroupLines({
  groups,
  empty,
  testId,
}: {
  groups: readonly AdGroupItem[];
  empty: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  if (groups.length === 0) return <p className="text-body-secondary mb-0">{empty}</p>;
  return (
    <ul className="list-group list-group-flush" data-testid={testId}>
      {groups.map((group) => (
        <li key={group.id} className="list-group-item px-0" data-testid="overview-group">
          <span className="d-flex flex-wrap justify-content-between gap-2">
            <span className="fw-semibold">{group.gname}</span>
            <span className="small">
              {t('adOverview.ends', { day: formatDay(group.end_date, i18n.language) })}
            </span>
          </span>
          <span className="d-block small text-body-secondary">
            {t('adOverview.groupFacts', {
              agent: group.agent,
              buildings: targetsText(t, group),
              count: group.items,
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="col-12 col-lg-6">
      <div className="card h-100">
        <div className="card-body">
          <h2 className="h5">{title}</h2>
          {children}
        </div>
      </div>
    </div>
  );
}

function Overview() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const overview = useQuery({ queryKey: ['ad-groups', 'overview'], queryFn: () => act(adOverviewAct, {}) });
  if (overview.error) {
    return (
      <div className="alert alert-danger" role="alert">
        {t('adOverview.failed', { reason: overview.error.message })}
      </div>
    );
  }
  const data = overview.data;
  if (!data) return <p aria-busy="true">{t('adOverview.loading')}</p>;
  return (
    <>
      <ul className="row g-3 list-unstyled mb-4">
        <Figure
          label={t('adOverview.running')}
          value={data.running_total}
          testId="figure-running"
          to="/business"
        />
        <Figure
          label={t('adOverview.endingSoon')}
          value={data.ending_soon.length}
          testId="figure-ending"
          to="/business"
        />
        <Figure
          label={t('adOverview.upcoming')}
          value={data.upcoming}
          testId="figure-upcoming"
          to="/business"
        />
        <Figure
          label={t('adOverview.withoutAds')}
          value={data.without_ads}
          testId="figure-without-ads"
          to={`/business?view=${encodeURIComponent(JSON.stringify({ filters: { filter: '2' } }))}`}
        />
        <Figure
          label={t('adOverview.activeAgents')}
          value={data.active_agents}
          testId="figure-agents"
          to="/advertise-setting"
        />
      </ul>
      <div className="row g-3">
        <Panel title={t('adOverview.endingSoonTitle')}>
          <GroupLines groups={data.ending_soon} empty={t('adOverview.noneEnding')} testId="ending-soon" />
        </Panel>
        <Panel title={t('adOverview.contractsTitle')}>
          {data.contracts_ending.length === 0 ? (
            <p className="text-body-secondary mb-0">{t('adOverview.noContracts')}</p>
          ) : (
            <ul className="list-group list-group-flush" data-testid="contracts-ending">
              {data.contracts_ending.map((agent) => (
                <li key={agent.id} className="list-group-item px-0 d-flex justify-content-between gap-2">
                  <span className="fw-semibold">{agent.name}</span>
                  <span className="small">
                    {t('adOverview.ends', { day: formatDay(agent.contract_end, i18n.language) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <div className="col-12">
          <div className="card">
            <div className="card-body">
              <h2 className="h5">{t('adOverview.runningTitle')}</h2>
              <GroupLines groups={data.running} empty={t('adOverview.noneRunning')} testId="running-now" />
            </div>
          </div>
        </div>
      </div>
    </>
  );
}

/** The pages of the workspace that no menu entry holds (spec §2's lazy sections), and the figures. */
function Shortcuts() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('adOverview.shortcuts')} className="d-flex flex-wrap gap-2 mb-3">
      <Link to="/ad-test" className="btn btn-primary btn-sm">
        {t('adOverview.toAnalytics')}
      </Link>
      <Link to="/display" className="btn btn-primary btn-sm">
        {t('adOverview.toScreens')}
      </Link>
      <Link to="/header-plus-screen" className="btn btn-primary btn-sm">
        {t('adOverview.toHeaderScreens')}
      </Link>
    </nav>
  );
}

export function AdOverviewPage() {
  const { t } = useTranslation();
  return (
    <SectionPage id="ad-overview" title={t('adOverview.title')}>
      <Shortcuts />
      <Overview />
    </SectionPage>
  );
}
