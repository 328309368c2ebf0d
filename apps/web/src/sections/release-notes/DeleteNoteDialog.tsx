// The question before a note is deleted (act 66053): its title, and that readers will no longer see it.
import type { EditableReleaseNote } from '@bluemanager/protocol';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

interface DeleteNoteDialogProps {
  note: EditableReleaseNote;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeleteNoteDialog({ note, pending, onConfirm, onClose }: DeleteNoteDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal show onHide={onClose} centered aria-labelledby="delete-note-title">
      <div data-testid="delete-note">
        <Modal.Header closeButton closeLabel={t('form.cancel')}>
          <Modal.Title id="delete-note-title" as="h2" className="h5">
            {t('productUpdate.confirmDelete.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-0">{t('productUpdate.confirmDelete.body', { title: note.title })}</p>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('form.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            onClick={onConfirm}
            disabled={pending}
            data-testid="delete-note-confirm"
          >
            {t('productUpdate.confirmDelete.confirm')}
          </button>
        </Modal.Footer>
      </div>
    </Modal>
  );
}
