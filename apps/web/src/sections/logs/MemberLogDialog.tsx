// One Member Logs entry in full: what happened in the reader's language, when, who, from which address, about
// which building, and the values the write changed, before and after.
import type { MemberLogEntry } from '@bluemanager/protocol';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { formatZonedDateTime } from '../../format/time';
import { changeRows } from './change-values';
import { actorText, entryText } from './member-log-text';

interface MemberLogDialogProps {
  entry: MemberLogEntry;
  onClose: () => void;
}

export function MemberLogDialog({ entry, onClose }: MemberLogDialogProps) {
  const { t, i18n } = useTranslation();
  const changes = changeRows(t, entry.before, entry.after);
  const facts: [string, string][] = [
    [t('logs.member.detail.time'), formatZonedDateTime(entry.at, undefined, i18n.language)],
    [t('logs.member.detail.category'), t(`logs.categories.${entry.category}`)],
    [t('logs.member.detail.actor'), actorText(t, entry)],
    [t('logs.member.detail.address'), entry.ip || t('logs.member.detail.none')],
    [t('logs.member.detail.building'), entry.bname ?? t('logs.member.detail.none')],
  ];
  return (
    <Modal show onHide={onClose} centered size="lg" aria-labelledby="member-log-title">
      <div data-testid="member-log-detail">
        <Modal.Header closeButton closeLabel={t('logs.member.detail.close')}>
          <Modal.Title id="member-log-title" as="h2" className="h5">
            {t('logs.member.detail.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="fw-semibold" data-testid="member-log-text">
            {entryText(t, entry)}
          </p>
          <dl className="row mb-3">
            {facts.map(([label, value]) => (
              <div key={label} className="col-12 col-sm-6 d-flex gap-2">
                <dt className="fw-normal text-body-secondary">{label}</dt>
                <dd className="mb-1">{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="h6">{t('logs.member.detail.changes')}</h3>
          {changes.length === 0 ? (
            <p className="text-body-secondary mb-0">{t('logs.member.detail.noChanges')}</p>
          ) : (
            <div className="table-responsive">
              <table className="table table-sm mb-0" data-testid="member-log-changes">
                <thead>
                  <tr>
                    <th scope="col">{t('logs.member.detail.field')}</th>
                    <th scope="col">{t('logs.member.detail.before')}</th>
                    <th scope="col">{t('logs.member.detail.after')}</th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map((change) => (
                    <tr key={change.field} data-field={change.field}>
                      <th scope="row" className="fw-normal">
                        {change.label}
                      </th>
                      <td className="text-break">{change.before}</td>
                      <td className="text-break">{change.after}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('logs.member.detail.close')}
          </button>
        </Modal.Footer>
      </div>
    </Modal>
  );
}
