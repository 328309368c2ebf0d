// The act console: pick an act this user may call (canCall), fill the form generated from its parameters, send it
// through the session's own encrypted act channel (so the server checks level, scope and parameters as always) and
// read the decoded answer or the failure. Showing act codes and JSON is this tool's purpose.
import { ACTS, canCall, type ActDeclaration } from '@bluemanager/protocol';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActError } from '../../api/act-error';
import { useSession, useUser } from '../../session/session-context';
import { TitledCard } from '../../shared/TitledCard';
import { ConsoleAnswer, type ConsoleOutcome } from './ConsoleAnswer';
import { ConsoleFieldInput } from './ConsoleFieldInput';
import { consoleFields, consoleParams, type ConsoleField, type ConsoleValues } from './console-fields';

/** A schema the console cannot split into fields is sent from one JSON box named after it. */
const WHOLE_PARAMS: ConsoleField = { name: 'params', kind: 'json', required: true };

function ActForm({ act }: { act: ActDeclaration }) {
  const { t } = useTranslation();
  const { transport } = useSession();
  const fields = useMemo(() => consoleFields(act.params), [act]);
  const form = useForm<ConsoleValues>({ defaultValues: {} });
  const [outcome, setOutcome] = useState<ConsoleOutcome | undefined>();
  const shown = fields ?? [WHOLE_PARAMS];
  const send = useMutation({
    mutationFn: async (params: object) => {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      try {
        const data = await transport({
          code: act.code,
          params,
          isPublic: act.access === 'public',
          flat: act.flat === true,
        });
        return { ok: true, ms: elapsed(), data } as const;
      } catch (error) {
        if (!(error instanceof ActError)) throw error;
        return {
          ok: false,
          ms: elapsed(),
          code: error.code,
          message: error.message,
          issues: error.issues ?? [],
        } as const;
      }
    },
    onSuccess: (answer) => {
      setOutcome(answer);
      if (answer.ok) return;
      // The server's issues land on the fields they name (the first segment of the path).
      for (const issue of answer.issues) {
        const name = fields ? (issue.path.split('.')[0] ?? '') : WHOLE_PARAMS.name;
        if (shown.some((field) => field.name === name)) form.setError(name, { message: issue.message });
      }
    },
  });
  const submit = form.handleSubmit((values) => {
    form.clearErrors();
    if (!fields) {
      const whole = consoleParams([WHOLE_PARAMS], values);
      const params = whole.ok ? (whole.params[WHOLE_PARAMS.name] ?? {}) : undefined;
      if (params === undefined || typeof params !== 'object' || params === null)
        return form.setError(WHOLE_PARAMS.name, { message: t('devTools.console.badJson') });
      return send.mutate(params);
    }
    const built = consoleParams(fields, values);
    if (!built.ok) return form.setError(built.field, { message: t('devTools.console.badJson') });
    send.mutate(built.params);
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="console-form">
      <p className="small text-body-secondary mb-2">{act.summary}</p>
      <p className="small mb-3">
        {t('devTools.console.access', {
          roles: typeof act.access === 'string' ? act.access : act.access.join(', '),
        })}
      </p>
      {fields?.length === 0 ? (
        <p className="text-body-secondary">{t('devTools.console.noParams')}</p>
      ) : (
        <div className="row g-3 mb-3">
          {shown.map((field) => (
            <ConsoleFieldInput
              key={field.name}
              field={field}
              register={form.register}
              message={form.formState.errors[field.name]?.message}
            />
          ))}
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={send.isPending} data-testid="console-send">
        {send.isPending ? t('devTools.console.sending') : t('devTools.console.send')}
      </button>
      {send.isError && (
        <div className="alert alert-danger mt-3" role="alert">
          {send.error.message}
        </div>
      )}
      {outcome && <ConsoleAnswer outcome={outcome} />}
    </form>
  );
}

export function ActConsole() {
  const { t } = useTranslation();
  const user = useUser();
  const callable = useMemo(
    () => ACTS.filter((act) => canCall(act, user)).sort((a, b) => a.code - b.code),
    [user],
  );
  const [code, setCode] = useState(() => callable[0]?.code ?? 0);
  const act = callable.find((candidate) => candidate.code === code);
  return (
    <TitledCard title={t('devTools.console.title')} className="mb-3" testId="act-console">
      <p className="text-body-secondary">{t('devTools.console.intro')}</p>
      <div className="mb-3">
        <label className="form-label" htmlFor="console-act">
          {t('devTools.console.act')}
        </label>
        <select
          id="console-act"
          className="form-select"
          value={code}
          onChange={(event) => setCode(Number(event.target.value))}
        >
          {callable.map((candidate) => (
            <option key={candidate.code} value={candidate.code}>
              {t('devTools.console.actOption', { code: candidate.code, name: candidate.name })}
            </option>
          ))}
        </select>
      </div>
      {/* Keyed by the act, so each act starts from an empty form and no answer. */}
      {act && <ActForm key={act.code} act={act} />}
    </TitledCard>
  );
}
