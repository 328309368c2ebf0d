// One email as it was sent: who it went to, when, its subject, its HTML part as the recipient's mail app shows it
// (the very HTML the server sends, drawn in a sandboxed frame that runs nothing) and its text part.
import { emailHtml, type MessageItem } from '@bluemanager/protocol';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { formatZonedDateTime } from '../../format/time';
import { statusBadge } from './email-columns';

export function EmailMessageDialog({ message, onClose }: { message: MessageItem; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const time = (value: string) => formatZonedDateTime(value, undefined, i18n.language);
  return (
    <Modal show onHide={onClose} centered scrollable size="lg" aria-labelledby="email-message-title">
      <Modal.Header closeButton closeLabel={t('email.message.close')}>
        <Modal.Title id="email-message-title" as="h2" className="h5">
          {t('email.message.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body data-testid="email-message">
        <dl className="row mb-3 small">
          <dt className="col-4 col-sm-3">{t('email.message.to')}</dt>
          <dd className="col-8 col-sm-9 text-break">{message.recipient}</dd>
          <dt className="col-4 col-sm-3">{t('email.message.queued')}</dt>
          <dd className="col-8 col-sm-9">{time(message.create_time)}</dd>
          <dt className="col-4 col-sm-3">{t('email.message.sent')}</dt>
          <dd className="col-8 col-sm-9">
            {message.sent_time ? time(message.sent_time) : t('email.message.notSent')}
          </dd>
          <dt className="col-4 col-sm-3">{t('email.message.status')}</dt>
          <dd className="col-8 col-sm-9">
            <span className={`badge ${statusBadge(message.status)}`}>
              {t(`email.status.${message.status}`, { defaultValue: message.status })}
            </span>
          </dd>
          {message.error && (
            <>
              <dt className="col-4 col-sm-3">{t('email.message.reason')}</dt>
              <dd className="col-8 col-sm-9 text-danger-emphasis">{message.error}</dd>
            </>
          )}
        </dl>
        <h3 className="h6">{message.subject}</h3>
        <iframe
          title={t('email.message.html')}
          // An empty sandbox: no scripts, no forms, no navigation, whatever the message holds.
          sandbox=""
          srcDoc={emailHtml(message.subject, message.body, message.language)}
          className="w-100 border rounded bg-white"
          style={{ height: '18rem' }}
          data-testid="email-html"
        />
        <details className="mt-2">
          <summary className="small">{t('email.message.textPart')}</summary>
          <p className="mb-0 mt-2 small" style={{ whiteSpace: 'pre-wrap' }} data-testid="email-text">
            {message.body}
          </p>
        </details>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('email.message.close')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
