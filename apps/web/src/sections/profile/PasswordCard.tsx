// Change the password (act 60203): the current one, a new one checked against the same strength rules the server
// applies (passwordProblem) and typed twice. The other sessions end; this one stays.
import { changeMyPasswordAct, passwordProblem, PASSWORD_MIN } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { useUser } from '../../session/session-context';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { issueMessage, type ActFormMapping } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { useActForm } from '../../shared/form/use-act-form';
import { TitledCard } from '../../shared/TitledCard';

interface PasswordDraft {
  current: string;
  next: string;
  confirm: string;
}

const EMPTY: PasswordDraft = { current: '', next: '', confirm: '' };

const mappingFor = (username: string): ActFormMapping<PasswordDraft> => ({
  schema: changeMyPasswordAct.params,
  paramsOf: (draft) => ({ current: draft.current, next: draft.next }),
  moreIssues: (draft) => {
    const issues = [];
    const problem = draft.next === '' ? undefined : passwordProblem(draft.next, username);
    if (problem) issues.push({ path: 'next', message: problem, type: problem });
    if (draft.confirm !== draft.next) issues.push({ path: 'confirm', message: 'mismatch', type: 'mismatch' });
    return issues;
  },
});

export function PasswordCard() {
  const { t } = useTranslation();
  const act = useAct();
  const user = useUser();
  const actForm = useActForm<PasswordDraft>(mappingFor(user.username), EMPTY);
  const { form } = actForm;
  const { submit, pending } = useDialogSave({
    actForm,
    save: (draft: PasswordDraft) => act(changeMyPasswordAct, { current: draft.current, next: draft.next }),
    savedText: (answer) => t('profile.password.saved', { count: answer.ended_sessions }),
    refresh: [['profile']],
    onSaved: () => form.reset(EMPTY),
  });
  const issueOf = (field: keyof PasswordDraft) =>
    issueMessage(form.formState.errors, field, (name, type) =>
      t(`profile.password.invalid.${name === 'next' && type !== 'schema' ? type : name}`, {
        min: PASSWORD_MIN,
      }),
    );
  return (
    <TitledCard title={t('profile.password.title')} className="mb-3" testId="profile-password">
      <form onSubmit={submit} noValidate data-testid="password-form">
        <input type="text" autoComplete="username" value={user.username} readOnly hidden />
        <FormField
          id="password-current"
          className="mb-3"
          type="password"
          label={t('profile.password.current')}
          input={{ maxLength: 256, autoComplete: 'current-password' }}
          registration={form.register('current')}
          message={issueOf('current')}
        />
        <FormField
          id="password-next"
          className="mb-3"
          type="password"
          label={t('profile.password.next')}
          help={t('profile.password.rules', { min: PASSWORD_MIN })}
          input={{ maxLength: 256, autoComplete: 'new-password' }}
          registration={form.register('next')}
          message={issueOf('next')}
        />
        <FormField
          id="password-confirm"
          className="mb-3"
          type="password"
          label={t('profile.password.confirm')}
          input={{ maxLength: 256, autoComplete: 'new-password' }}
          registration={form.register('confirm')}
          message={issueOf('confirm')}
        />
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          disabled={pending}
          data-testid="password-save"
        >
          {t('profile.password.submit')}
        </button>
      </form>
    </TitledCard>
  );
}
