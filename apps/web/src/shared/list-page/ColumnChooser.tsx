// The column chooser: a menu of checkboxes, one per column that may be hidden; it stays open while boxes change.
import { Columns3 } from 'lucide-react';
import { createPortal } from 'react-dom';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../data-table/data-table-types';

interface ColumnChooserProps<Row> {
  listId: string;
  columns: readonly DataColumn<Row>[];
  hidden: ReadonlySet<string>;
  onToggle: (columnId: string) => void;
}

export function ColumnChooser<Row>({ listId, columns, hidden, onToggle }: ColumnChooserProps<Row>) {
  const { t } = useTranslation();
  const choosable = columns.filter((column) => column.hideable !== false);
  if (choosable.length === 0) return null;
  return (
    <Dropdown autoClose="outside" align="end">
      <Dropdown.Toggle
        variant="secondary"
        size="sm"
        className="d-inline-flex align-items-center gap-1"
        data-testid="column-chooser"
      >
        <Columns3 size={16} aria-hidden="true" />
        {t('dataTable.columns')}
      </Dropdown.Toggle>
      {createPortal(
        <Dropdown.Menu popperConfig={{ strategy: 'fixed' }} renderOnMount={false} className="p-2">
          {choosable.map((column) => {
            const id = `${listId}-column-${column.id}`;
            return (
              <div className="form-check mb-1" key={column.id}>
                <input
                  id={id}
                  type="checkbox"
                  className="form-check-input"
                  checked={!hidden.has(column.id)}
                  onChange={() => onToggle(column.id)}
                />
                <label className="form-check-label text-nowrap" htmlFor={id}>
                  {column.header}
                </label>
              </div>
            );
          })}
        </Dropdown.Menu>,
        document.body,
      )}
    </Dropdown>
  );
}
