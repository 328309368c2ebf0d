// Charts load on demand: the chart.js chunk is fetched the first time a dashboard draws one, never with the shell.
import { lazy, Suspense } from 'react';
import type { ChartSpec } from './chart-spec';

const DashboardChart = lazy(() =>
  import('./charts/DashboardChart').then((module) => ({ default: module.DashboardChart })),
);

export function LazyChart({ spec, label }: { spec: ChartSpec; label: string }) {
  return (
    <Suspense fallback={<div style={{ height: 320 }} aria-hidden="true" />}>
      <DashboardChart spec={spec} label={label} />
    </Suspense>
  );
}
