// The footer of a form dialog: cancel, and a submit that says when it is saving and, for an edit, stays off until
// something changed (with a hint that says why).
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

export interface DialogFooterProps {
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  testId?: string;
  /** An edit with nothing changed yet. */
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
      {unchanged && <span className="text-body-secondary small me-auto">{t('form.nothingChanged')}</span>}
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        {t('form.cancel')}
      </button>
      <button type="submit" className="btn btn-primary" disabled={unchanged || pending} data-testid={testId}>
        {pending ? t('form.saving') : submitLabel}
      </button>
    </Modal.Footer>
  );
}
