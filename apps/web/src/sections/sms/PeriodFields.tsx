// A period of UTC days, applied on submit: the SMS Dashboard's filter (the rules are the Statistic View's).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { periodProblem, type Period } from '../dashboard/statistic-period';

const MESSAGE_PERIOD_DAYS = 366;

export function PeriodFields({ initial, onApply }: { initial: Period; onApply: (period: Period) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  // Act 51025 takes at most a year.
  const problem = periodProblem(draft, MESSAGE_PERIOD_DAYS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) onApply(draft);
  };
  return (
    <form className="card mb-3" onSubmit={submit} noValidate data-testid="period-form">
      <div className="card-body row g-3 align-items-end">
        {(['from', 'to'] as const).map((end) => (
          <div className="col-6 col-md-3 col-xl-2" key={end}>
            <label className="form-label" htmlFor={`sms-period-${end}`}>
              {t(`sms.period.${end}`)}
            </label>
            <input
              id={`sms-period-${end}`}
              type="date"
              className={`form-control${problem ? ' is-invalid' : ''}`}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'sms-period-problem' : undefined}
              value={draft[end]}
              onChange={(event) => setDraft({ ...draft, [end]: event.target.value })}
            />
          </div>
        ))}
        <div className="col-12 col-md-auto">
          <button type="submit" className="btn btn-primary" disabled={problem !== undefined}>
            {t('sms.period.apply')}
          </button>
        </div>
        {problem && (
          <div id="sms-period-problem" className="col-12 text-danger-emphasis small" role="alert">
            {t(`sms.period.problem.${problem}`)}
          </div>
        )}
      </div>
    </form>
  );
}
