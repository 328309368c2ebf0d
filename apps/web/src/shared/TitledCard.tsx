// The portal's panel: a card that is a region named by its own heading (h2, styled h5), so every panel of the
// dashboards, the building pages and the machine page is built and announced alike.
import { useId, type ReactNode } from 'react';

interface TitledCardProps {
  title: ReactNode;
  /** Extra classes on the card, e.g. 'h-100' to fill a row, 'mb-3'. */
  className?: string;
  testId?: string;
  children: ReactNode;
}

export function TitledCard({ title, className, testId, children }: TitledCardProps) {
  const titleId = useId();
  return (
    <section
      className={className ? `card ${className}` : 'card'}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <div className="card-body">
        <h2 id={titleId} className="h5">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
