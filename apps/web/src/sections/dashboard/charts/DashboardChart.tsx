// The one place chart.js is imported: this file is its own lazily loaded chunk (see LazyChart.tsx), and only the
// controllers and elements the dashboards draw are registered, so the rest of chart.js is tree-shaken away.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { formatCompact } from '../../../format/numbers';
import { currentLanguage } from '../../../i18n/i18n';
import { seriesColor, type ChartSpec } from '../chart-spec';
import { useBootstrapTheme } from './use-bootstrap-theme';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

function cssVar(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

export function DashboardChart({ spec, label }: { spec: ChartSpec; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // Re-drawn when the skin changes: chart.js paints text and grid lines with colours, not CSS.
  const theme = useBootstrapTheme();
  useEffect(() => {
    if (!canvas.current) return;
    const text = cssVar('--bs-secondary-color');
    const grid = cssVar('--bs-border-color-translucent');
    const language = currentLanguage();
    const chart = new Chart(canvas.current, {
      type: spec.type,
      data: {
        labels: spec.labels,
        datasets: spec.series.map((series, index) => ({
          label: series.label,
          data: series.data,
          backgroundColor: seriesColor(index),
          borderColor: seriesColor(index),
          borderWidth: spec.type === 'line' ? 2 : 0,
          pointRadius: 0,
          tension: 0.3,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        plugins: {
          legend: { position: 'bottom', labels: { color: text, boxWidth: 12 } },
          tooltip: {
            callbacks: {
              label: (item) => `${item.dataset.label ?? ''}: ${formatCompact(Number(item.raw), language)}`,
            },
          },
        },
        scales: {
          x: {
            stacked: spec.stacked,
            ticks: { color: text, maxRotation: 0, autoSkipPadding: 12 },
            grid: { color: grid },
          },
          y: {
            stacked: spec.stacked,
            beginAtZero: true,
            ticks: { color: text, precision: 0, callback: (value) => formatCompact(Number(value), language) },
            grid: { color: grid },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [spec, theme]);
  return (
    <div style={{ position: 'relative', height: 320 }}>
      <canvas ref={canvas} role="img" aria-label={label} data-testid="dashboard-chart" />
    </div>
  );
}
