// A dashboard panel's list: each item a row with its label at the start and its figure at the end, or one quiet
// line saying there is nothing to list.
import type { ReactNode } from 'react';

interface PanelListProps<T> {
  items: readonly T[];
  /** Said instead of an empty list. */
  empty: string;
  testId: string;
  itemKey: (item: T) => string | number;
  children: (item: T) => ReactNode;
}

export function PanelList<T>({ items, empty, testId, itemKey, children }: PanelListProps<T>) {
  if (items.length === 0) return <p className="text-body-secondary mb-0">{empty}</p>;
  return (
    <ul className="list-group list-group-flush" data-testid={testId}>
      {items.map((item) => (
        <li className="list-group-item d-flex justify-content-between px-0" key={itemKey(item)}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
