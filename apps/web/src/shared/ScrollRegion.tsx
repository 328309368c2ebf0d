// A horizontally scrolling wrapper for a wide table: focusable and named, so keyboard users can scroll it too
// (axe: scrollable-region-focusable).
import type { ReactNode } from 'react';

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-responsive" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
