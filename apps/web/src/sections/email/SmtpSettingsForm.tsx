// The SMTP settings (acts 63016, 63017) and "test connection" (63018). The password field starts empty: the saved
// password is never sent to the browser, only whether there is one; left empty, the saved one is kept.
import {
  smtpSettingsAct,
  smtpSettingsSaveAct,
  smtpTestAct,
  type ActParams,
  type SmtpSettingsItem,
} from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { formatZonedDateTime } from '../../format/time';
import { issueMessage, type ActFormMapping } from '../../shared/form/act-form';
import { FieldIssue, issueProps } from '../../shared/form/FieldIssue';
import { FormField } from '../../shared/form/FormField';
import { SwitchField } from '../../shared/form/SwitchField';
import { useActForm } from '../../shared/form/use-act-form';
import { TitledCard } from '../../shared/TitledCard';

interface SmtpDraft {
  host: string;
  port: string;
  secure: boolean;
  username: string;
  password: string;
  from: string;
}

const paramsOf = (draft: SmtpDraft): ActParams<typeof smtpSettingsSaveAct> => ({
  host: draft.host,
  port: draft.port,
  secure: draft.secure,
  username: draft.username,
  ...(draft.password ? { password: draft.password } : {}),
  from: draft.from,
});

const mapping: ActFormMapping<SmtpDraft> = { schema: smtpSettingsSaveAct.params, paramsOf };

const draftOf = (settings: SmtpSettingsItem): SmtpDraft => ({
  host: settings.host,
  port: String(settings.port),
  secure: settings.secure,
  username: settings.username,
  password: '',
  from: settings.from,
});

function SmtpForm({ settings }: { settings: SmtpSettingsItem }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const { form, showServerIssues } = useActForm<SmtpDraft>(mapping, draftOf(settings));
  const issueOf = (field: keyof SmtpDraft) =>
    issueMessage(form.formState.errors, field, (name) => t(`email.settings.invalid.${name}`));
  const save = useMutation({
    mutationFn: (draft: SmtpDraft) => act(smtpSettingsSaveAct, paramsOf(draft)),
    onSuccess: (answer) => {
      toast.success(t('email.settings.saved'));
      form.reset(draftOf(answer));
      queryClient.setQueryData(['email', 'smtp'], answer);
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(t('email.failed', { reason: error.message }));
    },
  });
  const test = useMutation({
    mutationFn: (draft: SmtpDraft) => act(smtpTestAct, paramsOf(draft)),
    onError: (error) => toast.error(t('email.failed', { reason: error.message })),
  });
  const submit = form.handleSubmit((draft) => save.mutate(draft));
  const runTest = form.handleSubmit((draft) => test.mutate(draft));
  const passwordIssue = issueOf('password');
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="smtp-form">
      <p className="text-body-secondary">{t('email.settings.intro')}</p>
      <p className="alert alert-info py-2" data-testid="smtp-source">
        {t(`email.settings.source.${settings.source}`)}
        {settings.updated_at && (
          <span className="d-block small">
            {t('email.settings.updated', {
              time: formatZonedDateTime(settings.updated_at, undefined, i18n.language),
            })}
          </span>
        )}
      </p>
      <div className="row g-3 mb-3">
        <FormField
          id="smtp-host"
          className="col-12 col-md-8"
          label={t('email.settings.host')}
          input={{ maxLength: 253, autoComplete: 'off' }}
          registration={form.register('host')}
          message={issueOf('host')}
        />
        <FormField
          id="smtp-port"
          className="col-12 col-md-4"
          type="number"
          label={t('email.settings.port')}
          registration={form.register('port')}
          message={issueOf('port')}
        />
        <SwitchField
          id="smtp-secure"
          className="col-12"
          label={t('email.settings.secure')}
          registration={form.register('secure')}
        />
        <FormField
          id="smtp-username"
          label={t('email.settings.username')}
          input={{ maxLength: 200, autoComplete: 'off' }}
          registration={form.register('username')}
          message={issueOf('username')}
        />
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor="smtp-password">
            {t('email.settings.password')}
          </label>
          <input
            id="smtp-password"
            type="password"
            autoComplete="new-password"
            maxLength={200}
            {...issueProps('smtp-password', passwordIssue)}
            aria-describedby={passwordIssue ? 'smtp-password-help smtp-password-issue' : 'smtp-password-help'}
            {...form.register('password')}
          />
          <div id="smtp-password-help" className="form-text">
            {settings.password_set ? t('email.settings.passwordSet') : t('email.settings.passwordNone')}
          </div>
          <FieldIssue id="smtp-password-issue" message={passwordIssue} />
        </div>
        <FormField
          id="smtp-from"
          className="col-12"
          label={t('email.settings.from')}
          help={t('email.settings.fromHelp')}
          input={{ maxLength: 200, autoComplete: 'off' }}
          registration={form.register('from')}
          message={issueOf('from')}
        />
      </div>
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('email.settings.save')}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => void runTest()}
          disabled={test.isPending}
        >
          {test.isPending ? t('email.settings.testing') : t('email.settings.test')}
        </button>
      </div>
      <div aria-live="polite" className="mt-3" data-testid="smtp-test-result">
        {test.data && (
          <p className={`alert py-2 mb-0 text-break ${test.data.ok ? 'alert-success' : 'alert-danger'}`}>
            {test.data.ok
              ? t('email.settings.testOk', { message: test.data.message })
              : t('email.settings.testFailed', { message: test.data.message })}
          </p>
        )}
      </div>
    </form>
  );
}

export function SmtpSettingsForm() {
  const { t } = useTranslation();
  const act = useAct();
  const settings = useQuery({ queryKey: ['email', 'smtp'], queryFn: () => act(smtpSettingsAct, {}) });
  return (
    <TitledCard title={t('email.tabs.settings')} testId="smtp-settings">
      {settings.data ? <SmtpForm settings={settings.data} /> : <p className="mb-0">…</p>}
    </TitledCard>
  );
}
