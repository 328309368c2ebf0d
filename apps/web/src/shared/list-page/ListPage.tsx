/**
 * One list page for every list section: the page hands over its declarations (columns, filter fields, the view it
 * shows and the data the server returned) and this renders the same skeleton everywhere — the total, the toolbar
 * (the page's own buttons, the column chooser, the CSV export), the filters (a drawer on phones), the error and
 * empty states, the table (cards on phones) with sorting, paging, selection and a row menu.
 *
 *   const { view, show } = useListView(ADDRESS, () => ADDRESS.read(window.location.hash) ?? DEFAULT_VIEW);
 *   const list = useListQuery(['machines', params], () => act(machinePageAct, params));
 *   <ListPage id="machines" caption={…} columns={…} filterFields={…} view={view} onView={show}
 *     emptyFilters={EMPTY_FILTERS} list={list} pageSize={25} rowKey={…} rowLabel={…} totalText={…} />
 */
import { Download } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableProps } from '../data-table/DataTable';
import type { DataColumn, FilterField, FilterValues } from '../data-table/data-table-types';
import { FilterBar } from '../data-table/FilterBar';
import { ColumnChooser } from './ColumnChooser';
import { FilterDrawer } from './FilterDrawer';
import type { ListView } from './list-view';
import type { ListExport } from './use-list-export';
import { useColumnChoice } from './use-column-choice';

export interface ListData<Row> {
  items: readonly Row[];
  total: number;
  capped?: boolean;
}

/** What the page's query says: the data of the current view, whether it is fetching, and why it failed. */
export interface ListState<Row> {
  data: ListData<Row> | undefined;
  fetching: boolean;
  /** Already translated; undefined while the list is fine. */
  error: string | undefined;
}

type TableParts<Row> = Pick<
  DataTableProps<Row>,
  'caption' | 'rowKey' | 'rowLabel' | 'selection' | 'rowActions' | 'emptyText'
>;

export interface ListPageProps<Row, Filters extends FilterValues> extends TableParts<Row> {
  /** The list's name in test ids, stored column choices and the export's file name (e.g. 'machines'). */
  id: string;
  columns: readonly DataColumn<Row>[];
  filterFields?: readonly FilterField[];
  view: ListView<Filters>;
  onView: (view: ListView<Filters>) => void;
  /** The filters Reset returns to. */
  emptyFilters: Filters;
  /** How the FilterBar's values become the next filters (e.g. a new building empties the locker); default: merge. */
  nextFilters?: (current: Filters, values: FilterValues) => Filters;
  list: ListState<Row>;
  pageSize: number;
  /** "41 machines", already translated and pluralised. */
  totalText: string;
  /** The page's own buttons (Add…), shown before the column chooser. */
  toolbar?: ReactNode;
  exporter?: ListExport;
  /** Shown between the filters and the table while rows are selected. */
  bulk?: ReactNode;
  /** When the filters cannot be searched for: the table shows this instead of rows. */
  invalidText?: string;
  /**
   * Opens a row on a click anywhere in it (its key as `rowKey` gave it). Only widens the pointer's target: the
   * keyboard opens a row through a link in one of its cells, and links and buttons in a row keep their own meaning.
   */
  onOpenRow?: (key: string) => void;
}

function rowOpener(open: ((key: string) => void) | undefined) {
  if (!open) return undefined;
  return (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('a, button, input, select, label')) return;
    const row = target.closest<HTMLElement>('[data-row-key]');
    if (row?.dataset.rowKey) open(row.dataset.rowKey);
  };
}

function activeFilters<Filters extends FilterValues>(filters: Filters, empty: Filters): number {
  return Object.keys(filters).filter((key) => filters[key] !== empty[key]).length;
}

export function ListPage<Row, Filters extends FilterValues>(props: ListPageProps<Row, Filters>) {
  const { t } = useTranslation();
  const { id, view, onView, list, emptyFilters } = props;
  const choice = useColumnChoice(id, props.columns);
  const apply = (values: FilterValues) => {
    const next = props.nextFilters
      ? props.nextFilters(view.filters, values)
      : ({ ...view.filters, ...values } as Filters);
    onView({ ...view, filters: next, offset: 0 });
  };
  const failed = list.error !== undefined;
  const usable = props.invalidText === undefined && !failed;
  return (
    // The click handler only widens the pointer's target (see onOpenRow); the keyboard has the row's link.
    <section
      data-testid={`${id}-list-page`}
      className={props.onOpenRow ? 'list-rows-open' : undefined}
      onClick={rowOpener(props.onOpenRow)}
    >
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <span className="text-body-secondary me-auto" data-testid={`${id}-total`}>
          {props.totalText}
        </span>
        {props.toolbar}
        <ColumnChooser listId={id} columns={props.columns} hidden={choice.hidden} onToggle={choice.toggle} />
        {props.exporter && (
          <button
            type="button"
            className="btn btn-secondary btn-sm d-inline-flex align-items-center gap-1"
            onClick={props.exporter.run}
            disabled={!usable || props.exporter.pending}
            data-testid="export-csv"
          >
            <Download size={16} aria-hidden="true" />
            {t('dataTable.exportCsv')}
          </button>
        )}
      </div>
      <div className="card">
        {props.filterFields && props.filterFields.length > 0 && (
          <FilterDrawer listId={id} active={activeFilters(view.filters, emptyFilters)}>
            {(close) => (
              <FilterBar
                idPrefix={`${id}-filter`}
                fields={props.filterFields ?? []}
                values={view.filters}
                onApply={apply}
                onReset={() => onView({ ...view, filters: emptyFilters, offset: 0 })}
                onDone={close}
              />
            )}
          </FilterDrawer>
        )}
        {failed && (
          <div className="alert alert-danger mx-3 mt-3" role="alert" data-testid={`${id}-error`}>
            {list.error}
          </div>
        )}
        {props.bulk}
        <DataTable
          testId={`${id}-table`}
          caption={props.caption}
          columns={choice.shown}
          rows={usable ? list.data?.items : []}
          rowKey={props.rowKey}
          rowLabel={props.rowLabel}
          loading={list.fetching}
          emptyText={props.invalidText ?? props.emptyText}
          sort={view.sort}
          onSort={(sort) => onView({ ...view, sort, offset: 0 })}
          page={{
            offset: view.offset,
            pageSize: props.pageSize,
            total: usable ? (list.data?.total ?? 0) : 0,
            capped: list.data?.capped,
          }}
          onPage={(offset) => onView({ ...view, offset })}
          selection={props.selection}
          rowActions={props.rowActions}
        />
      </div>
    </section>
  );
}
