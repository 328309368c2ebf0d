// The footer of the machine pages' form dialogs: cancel, and a submit that says when it is saving and, for an edit,
// stays off until something changed.
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

interface DialogFooterProps {
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  testId: string;
  /** An edit with nothing changed yet: the submit is off and a hint says why. */
  unchanged?: boolean;
}

export function DialogFooter({
  onCancel,
  pending,
  submitLabel,
  testId,
  unchanged = false,
}: DialogFooterProps) {
  const { t } = useTranslation();
  return (
    <Modal.Footer>
      {unchanged && <span className="text-body-secondary small me-auto">{t('machines.edit.nothing')}</span>}
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        {t('machines.actions.cancel')}
      </button>
      <button type="submit" className="btn btn-primary" disabled={unchanged || pending} data-testid={testId}>
        {pending ? t('machines.actions.saving') : submitLabel}
      </button>
    </Modal.Footer>
  );
}
