// A labelled share bar (Bootstrap's progress): how full a locker is, how much stock is in, how far a send has gone.
// One place for its accessible name and value, so every such bar reads the same to a screen reader.

/** A whole percentage for a bar; 0 of 0 is 0 %, not NaN. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

export function PercentBar({
  label,
  percent,
  barClassName = '',
  className = '',
  thin = false,
}: {
  label: string;
  percent: number;
  /** A tone for the bar, e.g. `bg-success`. */
  barClassName?: string;
  className?: string;
  thin?: boolean;
}) {
  return (
    <div
      className={`progress ${className}`.trim()}
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      style={thin ? { height: '0.5rem' } : undefined}
    >
      <div className={`progress-bar ${barClassName}`.trim()} style={{ width: `${percent}%` }} />
    </div>
  );
}
