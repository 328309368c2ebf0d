// The device secret of a new or reissued credential, shown this once (the server keeps only the public key): a
// plain warning, the secret to copy, and no way to dismiss it by a stray click on the backdrop.
import { Copy, TriangleAlert } from 'lucide-react';
import { useRef } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { readableMachineName } from '../../format/machine-name';

export interface IssuedSecret {
  uuid: string;
  name: string;
  secret: string;
}

export function SecretDialog({ issued, onClose }: { issued: IssuedSecret; onClose: () => void }) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued.secret);
      toast.success(t('machines.secret.copied'));
    } catch {
      // No clipboard (an insecure origin, a refused permission): leave the secret selected for Ctrl+C.
      field.current?.select();
      toast.error(t('machines.secret.copyFailed'));
    }
  };
  return (
    <Modal show onHide={onClose} centered backdrop="static" aria-labelledby="machine-secret-title">
      <div data-testid="secret-dialog">
        <Modal.Header closeButton closeLabel={t('machines.actions.close')}>
          <Modal.Title id="machine-secret-title" as="h2" className="h5">
            {t('machines.secret.title', { name: readableMachineName(issued.name) })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div className="alert alert-warning d-flex gap-2" role="alert">
            <TriangleAlert size={20} aria-hidden="true" className="flex-shrink-0 mt-1" />
            <p className="mb-0">{t('machines.secret.warning')}</p>
          </div>
          <label className="form-label" htmlFor="machine-secret">
            {t('machines.secret.label')}
          </label>
          <div className="input-group">
            <input
              ref={field}
              id="machine-secret"
              className="form-control font-monospace small"
              readOnly
              value={issued.secret}
              onFocus={(event) => event.target.select()}
              data-testid="device-secret"
            />
            <button
              type="button"
              className="btn btn-primary d-inline-flex align-items-center gap-1"
              onClick={() => void copy()}
            >
              <Copy size={16} aria-hidden="true" />
              {t('machines.secret.copy')}
            </button>
          </div>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose} data-testid="secret-done">
            {t('machines.secret.done')}
          </button>
        </Modal.Footer>
      </div>
    </Modal>
  );
}
