/**
 * One list component for every list page: the page declares its columns (DataColumn), the server does the paging,
 * sorting and filtering, and this renders the table, its empty and loading states, the sort buttons, the pager and
 * the selection checkboxes.
 *
 *   <DataTable caption={t('x.title')} columns={columns} rows={query.data?.items} rowKey={(row) => row.id}
 *     rowLabel={(row) => `#${row.id}`} loading={query.isFetching} emptyText={t('x.empty')}
 *     sort={sort} onSort={setSort} page={{ offset, pageSize, total }} onPage={setOffset}
 *     selection={{ selected, onChange: setSelected }} rowActions={(row) => <RowMenu row={row} />} />
 *
 * Leave `selection` out for a list without bulk actions, `onSort` for one without sorting. Filters are a separate
 * <FilterBar> above the table; bulk actions are whatever the page shows while `selected` is not empty. On a phone
 * the rows become cards (DataCards) and the sort a select, so nothing scrolls sideways.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../ScrollRegion';
import type { DataColumn, PageState, RowKey, SortState } from './data-table-types';
import { usePhone } from '../use-media-query';
import { DataCards } from './DataCards';
import { Pager } from './Pager';
import { SortSelect } from './SortSelect';
import { pageSelection, togglePage, toggleKey, nextSort } from './selection';

export interface DataTableProps<Row> {
  /** The table's accessible name, already translated. */
  caption: string;
  columns: readonly DataColumn<Row>[];
  /** Undefined while the first page loads. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => RowKey;
  /** Names a row for screen readers (the checkbox label). */
  rowLabel: (row: Row) => string;
  loading: boolean;
  emptyText: string;
  sort?: SortState;
  onSort?: (sort: SortState) => void;
  page: PageState;
  onPage: (offset: number) => void;
  selection?: { selected: ReadonlySet<RowKey>; onChange: (selected: Set<RowKey>) => void };
  rowActions?: (row: Row) => ReactNode;
  testId?: string;
}

function ariaSort(sort: SortState | undefined, key: string | undefined) {
  if (!sort || !key || sort.key !== key) return undefined;
  return sort.dir === 'asc' ? 'ascending' : 'descending';
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useTranslation();
  const phone = usePhone();
  const { columns, rows, rowKey, selection, sort, onSort, rowActions } = props;
  if (phone && rows !== undefined && rows.length > 0) {
    return (
      <div data-testid={props.testId} aria-busy={props.loading}>
        {sort && onSort && <SortSelect columns={columns} sort={sort} onSort={onSort} />}
        <DataCards {...props} rows={rows} />
        <Pager page={props.page} onPage={props.onPage} />
      </div>
    );
  }
  const keys = (rows ?? []).map(rowKey);
  const state = selection ? pageSelection(selection.selected, keys) : 'none';
  const width = columns.length + (selection ? 1 : 0) + (rowActions ? 1 : 0);
  return (
    <div data-testid={props.testId} aria-busy={props.loading}>
      {/* A region keyboard users can scroll even when the page of rows holds nothing focusable (an empty list,
          a read-only one): the collapsed borders alone can make the wrapper scroll by a pixel. */}
      <ScrollRegion label={props.caption}>
        <table className="table table-hover align-middle small mb-0">
          <caption className="visually-hidden">{props.caption}</caption>
          <thead>
            <tr>
              {selection && (
                <th scope="col" className="data-table-check">
                  <input
                    type="checkbox"
                    className="form-check-input"
                    aria-label={t('dataTable.selectPage')}
                    checked={state === 'all'}
                    ref={(box) => {
                      if (box) box.indeterminate = state === 'some';
                    }}
                    disabled={keys.length === 0}
                    onChange={() => selection.onChange(togglePage(selection.selected, keys))}
                  />
                </th>
              )}
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={column.className}
                  aria-sort={ariaSort(sort, column.sortKey)}
                >
                  {column.sortKey && sort && onSort ? (
                    <button
                      type="button"
                      className="btn btn-link p-0 text-reset fw-semibold text-decoration-none text-nowrap"
                      onClick={() => onSort(nextSort(sort, column.sortKey ?? ''))}
                      data-testid={`sort-${column.id}`}
                    >
                      {column.header}
                      <span aria-hidden="true" className="ms-1">
                        {sort.key === column.sortKey ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
              {rowActions && (
                <th scope="col" className="text-end">
                  {t('dataTable.actions')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows === undefined && (
              <tr>
                <td colSpan={width} className="text-center py-4" role="status">
                  <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                  {t('dataTable.loading')}
                </td>
              </tr>
            )}
            {rows?.length === 0 && (
              <tr>
                <td
                  colSpan={width}
                  className="text-center text-body-secondary py-4"
                  data-testid="table-empty"
                >
                  {props.emptyText}
                </td>
              </tr>
            )}
            {rows?.map((row) => {
              const key = rowKey(row);
              return (
                <tr key={key} data-testid="table-row" data-row-key={key}>
                  {selection && (
                    <td className="data-table-check">
                      <input
                        type="checkbox"
                        className="form-check-input"
                        aria-label={t('dataTable.selectRow', { label: props.rowLabel(row) })}
                        checked={selection.selected.has(key)}
                        onChange={() => selection.onChange(toggleKey(selection.selected, key))}
                      />
                    </td>
                  )}
                  {columns.map((column) => (
                    <td key={column.id} className={column.className} data-column={column.id}>
                      {column.cell(row)}
                    </td>
                  ))}
                  {rowActions && <td className="text-end text-nowrap">{rowActions(row)}</td>}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <Pager page={props.page} onPage={props.onPage} />
    </div>
  );
}
