// Admin View (`admin-view`, act 52051; system admins and parcel admins): what needs the operator now — urgent
// unattended deliveries first, then the network's abnormal, overdue and offline counts and where overdue piles up.
import { adminViewAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Clock, LifeBuoy, PackageX, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAct } from '../../api/use-act';
import { formatCompact } from '../../format/numbers';
import { formatZonedDateTime } from '../../format/time';
import { currentLanguage } from '../../i18n/i18n';
import { useMenuEntryAllowed } from '../../shared/RequireMenuEntry';
import { parcelListPath } from '../../search/search-rules';
import { listRoute } from '../../shared/list-page/list-view';
import { StatRow } from './StatCard';
import { ScrollRegion } from '../../shared/ScrollRegion';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import { PanelList } from './PanelList';
import { readableMachineName } from '../../format/machine-name';

/** The building, linked to its settings page for users who may open it (parcel admins may not). */
function BuildingLink({ buid, bname }: { buid: number; bname: string }) {
  const canOpen = useMenuEntryAllowed('settings');
  return canOpen ? <Link to={`/settings/${buid}?panel=false`}>{bname}</Link> : <span>{bname}</span>;
}

function AdminView() {
  const { t } = useTranslation();
  const act = useAct();
  const view = useQuery({
    queryKey: ['dashboard', 'admin'],
    queryFn: () => act(adminViewAct, {}),
    refetchInterval: 60_000,
  });
  const data = view.data;
  if (view.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {view.error.message}
      </div>
    );
  }
  if (!data) return <p role="status">{t('app.loading')}</p>;
  return (
    <>
      <StatRow
        label={(key) => t(`dashboards.stats.${key}`)}
        stats={[
          {
            key: 'unattended',
            value: data.unattended,
            icon: PackageX,
            tone: 'danger',
            to: parcelListPath({ state: 'pending', unattended: true }),
          },
          {
            key: 'abnormal',
            value: data.abnormal,
            icon: AlertTriangle,
            tone: 'warning',
            to: parcelListPath({ state: 'pending', abnormal: true }),
          },
          {
            key: 'overdue',
            value: data.overdue,
            icon: Clock,
            tone: 'info',
            to: parcelListPath({ state: 'pending', overtime: true }),
          },
          {
            key: 'offlineLockers',
            value: data.offline_lockers,
            icon: WifiOff,
            tone: 'secondary',
            to: listRoute('/machines/lockers', { online: 'offline' }),
          },
          { key: 'supportRequests', value: data.open_support_requests, icon: LifeBuoy, tone: 'primary' },
        ]}
      />
      <div className="row g-3">
        <div className="col-12 col-xl-8">
          <TitledCard title={t('dashboards.urgentTitle')} className="h-100">
            {data.urgent.length === 0 ? (
              <p className="text-body-secondary mb-0">{t('dashboards.noUrgent')}</p>
            ) : (
              <ScrollRegion label={t('dashboards.urgentTitle')}>
                <table className="table align-middle mb-0" data-testid="urgent-deliveries">
                  <caption className="visually-hidden">{t('dashboards.urgentTitle')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('dashboards.depositedAt')}</th>
                      <th scope="col">{t('dashboards.building')}</th>
                      <th scope="col">{t('dashboards.locker')}</th>
                      <th scope="col">{t('dashboards.compartment')}</th>
                      <th scope="col">{t('dashboards.state')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.urgent.map((parcel) => (
                      <tr key={parcel.id} data-testid="urgent-delivery">
                        <td>{formatZonedDateTime(parcel.create_time, parcel.tz)}</td>
                        <th scope="row" className="fw-normal">
                          <BuildingLink buid={parcel.buid} bname={parcel.bname} />
                        </th>
                        <td>{readableMachineName(parcel.mname)}</td>
                        <td>{parcel.compartment ?? t('notAvailable')}</td>
                        <td>
                          <span className="badge text-bg-danger">
                            {t(`dashboards.states.${parcel.state}`, parcel.state)}
                          </span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            )}
          </TitledCard>
        </div>
        <div className="col-12 col-xl-4">
          <TitledCard title={t('dashboards.overdueByBuilding')} className="h-100">
            <PanelList
              items={data.overdue_by_building}
              empty={t('dashboards.noOverdue')}
              testId="overdue-by-building"
              itemKey={(row) => row.buid}
            >
              {(row) => (
                <>
                  <BuildingLink buid={row.buid} bname={row.bname} />
                  <span className="badge text-bg-warning">{formatCompact(row.count, currentLanguage())}</span>
                </>
              )}
            </PanelList>
          </TitledCard>
        </div>
      </div>
    </>
  );
}

export function AdminViewPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="admin-view" title={t('menu.adminView')}>
      <AdminView />
    </SectionPage>
  );
}
