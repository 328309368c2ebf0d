// The act console's answer: the decoded data, formatted, or the failure's code, message and parameter issues.
import type { ParamIssue } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';

export type ConsoleOutcome =
  | { ok: true; ms: number; data: unknown }
  | { ok: false; ms: number; code: string; message: string; issues: readonly ParamIssue[] };

export function ConsoleAnswer({ outcome }: { outcome: ConsoleOutcome }) {
  const { t } = useTranslation();
  return (
    <section className="mt-3" aria-labelledby="console-answer-title" data-testid="console-answer">
      <h3 id="console-answer-title" className="h6 d-flex flex-wrap align-items-center gap-2">
        {t('devTools.console.answer')}
        <span className={`badge ${outcome.ok ? 'text-bg-success' : 'text-bg-danger'}`}>
          {outcome.ok
            ? t('devTools.console.ok', { ms: outcome.ms })
            : t('devTools.console.refused', { ms: outcome.ms })}
        </span>
      </h3>
      {outcome.ok ? (
        <pre
          className="bg-body-tertiary border rounded p-2 small mb-0"
          tabIndex={0}
          data-testid="console-data"
        >
          {JSON.stringify(outcome.data, null, 2) ?? 'undefined'}
        </pre>
      ) : (
        <div className="alert alert-danger mb-0" role="alert">
          <p className="mb-1">
            <span className="font-monospace fw-semibold" data-testid="console-code">
              {outcome.code}
            </span>{' '}
            — {outcome.message}
          </p>
          {outcome.issues.length > 0 && (
            <>
              <p className="small mb-1">{t('devTools.console.issues')}</p>
              <ul className="small mb-0">
                {outcome.issues.map((issue) => (
                  <li key={`${issue.path}-${issue.message}`}>
                    <span className="font-monospace fw-semibold">{issue.path || '—'}</span>: {issue.message}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}
