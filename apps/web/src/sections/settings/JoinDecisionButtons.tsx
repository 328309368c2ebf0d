// Approve or reject one pending join request. Rejecting asks for an optional reason the resident is told.
import { approveJoinRequestAct, rejectJoinRequestAct } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ActError } from '../../api/act-error';
import { useAct } from '../../api/use-act';

interface Props {
  request: { id: number; name: string; unit: string };
}

export function JoinDecisionButtons({ request }: Props) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const who = { name: request.name, unit: request.unit };
  const refresh = () => {
    // The list, the building's pending count (tab badge, building list) and the bell all count pending requests.
    void queryClient.invalidateQueries({ queryKey: ['settings'] });
    void queryClient.invalidateQueries({ queryKey: ['notifications'] });
  };
  const onError = (error: Error) =>
    toast.error(error instanceof ActError ? error.message : t('lockerSettings.decisionFailed'));
  const approve = useMutation({
    mutationFn: () => act(approveJoinRequestAct, { id: request.id }),
    onSuccess: () => {
      toast.success(t('lockerSettings.approved', who));
      refresh();
    },
    onError,
  });
  const reject = useMutation({
    mutationFn: () => act(rejectJoinRequestAct, { id: request.id, reason: reason.trim() }),
    onSuccess: () => {
      toast.success(t('lockerSettings.rejected', who));
      setRejecting(false);
      refresh();
    },
    onError,
  });
  const busy = approve.isPending || reject.isPending;
  return (
    <div className="d-flex gap-2">
      <Button
        variant="success"
        size="sm"
        disabled={busy}
        onClick={() => approve.mutate()}
        aria-label={t('lockerSettings.approveLabel', who)}
      >
        <Check size={16} aria-hidden="true" className="me-1" />
        {t('lockerSettings.approve')}
      </Button>
      <Button
        variant="danger"
        size="sm"
        disabled={busy}
        onClick={() => setRejecting(true)}
        aria-label={t('lockerSettings.rejectLabel', who)}
      >
        <X size={16} aria-hidden="true" className="me-1" />
        {t('lockerSettings.reject')}
      </Button>
      <Modal
        show={rejecting}
        onHide={() => setRejecting(false)}
        aria-labelledby={`reject-title-${request.id}`}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            reject.mutate();
          }}
        >
          <Modal.Header closeButton closeLabel={t('lockerSettings.cancel')}>
            <Modal.Title id={`reject-title-${request.id}`} as="h2" className="h5">
              {t('lockerSettings.rejectTitle', who)}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <label className="form-label" htmlFor={`reject-reason-${request.id}`}>
              {t('lockerSettings.rejectReason')}
            </label>
            <textarea
              id={`reject-reason-${request.id}`}
              className="form-control"
              rows={2}
              maxLength={200}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={() => setRejecting(false)}>
              {t('lockerSettings.cancel')}
            </Button>
            <Button type="submit" variant="danger" disabled={busy}>
              {t('lockerSettings.confirmReject')}
            </Button>
          </Modal.Footer>
        </form>
      </Modal>
    </div>
  );
}
