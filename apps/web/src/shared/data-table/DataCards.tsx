// The rows of a DataTable as cards, for phones: the first column names the card, the others follow as labelled
// lines, so nothing scrolls sideways at 390 px. The same test ids and row keys as the table's rows.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn, RowKey } from './data-table-types';
import { toggleKey } from './selection';

interface DataCardsProps<Row> {
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => RowKey;
  rowLabel: (row: Row) => string;
  selection?: { selected: ReadonlySet<RowKey>; onChange: (selected: Set<RowKey>) => void };
  rowActions?: (row: Row) => ReactNode;
}

export function DataCards<Row>(props: DataCardsProps<Row>) {
  const { t } = useTranslation();
  const { columns, selection, rowActions } = props;
  const [title, ...details] = columns;
  if (!title) return null;
  return (
    <ul className="list-unstyled mb-0 px-2" aria-label={props.caption} data-testid="data-cards">
      {props.rows.map((row) => {
        const key = props.rowKey(row);
        return (
          <li key={key} className="card mb-2" data-testid="table-row" data-row-key={key}>
            <div className="card-body p-2">
              <div className="d-flex align-items-start gap-2 mb-1">
                {selection && (
                  <input
                    type="checkbox"
                    className="form-check-input mt-1 flex-shrink-0"
                    aria-label={t('dataTable.selectRow', { label: props.rowLabel(row) })}
                    checked={selection.selected.has(key)}
                    onChange={() => selection.onChange(toggleKey(selection.selected, key))}
                  />
                )}
                <div className="flex-grow-1 fw-semibold text-break" data-column={title.id}>
                  {title.cell(row)}
                </div>
                {rowActions?.(row)}
              </div>
              <dl className="small mb-0">
                {details.map((column) => (
                  <div className="row g-0" key={column.id}>
                    <dt className="col-5 fw-normal text-body-secondary pe-2">{column.header}</dt>
                    <dd className="col-7 mb-1 text-break" data-column={column.id}>
                      {column.cell(row)}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
