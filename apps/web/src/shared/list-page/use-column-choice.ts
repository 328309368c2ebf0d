// Which columns a list shows, chosen by the user and remembered in this browser per list. A column that may not
// be hidden (the one naming the row) is always shown.
import { useState } from 'react';
import type { DataColumn } from '../data-table/data-table-types';

const storageKey = (listId: string) => `bm-columns:${listId}`;

function readHidden(listId: string): ReadonlySet<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(listId)) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export interface ColumnChoice<Row> {
  shown: readonly DataColumn<Row>[];
  hidden: ReadonlySet<string>;
  toggle: (columnId: string) => void;
}

export function useColumnChoice<Row>(listId: string, columns: readonly DataColumn<Row>[]): ColumnChoice<Row> {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => readHidden(listId));
  const toggle = (columnId: string) => {
    const next = new Set(hidden);
    if (next.has(columnId)) next.delete(columnId);
    else next.add(columnId);
    setHidden(next);
    localStorage.setItem(storageKey(listId), JSON.stringify([...next]));
  };
  const shown = columns.filter((column) => column.hideable === false || !hidden.has(column.id));
  return { shown, hidden, toggle };
}
