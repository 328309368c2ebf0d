// A question before a step that takes something away (disable, delete, a new password that ends the sessions).
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  danger: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({ title, body, confirmLabel, danger, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal show onHide={onClose} centered aria-labelledby="staff-confirm-title">
      <div data-testid="staff-confirm">
        <Modal.Header closeButton closeLabel={t('form.cancel')}>
          <Modal.Title id="staff-confirm-title" as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-0">{body}</p>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('form.cancel')}
          </button>
          <button
            type="button"
            className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`}
            onClick={onConfirm}
            data-testid="staff-confirm-action"
          >
            {confirmLabel}
          </button>
        </Modal.Footer>
      </div>
    </Modal>
  );
}
