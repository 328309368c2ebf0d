// The amenity family's home (`/amenity`, where switching to the amenity menu lands): the key figures of the user's
// amenity machines (act 59003), read again every few seconds so the page follows the machines live, the deposits
// kept and released in the last 30 days, and each machine's stock (act 59001). Each figure opens the list it counts.
import { amenityFiguresAct, amenityMachineListAct } from '@bluemanager/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AlarmClock, Cpu, HandCoins, PackageCheck, PackageOpen, Tags } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAct } from '../../api/use-act';
import { formatZonedDateTime } from '../../format/time';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import { StatRow } from '../dashboard/StatCard';
import { amountText, machineName } from './amenity-format';
import { AMENITY_REFRESH_MS } from './amenity-refresh';
import { depositsWhere, MACHINE_ADDRESS, MACHINE_VIEW } from './amenity-views';
import { PercentBar, percentOf } from '../../shared/PercentBar';

function Figures() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const figures = useQuery({
    queryKey: ['amenity', 'figures'],
    queryFn: () => act(amenityFiguresAct, {}),
    refetchInterval: AMENITY_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  if (figures.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {figures.error.message}
      </div>
    );
  }
  const data = figures.data;
  if (!data) return <p role="status">{t('app.loading')}</p>;
  const money = (cents: number) => amountText(cents, data.currency, i18n.language);
  return (
    <>
      <p className="text-body-secondary small" data-testid="amenity-figures-at">
        {t('amenity.home.updatedAt', { time: formatZonedDateTime(data.at, undefined, i18n.language) })}
      </p>
      <StatRow
        label={(key) => t(`amenity.home.stats.${key}`)}
        stats={[
          {
            key: 'machines',
            value: data.machines,
            icon: Cpu,
            tone: 'primary',
            to: MACHINE_ADDRESS.write(MACHINE_VIEW),
          },
          { key: 'available', value: data.available, icon: PackageCheck, tone: 'success' },
          { key: 'lent', value: data.lent, icon: PackageOpen, tone: 'info', to: depositsWhere('held') },
          {
            key: 'overdue',
            value: data.overdue,
            icon: AlarmClock,
            tone: 'warning',
            to: depositsWhere('overdue'),
          },
          { key: 'activeTags', value: data.active_tags, icon: Tags, tone: 'secondary', to: '/amenity/tags' },
          {
            key: 'held',
            value: money(data.held_cents),
            icon: HandCoins,
            tone: 'danger',
            to: depositsWhere('held'),
          },
        ]}
      />
      <TitledCard title={t('amenity.home.depositsTitle')} className="mb-3" testId="amenity-home-deposits">
        <dl className="row mb-0">
          <div className="col-6">
            <dt className="small text-body-secondary fw-normal">{t('amenity.home.kept')}</dt>
            <dd className="fs-5 mb-0">
              <Link to={depositsWhere('kept')}>{money(data.kept_cents)}</Link>
            </dd>
          </div>
          <div className="col-6">
            <dt className="small text-body-secondary fw-normal">{t('amenity.home.released')}</dt>
            <dd className="fs-5 mb-0">
              <Link to={depositsWhere('released')}>{money(data.released_cents)}</Link>
            </dd>
          </div>
        </dl>
      </TitledCard>
    </>
  );
}

function Machines() {
  const { t } = useTranslation();
  const act = useAct();
  const machines = useQuery({
    queryKey: ['amenity', 'home-machines'],
    queryFn: () => act(amenityMachineListAct, { count: 50, sort: 'lent', dir: 'desc' }),
    refetchInterval: AMENITY_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  const items = machines.data?.items ?? [];
  return (
    <TitledCard title={t('amenity.home.machinesTitle')} testId="amenity-home-machines">
      {machines.data && items.length === 0 && <p className="mb-0">{t('amenity.home.none')}</p>}
      <ul className="list-unstyled mb-0 row g-3">
        {items.map((machine) => {
          const share = percentOf(machine.available, machine.slots);
          const stock = t('amenity.home.stock', { available: machine.available, slots: machine.slots });
          return (
            <li
              key={machine.uuid}
              className="col-12 col-md-6 col-xl-4"
              data-buid={machine.buid}
              data-testid="amenity-home-machine"
            >
              <Link to={`/amenity/machine/${encodeURIComponent(machine.uuid)}`} className="fw-semibold">
                {machineName(machine.name)}
              </Link>
              <div className="small text-body-secondary">{machine.bname}</div>
              <div className="small text-body-secondary mb-1">{stock}</div>
              <PercentBar
                label={`${machineName(machine.name)}: ${stock}`}
                percent={share}
                barClassName="bg-success"
              />
            </li>
          );
        })}
      </ul>
    </TitledCard>
  );
}

export function AmenityHomePage() {
  const { t } = useTranslation();
  return (
    <SectionPage id="amenity" title={t('amenity.home.title')}>
      <p className="text-body-secondary">{t('amenity.home.intro')}</p>
      <Figures />
      <Machines />
    </SectionPage>
  );
}
