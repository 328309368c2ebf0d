// "Are you sure?" before suspending a member or moving them out, with an optional reason for the history. The
// server's refusal stays in the dialog as well as in the toast.
import { memberStatusAct, type MemberItem } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';

export type StatusTarget = 'active' | 'suspended' | 'moved-out';

interface StatusDialogProps {
  member: MemberItem;
  status: Exclude<StatusTarget, 'active'>;
  onClose: () => void;
}

export function useStatusChange(member: MemberItem, onDone?: () => void) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { status: StatusTarget; reason?: string }) =>
      act(memberStatusAct, { id: member.id, ...change }),
    onSuccess: (saved) => {
      toast.success(
        t('members.statusChange.done', { name: saved.name, status: t(`members.status.${saved.status}`) }),
      );
      onDone?.();
    },
    onError: (error) =>
      toast.error(t('members.failed', { action: t('members.columns.status'), reason: error.message })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
}

export function StatusDialog({ member, status, onClose }: StatusDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const change = useStatusChange(member, onClose);
  const words = status === 'suspended' ? 'suspend' : 'moveOut';
  return (
    <Modal show onHide={onClose} centered aria-labelledby="member-status-title">
      <div data-testid="status-dialog">
        <Modal.Header closeButton closeLabel={t('members.actions.cancel')}>
          <Modal.Title id="member-status-title" as="h2" className="h5">
            {t(`members.statusChange.${words}Title`, { name: member.name })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t(`members.statusChange.${words}Body`)}</p>
          <label className="form-label" htmlFor="member-status-reason">
            {t('members.statusChange.reason')}
          </label>
          <input
            id="member-status-reason"
            className="form-control"
            maxLength={200}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          {change.error && (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {change.error.message}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('members.actions.cancel')}
          </button>
          <button
            type="button"
            className={`btn ${status === 'moved-out' ? 'btn-danger' : 'btn-warning'}`}
            disabled={change.isPending}
            onClick={() => change.mutate({ status, reason })}
            data-testid="status-confirm"
          >
            {t(`members.actions.${words === 'suspend' ? 'suspend' : 'moveOut'}`)}
          </button>
        </Modal.Footer>
      </div>
    </Modal>
  );
}
