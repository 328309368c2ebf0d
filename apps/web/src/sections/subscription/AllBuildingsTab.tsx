// The All Buildings tab (act 65501): a search box ('Search...') over building names and addresses, the 'Machine
// Filters' button that shows the fleet's machine filters, and the buildings with their plan, units, lockers and
// this month's billed amount on the shared list page, sorted and paged on the server.
import { canCall, generateInvoicesAct, subscriptionBuildingsAct } from '@bluemanager/protocol';
import { FileText, Search, SlidersHorizontal } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import { FilterBar } from '../../shared/data-table/FilterBar';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { useActList } from '../../shared/list-page/use-act-list';
import { buildingColumns } from './building-columns';
import {
  asFilters,
  EMPTY_FILTERS,
  filterParams,
  machineFilters,
  serverSort,
  type BuildingFilters,
} from './building-filters';
import { GenerateDialog } from './GenerateDialog';

const PAGE_SIZE = 25;
const DEFAULT_VIEW: ListView<BuildingFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'building', dir: 'asc' },
  offset: 0,
};
const ADDRESS = queryViewAddress({ path: '/subscription', view: DEFAULT_VIEW, readFilters: asFilters });

const requestOf = (view: ListView<BuildingFilters>) => ({
  ...filterParams(view.filters),
  sort: serverSort(view.sort.key),
  dir: view.sort.dir,
});

function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form role="search" className="input-group input-group-sm subscription-search" onSubmit={submit}>
      <input
        type="search"
        className="form-control"
        placeholder={t('subscription.search')}
        aria-label={t('subscription.searchLabel')}
        value={text}
        maxLength={64}
        onChange={(event) => {
          setText(event.target.value);
          // Clearing the box shows every building again without a second step.
          if (event.target.value === '') onSearch('');
        }}
        data-testid="subscription-search"
      />
      <button type="submit" className="btn btn-secondary" aria-label={t('subscription.searchLabel')}>
        <Search size={16} aria-hidden="true" />
      </button>
    </form>
  );
}

export function AllBuildingsTab() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const [generating, setGenerating] = useState(false);
  const columns = buildingColumns(t, i18n.language);
  const { view, show, list, exporter } = useActList({
    address: ADDRESS,
    defaultView: DEFAULT_VIEW,
    queryKey: ['subscription', 'buildings'],
    exportName: 'subscription',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(subscriptionBuildingsAct, { ...requestOf(view), offset, count }),
  });
  const active = Object.keys(EMPTY_FILTERS).filter(
    (key) => key !== 'q' && view.filters[key] !== EMPTY_FILTERS[key],
  ).length;
  const [filtersOpen, setFiltersOpen] = useState(active > 0);
  const total = list.data?.total ?? 0;
  const filterLabel =
    active > 0 ? `${t('subscription.machineFilters')} (${active})` : t('subscription.machineFilters');
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <SearchBox
          value={view.filters.q}
          onSearch={(q) => show({ ...view, filters: { ...view.filters, q }, offset: 0 })}
        />
        <button
          type="button"
          className={`btn btn-sm ${active > 0 ? 'btn-primary' : 'btn-outline-primary'} d-inline-flex align-items-center gap-1`}
          title={t('subscription.machineFilters')}
          aria-label={filterLabel}
          aria-expanded={filtersOpen}
          aria-controls="subscription-machine-filters"
          onClick={() => setFiltersOpen((open) => !open)}
          data-testid="machine-filters"
        >
          <SlidersHorizontal size={16} aria-hidden="true" />
          {active > 0 && <span>{formatNumber(active, i18n.language)}</span>}
        </button>
        {canCall(generateInvoicesAct, user) && (
          <button
            type="button"
            className="btn btn-sm btn-primary d-inline-flex align-items-center gap-1 ms-auto"
            onClick={() => setGenerating(true)}
            data-testid="generate-invoices"
          >
            <FileText size={16} aria-hidden="true" />
            {t('subscription.invoices.generate')}
          </button>
        )}
      </div>
      {filtersOpen && (
        <div className="card mb-3" id="subscription-machine-filters" data-testid="machine-filter-panel">
          <FilterBar
            idPrefix="subscription-filter"
            fields={machineFilters(t)}
            values={view.filters}
            onApply={(values) =>
              show({ ...view, filters: asFilters({ ...view.filters, ...values }), offset: 0 })
            }
            onReset={() => show({ ...view, filters: { ...EMPTY_FILTERS, q: view.filters.q }, offset: 0 })}
          />
        </div>
      )}
      <ListPage
        id="subscription"
        caption={t('subscription.caption')}
        columns={columns}
        view={view}
        onView={show}
        emptyFilters={EMPTY_FILTERS}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.buid}
        rowLabel={(row) => t('subscription.rowLabel', { name: row.bname })}
        emptyText={t('subscription.empty')}
        totalText={t('subscription.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
      />
      {generating && <GenerateDialog onClose={() => setGenerating(false)} />}
    </>
  );
}
