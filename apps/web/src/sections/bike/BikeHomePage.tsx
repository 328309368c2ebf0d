// The bike family's home (`/bike`, where switching to the bike menu lands): the key figures of the user's bike
// parking (act 58002), read again every few seconds so the page follows the docks live, and each location's
// occupancy (act 58001). Each figure opens the list it counts. The bike lockers in reach are also remembered as
// spec §3's allBikeLockerInfo.
import { bikeFiguresAct, bikeLocationListAct, FAMILY_TYPE, machineListAct } from '@bluemanager/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Bike, CircleParking, ClipboardList, MapPin, Timer, Truck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { formatZonedDateTime } from '../../format/time';
import { STORAGE_KEYS } from '../../session/storage-keys';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import { StatRow } from '../dashboard/StatCard';
import { locationName } from './bike-format';
import {
  COLLECTION_ADDRESS,
  COLLECTION_VIEW,
  EMPTY_SESSION_FILTERS,
  LOCATION_ADDRESS,
  LOCATION_VIEW,
  SESSION_ADDRESS,
  SESSION_VIEW,
} from './bike-views';
import { PercentBar, percentOf } from '../../shared/PercentBar';

/** How often the home reads its figures again: the docks report as bikes come and go. */
export const BIKE_HOME_REFRESH_MS = 10_000;
/** Spec §4: building data is renewed when it is 5 minutes old. */
const BUILDING_REFRESH_MS = 5 * 60_000;

/** Spec §3: the bike lockers in reach are remembered as allBikeLockerInfo, as allBuildingInfo holds the buildings. */
function useRememberedBikeLockers(): void {
  const act = useAct();
  const lockers = useQuery({
    queryKey: ['machine-list', 'bike'],
    queryFn: () => act(machineListAct, { dt: FAMILY_TYPE.bike }),
    staleTime: BUILDING_REFRESH_MS,
  });
  useEffect(() => {
    if (lockers.data) localStorage.setItem(STORAGE_KEYS.allBikeLockerInfo, JSON.stringify(lockers.data));
  }, [lockers.data]);
}

const sessionsWhere = (state: 'open' | 'overstaying') =>
  SESSION_ADDRESS.write({ ...SESSION_VIEW, filters: { ...EMPTY_SESSION_FILTERS, state } });

function Figures() {
  const { t } = useTranslation();
  const act = useAct();
  const figures = useQuery({
    queryKey: ['bike', 'figures'],
    queryFn: () => act(bikeFiguresAct, {}),
    refetchInterval: BIKE_HOME_REFRESH_MS,
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
  return (
    <>
      <p className="text-body-secondary small" data-testid="bike-figures-at">
        {t('bike.home.updatedAt', { time: formatZonedDateTime(data.at) })}
      </p>
      <StatRow
        label={(key) => t(`bike.home.stats.${key}`)}
        stats={[
          {
            key: 'locations',
            value: data.locations,
            icon: MapPin,
            tone: 'primary',
            to: LOCATION_ADDRESS.write(LOCATION_VIEW),
          },
          { key: 'free', value: data.free, icon: CircleParking, tone: 'success' },
          { key: 'occupied', value: data.occupied, icon: Bike, tone: 'info' },
          {
            key: 'openSessions',
            value: data.open_sessions,
            icon: ClipboardList,
            tone: 'secondary',
            to: sessionsWhere('open'),
          },
          {
            key: 'overstaying',
            value: data.overstaying,
            icon: Timer,
            tone: 'warning',
            to: sessionsWhere('overstaying'),
          },
          {
            key: 'openCollections',
            value: data.open_collections,
            icon: Truck,
            tone: 'danger',
            to: COLLECTION_ADDRESS.write(COLLECTION_VIEW),
          },
        ]}
      />
    </>
  );
}

function Locations() {
  const { t } = useTranslation();
  const act = useAct();
  const locations = useQuery({
    queryKey: ['bike', 'home-locations'],
    queryFn: () => act(bikeLocationListAct, { count: 50, sort: 'occupancy', dir: 'desc' }),
    refetchInterval: BIKE_HOME_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  const items = locations.data?.items ?? [];
  return (
    <TitledCard title={t('bike.home.locationsTitle')} testId="bike-home-locations">
      {locations.data && items.length === 0 && <p className="mb-0">{t('bike.home.none')}</p>}
      <ul className="list-unstyled mb-0 row g-3">
        {items.map((location) => {
          const share = percentOf(location.occupied, location.docks);
          const occupancy = t('bike.home.occupancy', { occupied: location.occupied, docks: location.docks });
          return (
            <li
              key={location.uuid}
              className="col-12 col-md-6 col-xl-4"
              data-buid={location.buid}
              data-testid="bike-home-location"
            >
              <div className="fw-semibold">{locationName(location.name)}</div>
              <div className="small text-body-secondary mb-1">{occupancy}</div>
              <PercentBar label={`${locationName(location.name)}: ${occupancy}`} percent={share} />
            </li>
          );
        })}
      </ul>
    </TitledCard>
  );
}

export function BikeHomePage() {
  const { t } = useTranslation();
  useRememberedBikeLockers();
  return (
    <SectionPage id="bike" title={t('bike.home.title')}>
      <p className="text-body-secondary">{t('bike.home.intro')}</p>
      <Figures />
      <Locations />
    </SectionPage>
  );
}
