// Bike locations (menu entry 'bike-list', `#/bike/list`): the bike parking locations of the user's buildings with
// their docks or bays by state, open sessions, bikes overstaying, status and map position (act 58001), on the shared
// list page; refreshed as the docks report.
import { bikeLocationListAct, BIKE_LOCATION_SORTS } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { ListPage } from '../../shared/list-page/ListPage';
import type { ListView } from '../../shared/list-page/list-view';
import { useActList } from '../../shared/list-page/use-act-list';
import { buildingFilterField } from '../../shared/options/building-filter-field';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { SectionPage } from '../../shared/SectionPage';
import { BIKE_HOME_REFRESH_MS } from './BikeHomePage';
import { locationName } from './bike-format';
import {
  EMPTY_LOCATION_FILTERS,
  LOCATION_ADDRESS,
  LOCATION_VIEW,
  readLocationFilters,
  type LocationFilters,
} from './bike-views';
import { locationColumns } from './location-columns';

const PAGE_SIZE = 25;

const requestOf = (view: ListView<LocationFilters>) => ({
  q: view.filters.q.trim() || undefined,
  buid: view.filters.buid === '' ? '' : Number(view.filters.buid),
  sort: BIKE_LOCATION_SORTS.find((sort) => sort === view.sort.key) ?? 'name',
  dir: view.sort.dir,
});

function Locations() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const buildings = useBuildingOptions();
  const columns = locationColumns(t, i18n.language);
  const { view, show, list, exporter } = useActList({
    address: LOCATION_ADDRESS,
    defaultView: LOCATION_VIEW,
    queryKey: ['bike', 'locations'],
    exportName: 'bike-locations',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(bikeLocationListAct, { ...requestOf(view), offset, count }),
    query: { refetchInterval: BIKE_HOME_REFRESH_MS },
  });
  const total = list.data?.total ?? 0;
  return (
    <ListPage
      id="bike-location"
      caption={t('bike.locations.caption')}
      columns={columns}
      filterFields={[
        { id: 'q', label: t('bike.sessions.filters.search'), kind: 'text' },
        buildingFilterField(
          t('bike.sessions.filters.building'),
          t('bike.sessions.filters.allBuildings'),
          buildings,
        ),
      ]}
      view={view}
      onView={show}
      emptyFilters={EMPTY_LOCATION_FILTERS}
      nextFilters={(_current, values) => readLocationFilters(values)}
      list={list}
      pageSize={PAGE_SIZE}
      rowKey={(row) => row.uuid}
      rowLabel={(row) => t('bike.locations.rowLabel', { name: locationName(row.name) })}
      emptyText={t('bike.locations.empty')}
      totalText={t('bike.locations.total', { count: total, total: formatNumber(total, i18n.language) })}
      exporter={exporter}
    />
  );
}

export function BikeLocationsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="bike-list" title={t('bike.locations.title')}>
      <Locations />
    </SectionPage>
  );
}
