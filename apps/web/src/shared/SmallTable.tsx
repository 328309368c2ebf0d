// A small table inside a card (an order's lines, a subscription's periods): its caption for screen readers, one
// header row, and sideways scrolling inside its card on a phone rather than the page's.
import type { ReactNode } from 'react';
import { ScrollRegion } from './ScrollRegion';

export function SmallTable({
  caption,
  heads,
  children,
}: {
  caption: string;
  heads: readonly string[];
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={caption}>
      <table className="table table-sm align-middle mb-0">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}
