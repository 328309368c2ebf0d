// One headline number of a dashboard, with the shell's K/M formatting and the exact value for assistive tech; a
// number with a list behind it opens that list, filtered to what it counts.
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { formatCompact } from '../../format/numbers';
import { currentLanguage } from '../../i18n/i18n';

export type StatTone = 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'secondary';

export interface StatEntry {
  key: string;
  value: number | string;
  icon: LucideIcon;
  tone: StatTone;
  /** The list behind the number (a route): the card opens it. */
  to?: string;
}

interface Props {
  label: string;
  value: number | string;
  icon: LucideIcon;
  tone: StatTone;
  testId: string;
  to?: string;
}

export function StatCard({ label, value, icon: Icon, tone, testId, to }: Props) {
  const language = currentLanguage();
  const shown = typeof value === 'number' ? formatCompact(value, language) : value;
  // 2.6K on the card; the exact count on hover.
  const exact =
    typeof value === 'number' && Math.abs(value) > 999
      ? new Intl.NumberFormat(language).format(value)
      : undefined;
  return (
    <div className="card h-100" data-testid={testId}>
      {/* On a phone the icon sits above the number, so a long value ("US$ 31,36") keeps the card's whole width. */}
      <div className="card-body d-flex flex-column flex-sm-row align-items-start align-items-sm-center gap-2 gap-sm-3">
        <span className={`rounded-circle p-2 bg-${tone}-subtle text-${tone}-emphasis d-inline-flex`}>
          <Icon size={22} aria-hidden="true" />
        </span>
        <div className="mw-100">
          <p className="h4 mb-0 fw-bold text-break" data-testid={`${testId}-value`} title={exact}>
            {shown}
          </p>
          <p className="mb-0 small text-body-secondary">
            {to ? (
              // The whole card is the link's target (stretched-link); the label names where it goes.
              <Link to={to} className="stretched-link text-reset" data-testid={`${testId}-link`}>
                {label}
              </Link>
            ) : (
              label
            )}
          </p>
        </div>
      </div>
    </div>
  );
}

/** A row of headline numbers; labels come from `dashboards.stats.{key}`. */
export function StatRow({ stats, label }: { stats: readonly StatEntry[]; label: (key: string) => string }) {
  return (
    <div className="row g-3 mb-3">
      {stats.map(({ key, value, icon, tone, to }) => (
        <div className="col-6 col-md-4 col-xl" key={key}>
          <StatCard label={label(key)} value={value} icon={icon} tone={tone} testId={`stat-${key}`} to={to} />
        </div>
      ))}
    </div>
  );
}
