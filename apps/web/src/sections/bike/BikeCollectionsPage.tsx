// Bike collections (menu entry 'bike-collection', `#/bike/collection`): abandoned bikes in the user's buildings
// (act 58005), open ones first; an open one can be scheduled (58007) and its result recorded (58008). Bikes are
// flagged from the sessions list, where their overstay shows.
import {
  bikeCollectionListAct,
  bikeCollectionResultAct,
  bikeScheduleAct,
  canCall,
  OPEN_COLLECTION_STATES,
  type BikeCollectionItem,
} from '@bluemanager/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import { ListPage } from '../../shared/list-page/ListPage';
import { RowMenu, type RowMenuItem } from '../../shared/list-page/RowMenu';
import { useActList } from '../../shared/list-page/use-act-list';
import { buildingFilterField } from '../../shared/options/building-filter-field';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { SectionPage } from '../../shared/SectionPage';
import { BIKE_HOME_REFRESH_MS } from './BikeHomePage';
import { locationName } from './bike-format';
import {
  COLLECTION_ADDRESS,
  COLLECTION_VIEW,
  EMPTY_COLLECTION_FILTERS,
  readCollectionFilters,
  type CollectionFilters,
} from './bike-views';
import { collectionColumns } from './collection-columns';
import { ResultDialog } from './ResultDialog';
import { ScheduleDialog } from './ScheduleDialog';

const PAGE_SIZE = 25;

const requestOf = (filters: CollectionFilters) => ({
  buid: filters.buid === '' ? '' : Number(filters.buid),
  state: filters.state === 'open' ? ('open' as const) : undefined,
});

type Dialog = { kind: 'schedule' | 'record'; collection: BikeCollectionItem };

function Collections() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const buildings = useBuildingOptions();
  const [dialog, setDialog] = useState<Dialog>();
  const columns = collectionColumns(t, i18n.language);
  const { view, show, list, exporter } = useActList({
    address: COLLECTION_ADDRESS,
    defaultView: COLLECTION_VIEW,
    queryKey: ['bike', 'collections'],
    exportName: 'bike-collections',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(bikeCollectionListAct, { ...requestOf(view.filters), offset, count }),
    query: { refetchInterval: BIKE_HOME_REFRESH_MS },
  });
  const actionsOf = (row: BikeCollectionItem): RowMenuItem[] => {
    if (!OPEN_COLLECTION_STATES.includes(row.state)) return [];
    const items: RowMenuItem[] = [];
    if (canCall(bikeScheduleAct, user)) {
      items.push({
        id: 'schedule',
        label: t('bike.collections.actions.schedule'),
        onSelect: () => setDialog({ kind: 'schedule', collection: row }),
      });
    }
    if (canCall(bikeCollectionResultAct, user)) {
      items.push({
        id: 'record',
        label: t('bike.collections.actions.record'),
        onSelect: () => setDialog({ kind: 'record', collection: row }),
      });
    }
    return items;
  };
  const total = list.data?.total ?? 0;
  const rowLabel = (row: BikeCollectionItem) =>
    t('bike.collections.rowLabel', { dock: row.dock, location: locationName(row.location) });
  return (
    <>
      <ListPage
        id="bike-collection"
        caption={t('bike.collections.caption')}
        columns={columns}
        filterFields={[
          buildingFilterField(
            t('bike.sessions.filters.building'),
            t('bike.sessions.filters.allBuildings'),
            buildings,
          ),
          {
            id: 'state',
            label: t('bike.collections.filters.state'),
            kind: 'select',
            options: [
              { value: 'open', label: t('bike.collections.filters.open') },
              { value: 'all', label: t('bike.collections.filters.all') },
            ],
          },
        ]}
        view={view}
        onView={show}
        emptyFilters={EMPTY_COLLECTION_FILTERS}
        nextFilters={(_current, values) => readCollectionFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.id}
        rowLabel={rowLabel}
        rowActions={(row) => <RowMenu label={rowLabel(row)} items={actionsOf(row)} />}
        emptyText={t('bike.collections.empty')}
        totalText={t('bike.collections.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
      />
      {dialog?.kind === 'schedule' && (
        <ScheduleDialog collection={dialog.collection} onClose={() => setDialog(undefined)} />
      )}
      {dialog?.kind === 'record' && (
        <ResultDialog collection={dialog.collection} onClose={() => setDialog(undefined)} />
      )}
    </>
  );
}

export function BikeCollectionsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="bike-collection" title={t('bike.collections.title')}>
      <Collections />
    </SectionPage>
  );
}
