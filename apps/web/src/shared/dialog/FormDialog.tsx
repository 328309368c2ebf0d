// A form in a centred modal dialog, the shape of every create and edit dialog: the modal mounts its form only while
// there is a target, so each opening starts from that target's values; the title names the dialog for assistive
// technology; the footer cancels or submits.
import type { FormEvent, ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { DialogFooter, type DialogFooterProps } from './DialogFooter';

interface FormDialogProps<Target> {
  /** What the dialog is open for; undefined while it is closed. */
  target: Target | undefined;
  onClose: () => void;
  /** The id of the title element the form renders (DialogForm's `titleId`). */
  titleId: string;
  size?: 'lg' | 'xl';
  children: (target: Target) => ReactNode;
}

export function FormDialog<Target>({ target, onClose, titleId, size, children }: FormDialogProps<Target>) {
  return (
    <Modal show={target !== undefined} onHide={onClose} centered size={size} aria-labelledby={titleId}>
      {target !== undefined && children(target)}
    </Modal>
  );
}

interface DialogFormProps {
  titleId: string;
  title: ReactNode;
  testId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The footer's cancel and submit. */
  footer: DialogFooterProps;
  children: ReactNode;
}

export function DialogForm({ titleId, title, testId, onSubmit, footer, children }: DialogFormProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate data-testid={testId}>
      <Modal.Header closeButton closeLabel={t('form.cancel')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <DialogFooter {...footer} />
    </form>
  );
}
