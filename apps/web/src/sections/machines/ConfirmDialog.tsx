// "Are you sure?" before a write that cannot be taken back (retire, reissue). The server's refusal stays in the
// dialog, where the user is looking, as well as in the toast.
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  variant: 'danger' | 'primary';
  pending: boolean;
  /** The server's message when it refused. */
  error: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal show onHide={props.onClose} centered aria-labelledby="machine-confirm-title">
      <div data-testid="confirm-dialog">
        <Modal.Header closeButton closeLabel={t('machines.actions.cancel')}>
          <Modal.Title id="machine-confirm-title" as="h2" className="h5">
            {props.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-0">{props.body}</p>
          {props.error && (
            <div className="alert alert-danger mt-3 mb-0" role="alert" data-testid="confirm-error">
              {props.error}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={props.onClose}>
            {t('machines.actions.cancel')}
          </button>
          <button
            type="button"
            className={`btn btn-${props.variant}`}
            disabled={props.pending}
            onClick={props.onConfirm}
            data-testid="confirm-action"
          >
            {props.confirmLabel}
          </button>
        </Modal.Footer>
      </div>
    </Modal>
  );
}
