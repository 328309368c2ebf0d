// The footer of the bike dialogs: cancel, and a submit that says when it is saving.
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

interface Props {
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  testId: string;
}

export function BikeDialogFooter({ onCancel, pending, submitLabel, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Modal.Footer>
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        {t('bike.sessions.actions.cancel')}
      </button>
      <button type="submit" className="btn btn-primary" disabled={pending} data-testid={testId}>
        {pending ? t('bike.sessions.actions.saving') : submitLabel}
      </button>
    </Modal.Footer>
  );
}
