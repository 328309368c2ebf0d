// Put a member on hold (act 55009): the first and last day they are away, in their building's days; reminders for
// their parcels wait until the hold ends. Validated with the act's own schema through zodResolver.
import { zodResolver } from '@hookform/resolvers/zod';
import { memberHoldAct, type ActParams, type ActParsedParams, type MemberItem } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ActError } from '../../api/act-error';
import { useAct } from '../../api/use-act';
import { FieldIssue, issueProps } from '../../shared/form/FieldIssue';

type HoldForm = ActParams<typeof memberHoldAct>;
type Hold = ActParsedParams<typeof memberHoldAct>;

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

export function HoldDialog({ member, onClose }: { member: MemberItem; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const form = useForm<HoldForm, unknown, Hold>({
    resolver: zodResolver(memberHoldAct.params),
    defaultValues: { id: member.id, from: today(), until: '' },
  });
  const save = useMutation({
    mutationFn: (hold: Hold) => act(memberHoldAct, hold),
    onSuccess: (saved) => {
      toast.success(
        t('members.hold.done', { name: saved.name, from: saved.hold_from, until: saved.hold_until }),
      );
      onClose();
    },
    onError: (error) => {
      if (error instanceof ActError) {
        for (const issue of error.issues ?? []) {
          if (issue.path === 'from' || issue.path === 'until') {
            form.setError(issue.path, { type: 'server', message: issue.message });
          }
        }
      }
      toast.error(t('members.failed', { action: t('members.actions.hold'), reason: error.message }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
  const { errors } = form.formState;
  // The browser's findings in the user's words; the server's as it wrote them.
  const issue = (field: 'from' | 'until') => {
    const error = errors[field];
    if (!error) return undefined;
    return error.type === 'server' ? error.message : t(`members.hold.invalid.${field}`);
  };
  const submit = form.handleSubmit((hold) => save.mutate(hold));
  return (
    <Modal show onHide={onClose} centered aria-labelledby="member-hold-title">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="hold-dialog">
        <Modal.Header closeButton closeLabel={t('members.actions.cancel')}>
          <Modal.Title id="member-hold-title" as="h2" className="h5">
            {t('members.hold.title', { name: member.name })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
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
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('members.actions.cancel')}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={save.isPending}
            data-testid="hold-submit"
          >
            {t('members.actions.hold')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
