// The sort of a list shown as cards (phones have no column headers to click): one select of column and direction.
import { useTranslation } from 'react-i18next';
import type { DataColumn, SortState } from './data-table-types';

interface SortSelectProps<Row> {
  columns: readonly DataColumn<Row>[];
  sort: SortState;
  onSort: (sort: SortState) => void;
}

export function SortSelect<Row>({ columns, sort, onSort }: SortSelectProps<Row>) {
  const { t } = useTranslation();
  const sortable = columns.filter((column) => column.sortKey);
  if (sortable.length === 0) return null;
  return (
    <div className="px-2 pb-2">
      <label className="form-label small mb-1" htmlFor="list-sort">
        {t('dataTable.sortBy')}
      </label>
      <select
        id="list-sort"
        className="form-select form-select-sm"
        value={`${sort.key}:${sort.dir}`}
        onChange={(event) => {
          const [key = '', dir] = event.target.value.split(':');
          onSort({ key, dir: dir === 'asc' ? 'asc' : 'desc' });
        }}
        data-testid="sort-select"
      >
        {sortable.flatMap((column) =>
          (['asc', 'desc'] as const).map((dir) => (
            <option key={`${column.sortKey}:${dir}`} value={`${column.sortKey}:${dir}`}>
              {`${column.header} ${dir === 'asc' ? '▲' : '▼'}`}
            </option>
          )),
        )}
      </select>
    </div>
  );
}
