// Pending / Collected (menu entry 'parcels'): the parcels in the user's scope, filtered, sorted and paged on the
// server (act 51001), with the row and bulk actions, the detail view, the CSV export and live updates. The route
// /parcels/{json} or /parcels/{text} pre-fills the filters (spec §2), and the address follows the filters, sort
// and page the user picks (parcel-view.ts); a navigation to the route starts a fresh list.
import { MAX_BULK_PARCELS, parcelListAct, type ActCodec } from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { toast } from 'sonner';
import { loadClientConfig } from '../../api/client-config';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import type { FilterValues, RowKey } from '../../shared/data-table/data-table-types';
import { ListPage } from '../../shared/list-page/ListPage';
import { useListQuery } from '../../shared/list-page/use-list-query';
import { useListView } from '../../shared/list-page/use-list-view';
import { usePageTitle } from '../../shared/use-page-title';
import { ActionDialog, type PendingAction } from './ActionDialog';
import { BulkBar } from './BulkBar';
import { exportParcelsCsv } from './export-csv';
import { parcelFilterFields } from './filter-fields';
import type { ParcelActionId } from './parcel-actions';
import { parcelColumns } from './parcel-columns';
import {
  EMPTY_FILTERS,
  exportQuery,
  filterParams,
  filterProblems,
  type ParcelFilters,
} from './parcel-filters';
import { decodePackage } from './parcel-package';
import type { ParcelRow } from './parcel-row';
import { ParcelDetail } from './ParcelDetail';
import { RowActions } from './RowActions';
import { useFilterOptions } from './use-filter-options';
import { useParcelEvents } from './use-parcel-events';
import { PARCEL_ADDRESS, serverSort, viewFromRoute } from './parcel-view';

const PAGE_SIZE = 25;
/** Spec §4's fallback: the list reloads every 5 minutes even without live events. */
const RELOAD_MS = 5 * 60_000;

/** The FilterBar's values as the next filters: a new building empties the locker (it is not in the new one). */
function nextFilters(current: ParcelFilters, values: FilterValues): ParcelFilters {
  const next = { ...EMPTY_FILTERS, ...values } as ParcelFilters;
  if (next.buid !== current.buid) next.muuid = '';
  return next;
}

function ParcelList({ routeQuery }: { routeQuery: string | undefined }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const queryClient = useQueryClient();
  const { view, show } = useListView(PARCEL_ADDRESS, () => viewFromRoute(routeQuery));
  const { filters, sort, offset } = view;
  const [selected, setSelected] = useState<Set<RowKey>>(new Set());
  const [detailId, setDetailId] = useState<number | undefined>();
  const [pending, setPending] = useState<PendingAction | undefined>();
  const codec = useQuery({
    queryKey: ['client-config'],
    queryFn: () => loadClientConfig(),
    staleTime: Infinity,
    select: (config): ActCodec => config.codec,
  });
  const valid = Object.keys(filterProblems(filters)).length === 0;
  const params = {
    ...filterParams(filters),
    sort: serverSort(sort.key) ?? 'deposited',
    dir: sort.dir,
    offset,
    count: PAGE_SIZE,
  };
  const list = useListQuery(['parcels', 'list', params], () => act(parcelListAct, params), {
    enabled: valid,
    refetchInterval: RELOAD_MS,
    forbiddenText: t('parcels.forbidden'),
  });
  const rows = useMemo<ParcelRow[] | undefined>(
    () => list.data?.items.map((item) => ({ ...item, recipient: decodePackage(codec.data, item.pkg) })),
    [list.data, codec.data],
  );
  const visibleIds = useMemo(() => new Set(rows?.map((row) => row.id)), [rows]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['parcels'] });
  useParcelEvents(user.token, visibleIds, refresh);
  const { buildingOptions, lockerOptions } = useFilterOptions(filters.buid, filters.muuid);
  const exporter = useMutation({
    mutationFn: () => exportParcelsCsv(user.token, exportQuery(filters)),
    onSuccess: (name) => toast.success(t('parcels.exported', { name })),
    onError: (error) => toast.error(t('parcels.exportFailed', { reason: error.message })),
  });
  usePageTitle(t('parcels.title'));

  const openAction = (action: ParcelActionId, ids: readonly number[]) => {
    // The server takes at most this many at once; asking for more would only be refused.
    if (ids.length > MAX_BULK_PARCELS) toast.error(t('parcels.tooMany', { max: MAX_BULK_PARCELS }));
    else setPending({ action, ids });
  };
  const total = list.data?.total ?? 0;
  const selectedIds = [...selected].map(Number);
  const shownTotal = formatNumber(total, i18n.language);

  return (
    <section aria-labelledby="parcels-title" data-testid="parcel-list" data-query={routeQuery ?? ''}>
      <h1 id="parcels-title" className="h3 mb-3">
        {t('parcels.title')}
      </h1>
      <ListPage
        id="parcel"
        caption={t('parcels.title')}
        columns={parcelColumns(t, setDetailId)}
        filterFields={parcelFilterFields(t, filters, buildingOptions, lockerOptions)}
        view={view}
        onView={(next) => {
          // A new filter or sort shows other parcels: the selection would name rows no longer seen.
          if (next.filters !== view.filters || next.sort !== view.sort) setSelected(new Set());
          show(next);
        }}
        emptyFilters={EMPTY_FILTERS}
        nextFilters={nextFilters}
        list={{ ...list, data: list.data && rows ? { ...list.data, items: rows } : undefined }}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.id}
        rowLabel={(row) => t('parcels.rowLabel', { id: row.id })}
        emptyText={t('parcels.empty')}
        invalidText={valid ? undefined : t('parcels.fixFilters')}
        totalText={t(list.data?.capped ? 'parcels.totalCapped' : 'parcels.total', {
          count: total,
          total: shownTotal,
        })}
        exporter={{ run: () => exporter.mutate(), pending: exporter.isPending }}
        selection={{ selected, onChange: setSelected }}
        bulk={
          selectedIds.length > 0 && (
            <BulkBar ids={selectedIds} onAction={openAction} onClear={() => setSelected(new Set())} />
          )
        }
        rowActions={(row) => <RowActions parcel={row} onAction={openAction} />}
      />
      <ParcelDetail
        id={detailId}
        codec={codec.data}
        onClose={() => setDetailId(undefined)}
        onAction={openAction}
      />
      <ActionDialog
        pending={pending}
        onClose={() => setPending(undefined)}
        onSettled={() => {
          setSelected(new Set());
          refresh();
        }}
      />
    </section>
  );
}

export function ParcelsPage() {
  const { query } = useParams();
  // Every navigation to the route (a link, the bell, the search, Back) starts a fresh list from its address, even
  // to the path the router saw last: the list may have moved the address on since (use-list-view.ts).
  const { key } = useLocation();
  return <ParcelList key={`${key}|${query ?? ''}`} routeQuery={query} />;
}
