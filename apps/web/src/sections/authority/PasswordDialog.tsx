// A temporary password, shown this once (the server keeps only its hash and never logs it): a plain warning, the
// password to copy and hand over, and no way to dismiss it by a stray click on the backdrop.
import { Copy, TriangleAlert } from 'lucide-react';
import { useRef } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

export interface ShownPassword {
  username: string;
  password: string;
  /** A new account, rather than a reset. */
  created: boolean;
}

export function PasswordDialog({ shown, onClose }: { shown: ShownPassword; onClose: () => void }) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown.password);
      toast.success(t('authority.password.copied'));
    } catch {
      // No clipboard (an insecure origin, a refused permission): leave it selected for Ctrl+C.
      field.current?.select();
      toast.error(t('authority.password.copyFailed'));
    }
  };
  return (
    <Modal show onHide={onClose} centered backdrop="static" aria-labelledby="staff-password-title">
      <div data-testid="staff-password-dialog">
        <Modal.Header closeButton closeLabel={t('authority.password.done')}>
          <Modal.Title id="staff-password-title" as="h2" className="h5">
            {t(shown.created ? 'authority.password.createdTitle' : 'authority.password.resetTitle', {
              name: shown.username,
            })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div className="alert alert-warning d-flex gap-2" role="alert">
            <TriangleAlert size={20} aria-hidden="true" className="flex-shrink-0 mt-1" />
            <p className="mb-0">{t('authority.password.warning')}</p>
          </div>
          <label className="form-label" htmlFor="staff-password">
            {t('authority.password.label')}
          </label>
          <div className="input-group">
            <input
              ref={field}
              id="staff-password"
              className="form-control font-monospace"
              readOnly
              value={shown.password}
              onFocus={(event) => event.target.select()}
              data-testid="staff-password"
            />
            <button
              type="button"
              className="btn btn-primary d-inline-flex align-items-center gap-1"
              onClick={() => void copy()}
            >
              <Copy size={16} aria-hidden="true" />
              {t('authority.password.copy')}
            </button>
          </div>
        </Modal.Body>
        <Modal.Footer>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={onClose}
            data-testid="staff-password-done"
          >
            {t('authority.password.done')}
          </button>
        </Modal.Footer>
      </div>
    </Modal>
  );
}
