// The Statistic View's filter: a period of UTC days and an optional carrier, applied together on submit so the
// server is asked once per change of mind, not once per keystroke.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BuildingPicker } from './BuildingPicker';
import { periodProblem, type Period } from './statistic-period';

export interface StatisticFilter extends Period {
  carrier: string;
  /** One building, or every building in scope. */
  buid?: number;
}

interface Props {
  initial: StatisticFilter;
  onApply(filter: StatisticFilter): void;
  children?: ReactNode;
  /** False where the page is one carrier's already (BlueKey's carrier page). */
  withCarrier?: boolean;
}

export function PeriodForm({ initial, onApply, children, withCarrier = true }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const problem = periodProblem(draft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) onApply({ ...draft, carrier: draft.carrier.trim() });
  };
  return (
    <form className="card mb-3" onSubmit={submit} noValidate data-testid="period-form">
      <div className="card-body row g-3 align-items-end">
        {(['from', 'to'] as const).map((end) => (
          <div className="col-6 col-md-3 col-xl-2" key={end}>
            <label className="form-label" htmlFor={`period-${end}`}>
              {t(`dashboards.${end}`)}
            </label>
            <input
              id={`period-${end}`}
              type="date"
              className={`form-control${problem ? ' is-invalid' : ''}`}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'period-problem' : undefined}
              value={draft[end]}
              onChange={(event) => setDraft({ ...draft, [end]: event.target.value })}
            />
          </div>
        ))}
        <div className="col-12 col-md-3">
          <BuildingPicker value={draft.buid} onChange={(buid) => setDraft({ ...draft, buid })} />
        </div>
        {withCarrier && (
          <div className="col-12 col-md-3">
            <label className="form-label" htmlFor="period-carrier">
              {t('dashboards.carrier')}
            </label>
            <input
              id="period-carrier"
              className="form-control"
              maxLength={64}
              placeholder={t('dashboards.allCarriers')}
              value={draft.carrier}
              onChange={(event) => setDraft({ ...draft, carrier: event.target.value })}
            />
          </div>
        )}
        <div className="col-12 d-flex gap-2 flex-wrap">
          <button type="submit" className="btn btn-primary" disabled={problem !== undefined}>
            {t('dashboards.apply')}
          </button>
          {children}
        </div>
        {problem && (
          <div id="period-problem" className="col-12 text-danger-emphasis small" role="alert">
            {t(`dashboards.periodProblem.${problem}`)}
          </div>
        )}
      </div>
    </form>
  );
}
