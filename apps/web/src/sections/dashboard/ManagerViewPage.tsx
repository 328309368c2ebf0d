// Manager View (`dashboard`, act 52050): the user's buildings at a glance — parcels waiting, overdue, collected
// today, occupancy by compartment size, offline lockers and the last 30 days of deliveries by carrier.
import { managerViewAct } from '@bluemanager/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Building2, CheckCircle2, Clock, Package, WifiOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { formatZonedDateTime } from '../../format/time';
import { BuildingPicker } from './BuildingPicker';
import { carrierChart } from './chart-spec';
import { LazyChart } from './LazyChart';
import { OccupancyCard } from './OccupancyCard';
import { parcelListPath } from '../../search/search-rules';
import { StatRow } from './StatCard';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import { PanelList } from './PanelList';
import { readableMachineName } from '../../format/machine-name';

/** 'Collected today' counts from midnight where the viewer is, not from the UTC day's start. */
const viewerTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function ManagerView() {
  const { t } = useTranslation();
  const act = useAct();
  const [buid, setBuid] = useState<number | undefined>();
  const view = useQuery({
    queryKey: ['dashboard', 'manager', buid],
    queryFn: () => act(managerViewAct, { buid, tz: viewerTimeZone }),
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
  const data = view.data;
  const chart = useMemo(
    () => (data ? carrierChart(data.days, data.by_carrier, t('dashboards.otherCarriers')) : undefined),
    [data, t],
  );
  if (view.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {view.error.message}
      </div>
    );
  }
  if (!data || !chart) return <p role="status">{t('app.loading')}</p>;
  return (
    <>
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
        <p className="text-body-secondary small mb-0">
          {t('dashboards.generatedAt', { time: formatZonedDateTime(data.generated_at) })}
        </p>
        <BuildingPicker value={buid} onChange={setBuid} compact />
      </div>
      <StatRow
        label={(key) => t(`dashboards.stats.${key}`)}
        stats={[
          { key: 'buildings', value: data.buildings, icon: Building2, tone: 'primary', to: '/settings' },
          {
            key: 'waiting',
            value: data.waiting,
            icon: Package,
            tone: 'info',
            to: parcelListPath({ buid: buid ?? '', state: 'pending' }),
          },
          {
            key: 'overdue',
            value: data.overdue,
            icon: Clock,
            tone: 'warning',
            to: parcelListPath({ buid: buid ?? '', state: 'pending', overtime: true }),
          },
          { key: 'collectedToday', value: data.collected_today, icon: CheckCircle2, tone: 'success' },
          { key: 'offlineLockers', value: data.offline.length, icon: WifiOff, tone: 'danger' },
        ]}
      />
      <div className="row g-3">
        <div className="col-12 col-xl-8">
          <TitledCard title={t('dashboards.byCarrierTitle')} className="h-100">
            <LazyChart spec={chart} label={t('dashboards.byCarrierLabel')} />
          </TitledCard>
        </div>
        <div className="col-12 col-xl-4">
          <OccupancyCard occupancy={data.occupancy} />
        </div>
        <div className="col-12">
          <TitledCard title={t('dashboards.offlineTitle')}>
            <PanelList
              items={data.offline}
              empty={t('dashboards.noOffline')}
              testId="offline-lockers"
              itemKey={(locker) => locker.uuid}
            >
              {(locker) => (
                <>
                  <span data-uuid={locker.uuid}>{readableMachineName(locker.name)}</span>
                  <span className="small text-body-secondary text-end">
                    {t('dashboards.lastSeen')}
                    <span className="d-block">
                      {locker.last_seen ? formatZonedDateTime(locker.last_seen) : t('notAvailable')}
                    </span>
                  </span>
                </>
              )}
            </PanelList>
          </TitledCard>
        </div>
      </div>
    </>
  );
}

export function ManagerViewPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="dashboard_view" title={t('menu.managerView')}>
      <ManagerView />
    </SectionPage>
  );
}
