// Put a member on hold (act 55009): the first and last day they are away, in their building's days; reminders for
// their parcels wait until the hold ends. Validated with the act's own schema.
import { memberHoldAct, type ActParams, type MemberItem } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { issueMessage, type ActFormMapping } from '../../shared/form/act-form';
import { FieldIssue, issueProps } from '../../shared/form/FieldIssue';
import { useActForm } from '../../shared/form/use-act-form';

type HoldForm = ActParams<typeof memberHoldAct>;

const today = () => new Date().toLocaleDateString('en-CA');

export function useEndHold(member: MemberItem) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => act(memberHoldAct, { id: member.id, from: '', until: '' }),
    onSuccess: (saved) => toast.success(t('members.hold.ended', { name: saved.name })),
    onError: (error) =>
      toast.error(t('members.failed', { action: t('members.actions.endHold'), reason: error.message })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
}

const HOLD_MAPPING: ActFormMapping<HoldForm> = { schema: memberHoldAct.params, paramsOf: (values) => values };

export function HoldDialog({ member, onClose }: { member: MemberItem; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const actForm = useActForm<HoldForm>(HOLD_MAPPING, { id: member.id, from: today(), until: '' });
  const { form } = actForm;
  const { submit, pending } = useDialogSave({
    actForm,
    save: (hold: HoldForm) => act(memberHoldAct, hold),
    savedText: (saved) =>
      t('members.hold.done', { name: saved.name, from: saved.hold_from, until: saved.hold_until }),
    refresh: [['members']],
    onSaved: onClose,
  });
  // The browser's findings in the user's words; the server's as it wrote them.
  const issue = (field: 'from' | 'until') =>
    issueMessage(form.formState.errors, field, () => t(`members.hold.invalid.${field}`));
  return (
    <FormDialog target={member} onClose={onClose} titleId="member-hold-title">
      {() => (
        <DialogForm
          titleId="member-hold-title"
          title={t('members.hold.title', { name: member.name })}
          testId="hold-dialog"
          onSubmit={submit}
          footer={{
            onCancel: onClose,
            pending,
            submitLabel: t('members.actions.hold'),
            testId: 'hold-submit',
          }}
        >
          <p className="small">{t('members.hold.body')}</p>
          <div className="row g-3">
            {(['from', 'until'] as const).map((field) => (
              <div className="col-12 col-sm-6" key={field}>
                <label className="form-label" htmlFor={`hold-${field}`}>
                  {t(`members.hold.${field}`)}
                </label>
                <input
                  id={`hold-${field}`}
                  type="date"
                  {...issueProps(`hold-${field}`, issue(field))}
                  {...form.register(field)}
                />
                <FieldIssue id={`hold-${field}-issue`} message={issue(field)} />
              </div>
            ))}
          </div>
        </DialogForm>
      )}
    </FormDialog>
  );
}
