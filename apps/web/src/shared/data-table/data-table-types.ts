// The declarations a list page hands to <DataTable> and <FilterBar>: a list page is data (its columns, filters and
// actions), and these two components render every such page the same way.
import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: string;
  dir: SortDirection;
}

export type RowKey = string | number;

export interface DataColumn<Row> {
  id: string;
  /** Already translated. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server's sort key; sortable columns only. */
  sortKey?: string;
  className?: string;
  /** False for the column that names the row: the column chooser never hides it. */
  hideable?: boolean;
  /** The cell as plain text for the CSV export; columns without it are left out of the file. */
  csv?: (row: Row) => string | number | null;
}

export interface PageState {
  offset: number;
  pageSize: number;
  total: number;
  /** More rows match than `total` says (the server stopped counting). */
  capped?: boolean;
}

export type FilterValue = string | boolean;
export type FilterValues = Readonly<Record<string, FilterValue>>;

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterField {
  id: string;
  /** Already translated. */
  label: string;
  kind: 'text' | 'select' | 'checkbox' | 'date';
  options?: readonly FilterOption[];
  placeholder?: string;
  /** A translated message when the value cannot be searched for; the field is then marked invalid. */
  problem?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
}
