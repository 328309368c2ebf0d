// The confirmation of a staff action on one parcel or many: says what will happen, asks for the reason or the
// hours the action needs, runs it and reports the outcome in a toast (a bulk action counts what was refused).
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { TouchSpin } from '../../shared/form/TouchSpin';
import { ACTION_INPUT, runParcelAction, type ParcelActionId } from './parcel-actions';

export interface PendingAction {
  action: ParcelActionId;
  ids: readonly number[];
}

interface ActionDialogProps {
  pending: PendingAction | undefined;
  onClose: () => void;
  /** After the server answered (some parcels may have changed even when others were refused). */
  onSettled: () => void;
}

const DEFAULT_HOURS = 24;

export function ActionDialog({ pending, onClose, onSettled }: ActionDialogProps) {
  const { t } = useTranslation();
  const act = useAct();
  const [reason, setReason] = useState('');
  const [hours, setHours] = useState(String(DEFAULT_HOURS));
  const input = pending ? ACTION_INPUT[pending.action] : 'none';
  const run = useMutation({
    mutationFn: (target: PendingAction) =>
      runParcelAction(act, target.action, target.ids, { reason: reason.trim(), hours: Number(hours) }),
    onSuccess: (result, target) => {
      const action = t(`parcels.actions.${target.action}`);
      if (result.failed === 0) toast.success(t('parcels.toast.done', { action, done: result.done }));
      else
        toast.warning(
          t('parcels.toast.partly', {
            action,
            done: result.done,
            failed: result.failed,
            reason: result.results.find((entry) => !entry.ok)?.msg ?? '',
          }),
        );
      close();
    },
    onError: (error, target) =>
      toast.error(
        t('parcels.toast.failed', { action: t(`parcels.actions.${target.action}`), reason: error.message }),
      ),
    onSettled,
  });
  const close = () => {
    setReason('');
    setHours(String(DEFAULT_HOURS));
    run.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) run.mutate(pending);
  };
  const count = pending?.ids.length ?? 0;
  return (
    <Modal show={pending !== undefined} onHide={close} centered aria-labelledby="parcel-action-title">
      <form onSubmit={submit} data-testid="action-dialog">
        <Modal.Header closeButton closeLabel={t('parcels.cancel')}>
          <Modal.Title id="parcel-action-title" as="h2" className="h5">
            {pending && t(`parcels.actions.${pending.action}`)}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {pending && (
            <p data-testid="action-effect">
              {count === 1
                ? t(`parcels.confirmAction.${pending.action}.one`, { id: pending.ids[0] })
                : `${t(`parcels.confirmAction.${pending.action}.many`, { count })} ${t('parcels.confirmSkipped')}`}
            </p>
          )}
          {(input === 'reason' || input === 'optionalReason') && (
            <div>
              <label className="form-label" htmlFor="parcel-action-reason">
                {input === 'reason' ? t('parcels.reason') : t('parcels.reasonOptional')}
              </label>
              <textarea
                id="parcel-action-reason"
                className="form-control"
                rows={2}
                maxLength={500}
                required={input === 'reason'}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </div>
          )}
          {input === 'hours' && (
            <div>
              <label className="form-label" htmlFor="parcel-action-hours">
                {t('parcels.hours')}
              </label>
              <TouchSpin
                id="parcel-action-hours"
                min={1}
                max={720}
                required
                value={hours}
                onChange={setHours}
              />
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={close}>
            {t('parcels.cancel')}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={run.isPending}
            data-testid="action-confirm"
          >
            {t('parcels.confirm')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
