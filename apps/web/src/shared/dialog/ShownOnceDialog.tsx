// A secret the server keeps only as a hash or a public key (a device secret, an API token, a temporary password),
// shown this once: a plain warning, the secret to copy, and no way to dismiss it by a stray click on the backdrop.
// Each caller gives its own words and names, so its browser tests keep their hooks.
import { Copy, TriangleAlert } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { toast } from 'sonner';

export interface ShownOnceTexts {
  title: string;
  warning: string;
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
  /** How to use the secret, under the field. */
  usage?: string;
}

export interface ShownOnceNames {
  /** The field's id; the title's and the usage's ids derive from it. */
  id: string;
  dialogTestId: string;
  fieldTestId: string;
  doneTestId: string;
}

function SecretLines({
  lines,
  texts,
  names,
  usageId,
  onCopy,
}: {
  lines: readonly string[];
  texts: ShownOnceTexts;
  names: ShownOnceNames;
  usageId: string | undefined;
  onCopy: () => Promise<void>;
}) {
  const labelId = `${names.id}-label`;
  return (
    <>
      <p className="form-label" id={labelId}>
        {texts.label}
      </p>
      <ul
        id={names.id}
        className="list-unstyled row row-cols-2 g-1 font-monospace user-select-all mb-2"
        aria-labelledby={labelId}
        aria-describedby={usageId}
        data-testid={names.fieldTestId}
      >
        {lines.map((line) => (
          <li key={line} className="col">
            {line}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
        onClick={() => void onCopy()}
      >
        <Copy size={16} aria-hidden="true" />
        {texts.copy}
      </button>
    </>
  );
}

export function ShownOnceDialog({
  secret,
  texts,
  names,
  onClose,
  children,
  lines,
}: {
  secret: string;
  texts: ShownOnceTexts;
  names: ShownOnceNames;
  onClose: () => void;
  /** Another form of the same secret under the field, e.g. its QR code. */
  children?: ReactNode;
  /** Several secrets (recovery codes) shown as a list instead of one field; `secret` is what Copy copies. */
  lines?: readonly string[];
}) {
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(texts.copied);
    } catch {
      // No clipboard (an insecure origin, a refused permission): leave the secret selected for Ctrl+C.
      field.current?.select();
      toast.error(texts.copyFailed);
    }
  };
  const titleId = `${names.id}-title`;
  const usageId = texts.usage ? `${names.id}-usage` : undefined;
  return (
    <Modal show onHide={onClose} centered backdrop="static" aria-labelledby={titleId}>
      <div data-testid={names.dialogTestId}>
        <Modal.Header closeButton closeLabel={texts.done}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {texts.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div className="alert alert-warning d-flex gap-2" role="alert">
            <TriangleAlert size={20} aria-hidden="true" className="flex-shrink-0 mt-1" />
            <p className="mb-0">{texts.warning}</p>
          </div>
          {lines ? (
            <SecretLines lines={lines} texts={texts} names={names} usageId={usageId} onCopy={copy} />
          ) : (
            <>
              <label className="form-label" htmlFor={names.id}>
                {texts.label}
              </label>
              <div className="input-group">
                <input
                  ref={field}
                  id={names.id}
                  className="form-control font-monospace small"
                  readOnly
                  value={secret}
                  onFocus={(event) => event.target.select()}
                  aria-describedby={usageId}
                  data-testid={names.fieldTestId}
                />
                <button
                  type="button"
                  className="btn btn-primary d-inline-flex align-items-center gap-1"
                  onClick={() => void copy()}
                >
                  <Copy size={16} aria-hidden="true" />
                  {texts.copy}
                </button>
              </div>
            </>
          )}
          {usageId && (
            <div id={usageId} className="form-text">
              {texts.usage}
            </div>
          )}
          {children}
        </Modal.Body>
        <Modal.Footer>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={onClose}
            data-testid={names.doneTestId}
          >
            {texts.done}
          </button>
        </Modal.Footer>
      </div>
    </Modal>
  );
}
