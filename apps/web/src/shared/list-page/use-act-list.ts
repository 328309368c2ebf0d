// The three parts every server-paged list page wires the same way, in one call: the view kept in the address bar,
// the query of the current page, and the CSV export of every row the filter matches. A page says how a view
// becomes the act's request and what its columns are; the paging and the export follow.
import type { QueryKey } from '@tanstack/react-query';
import type { DataColumn, FilterValues } from '../data-table/data-table-types';
import type { ListData, ListState } from './ListPage';
import type { ListView, ViewAddress } from './list-view';
import { useListExport, type ListExport } from './use-list-export';
import { useListQuery, type ListQueryOptions } from './use-list-query';
import { useListView } from './use-list-view';

export interface ActListOptions<Filters extends FilterValues, Row, Data extends ListData<Row>> {
  /** Where the view lives in the address bar; declared at module level (it must keep its identity). */
  address: ViewAddress<Filters>;
  /** The view a first visit shows, when the address holds none. */
  defaultView: ListView<Filters>;
  /** The query key's first parts (what writes invalidate); the page's request is appended. */
  queryKey: QueryKey;
  /** The CSV file's name, before its date. */
  exportName: string;
  columns: readonly DataColumn<Row>[];
  pageSize: number;
  /** Loads the rows [offset, offset + count) of a view: the act call with the view's request. The answer may carry
   * more than the rows and their total (a queue's counts, say): `list.data` hands it back whole. */
  load: (view: ListView<Filters>, offset: number, count: number) => Promise<Data>;
  /** The query's options, or how they follow from the view (a filter that cannot be searched for: not enabled). */
  query?: ListQueryOptions | ((view: ListView<Filters>) => ListQueryOptions);
}

export interface ActList<Filters extends FilterValues, Row, Data extends ListData<Row>> {
  view: ListView<Filters>;
  show: (view: ListView<Filters>) => void;
  list: ListState<Row> & { data: Data | undefined };
  exporter: ListExport;
}

export function useActList<Filters extends FilterValues, Row, Data extends ListData<Row>>(
  options: ActListOptions<Filters, Row, Data>,
): ActList<Filters, Row, Data> {
  const { address, defaultView, pageSize, query } = options;
  const { view, show } = useListView(address, () => address.read(window.location.hash) ?? defaultView);
  const list = useListQuery(
    [...options.queryKey, view.filters, view.sort, view.offset, pageSize],
    () => options.load(view, view.offset, pageSize),
    typeof query === 'function' ? query(view) : query,
  );
  const exporter = useListExport(options.exportName, options.columns, (offset, count) =>
    options.load(view, offset, count),
  );
  return { view, show, list, exporter };
}

/** A filter value as text: what a filter drawer's field holds, or '' when it holds none or a switch. */
export function filterText(values: Readonly<Record<string, string | boolean>>, key: string): string {
  const value = values[key];
  return typeof value === 'string' ? value : '';
}

/** A filter value that names a row by its number (a building, a model): its digits, or '' for anything else. */
export function filterId(values: Readonly<Record<string, string | boolean>>, key: string): string {
  const value = filterText(values, key);
  return /^\d+$/.test(value) ? value : '';
}
