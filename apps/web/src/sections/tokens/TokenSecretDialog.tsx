// The token of a new API token, shown this once (the server keeps only its hash): a plain warning, the token to
// copy, how to send it, and no way to dismiss it by a stray click on the backdrop.
import { Copy, TriangleAlert } from 'lucide-react';
import { useRef } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

export interface CreatedToken {
  name: string;
  secret: string;
}

export function TokenSecretDialog({ created, onClose }: { created: CreatedToken; onClose: () => void }) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      toast.success(t('tokens.secret.copied'));
    } catch {
      // No clipboard (an insecure origin, a refused permission): leave the token selected for Ctrl+C.
      field.current?.select();
      toast.error(t('tokens.secret.copyFailed'));
    }
  };
  return (
    <Modal show onHide={onClose} centered backdrop="static" aria-labelledby="token-secret-title">
      <div data-testid="token-secret-dialog">
        <Modal.Header closeButton closeLabel={t('tokens.secret.done')}>
          <Modal.Title id="token-secret-title" as="h2" className="h5">
            {t('tokens.secret.title', { name: created.name })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div className="alert alert-warning d-flex gap-2" role="alert">
            <TriangleAlert size={20} aria-hidden="true" className="flex-shrink-0 mt-1" />
            <p className="mb-0">{t('tokens.secret.warning')}</p>
          </div>
          <label className="form-label" htmlFor="token-secret">
            {t('tokens.secret.label')}
          </label>
          <div className="input-group">
            <input
              ref={field}
              id="token-secret"
              className="form-control font-monospace small"
              readOnly
              value={created.secret}
              onFocus={(event) => event.target.select()}
              aria-describedby="token-secret-usage"
              data-testid="token-secret"
            />
            <button
              type="button"
              className="btn btn-primary d-inline-flex align-items-center gap-1"
              onClick={() => void copy()}
            >
              <Copy size={16} aria-hidden="true" />
              {t('tokens.secret.copy')}
            </button>
          </div>
          <div id="token-secret-usage" className="form-text">
            {t('tokens.secret.usage')}
          </div>
        </Modal.Body>
        <Modal.Footer>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={onClose}
            data-testid="token-secret-done"
          >
            {t('tokens.secret.done')}
          </button>
        </Modal.Footer>
      </div>
    </Modal>
  );
}
