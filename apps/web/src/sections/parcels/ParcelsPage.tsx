// Pending / Collected (menu entry 'parcels'): the parcels in the user's scope, filtered, sorted and paged on the
// server (act 51001), with the row and bulk actions, the detail view, the CSV export and live updates. The route
// /parcels/{json} or /parcels/{text} pre-fills the filters (spec §2), and the address follows the filters, sort
// and page the user picks (parcel-view.ts); a navigation to the route starts a fresh list.
import { MAX_BULK_PARCELS, parcelListAct, type ActCodec } from '@bluemanager/protocol';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { toast } from 'sonner';
import { ActError } from '../../api/act-error';
import { loadClientConfig } from '../../api/client-config';
import { useAct } from '../../api/use-act';
import { formatCount } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import { DataTable } from '../../shared/data-table/DataTable';
import type { FilterValues, RowKey } from '../../shared/data-table/data-table-types';
import { FilterBar } from '../../shared/data-table/FilterBar';
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
import { serverSort, viewFromRoute, type ParcelView } from './parcel-view';
import { useViewInUrl } from './use-view-in-url';
import { usePageTitle } from '../../shared/use-page-title';

const PAGE_SIZE = 25;
/** Spec §4's fallback: the list reloads every 5 minutes even without live events. */
const RELOAD_MS = 5 * 60_000;

function asFilters(values: FilterValues): ParcelFilters {
  return { ...EMPTY_FILTERS, ...values } as ParcelFilters;
}

function ParcelList({ routeQuery }: { routeQuery: string | undefined }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const queryClient = useQueryClient();
  const [view, setView] = useState<ParcelView>(() => viewFromRoute(routeQuery));
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
    m: offset,
    n: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: ['parcels', 'list', params],
    queryFn: () => act(parcelListAct, params),
    enabled: valid,
    placeholderData: keepPreviousData,
    refetchInterval: RELOAD_MS,
    // A refusal (a building out of scope, a bad filter) will not change on retry; only the network might.
    retry: (count, error) => count < 2 && error instanceof ActError && error.code === 'NETWORK',
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

  const show = (next: ParcelView) => {
    setView(next);
    setSelected(new Set());
  };
  useViewInUrl(view, show);
  const apply = (values: FilterValues) => {
    const next = asFilters(values);
    // A new building empties the locker choice: the old locker is not in the new building.
    if (next.buid !== filters.buid) next.muuid = '';
    show({ ...view, filters: next, offset: 0 });
  };
  const openAction = (action: ParcelActionId, ids: readonly number[]) => {
    // The server takes at most this many at once; asking for more would only be refused.
    if (ids.length > MAX_BULK_PARCELS) toast.error(t('parcels.tooMany', { max: MAX_BULK_PARCELS }));
    else setPending({ action, ids });
  };
  const columns = parcelColumns(t, setDetailId);
  const total = list.data?.total ?? 0;
  const selectedIds = [...selected].map(Number);

  return (
    <section aria-labelledby="parcels-title" data-testid="parcel-list" data-query={routeQuery ?? ''}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="parcels-title" className="h3 mb-0 me-auto">
          {t('parcels.title')}
        </h1>
        <span className="text-body-secondary" data-testid="parcel-total">
          {t(list.data?.capped ? 'parcels.totalCapped' : 'parcels.total', {
            count: formatCount(total, i18n.language),
          })}
        </span>
        <button
          type="button"
          className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
          onClick={() => exporter.mutate()}
          disabled={!valid || exporter.isPending}
          data-testid="export-csv"
        >
          <Download size={16} aria-hidden="true" />
          {t('parcels.export')}
        </button>
      </div>
      <div className="card">
        <FilterBar
          idPrefix="parcel-filter"
          fields={parcelFilterFields(t, filters, buildingOptions, lockerOptions)}
          values={filters}
          onApply={apply}
          onReset={() => apply(EMPTY_FILTERS)}
        />
        {list.isError && (
          <div className="alert alert-danger mx-3" role="alert" data-testid="parcel-error">
            {list.error instanceof ActError && list.error.code === 'FORBIDDEN'
              ? t('parcels.forbidden')
              : list.error.message}
          </div>
        )}
        {selectedIds.length > 0 && (
          <BulkBar ids={selectedIds} onAction={openAction} onClear={() => setSelected(new Set())} />
        )}
        <DataTable
          testId="parcel-table"
          caption={t('parcels.title')}
          columns={columns}
          rows={valid && !list.isError ? rows : []}
          rowKey={(row) => row.id}
          rowLabel={(row) => t('parcels.rowLabel', { id: row.id })}
          loading={list.isFetching}
          emptyText={valid ? t('parcels.empty') : t('parcels.fixFilters')}
          sort={sort}
          onSort={(next) => show({ ...view, sort: next, offset: 0 })}
          page={{ offset, pageSize: PAGE_SIZE, total: valid ? total : 0, capped: list.data?.capped }}
          onPage={(next) => setView({ ...view, offset: next })}
          selection={{ selected, onChange: setSelected }}
          rowActions={(row) => <RowActions parcel={row} onAction={openAction} />}
        />
      </div>
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
  // to the path the router saw last: the list may have moved the address on since (use-view-in-url.ts).
  const { key } = useLocation();
  return <ParcelList key={`${key}|${query ?? ''}`} routeQuery={query} />;
}
