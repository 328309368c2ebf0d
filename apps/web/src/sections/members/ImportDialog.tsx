// Import a building's residents from a CSV file (acts 55007 and 55008): choose the building and the file, see what
// each row would do, then apply it in one go. A file with error rows cannot be applied; the rows say why.
import {
  IMPORT_VERDICTS,
  MEMBER_IMPORT_MAX_CHARS,
  displayPhone,
  memberImportApplyAct,
  memberImportPreviewAct,
  type ActResult,
  type ImportVerdict,
} from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { BuildingOptions } from '../../shared/options/BuildingOptions';

type Preview = ActResult<typeof memberImportPreviewAct>;

/** A 5,000-row preview is read by its counts and its problem rows; the table shows this many at a time. */
const SHOWN_ROWS = 100;

const VERDICT_CLASS: Record<ImportVerdict, string> = {
  new: 'bg-success-subtle text-success-emphasis',
  update: 'bg-primary-subtle text-primary-emphasis',
  unchanged: 'bg-secondary-subtle text-secondary-emphasis',
  duplicate: 'bg-warning-subtle text-warning-emphasis',
  error: 'bg-danger-subtle text-danger-emphasis',
};

export function ImportDialog({ buid: initialBuid, onClose }: { buid: string; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const [buid, setBuid] = useState(initialBuid);
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState('');
  const [shown, setShown] = useState<ImportVerdict | ''>('');
  const params = { buid: Number(buid), csv };
  const preview = useMutation({
    mutationFn: () => act(memberImportPreviewAct, params),
    onSuccess: (result) => setShown(result.counts.error > 0 ? 'error' : ''),
  });
  const apply = useMutation({
    mutationFn: () => act(memberImportApplyAct, params),
    onSuccess: ({ counts }) => {
      toast.success(t('members.import.done', { created: counts.new, updated: counts.update }));
      onClose();
    },
    onError: (error) =>
      toast.error(t('members.failed', { action: t('members.import.apply'), reason: error.message })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
  const changed = () => {
    preview.reset();
    apply.reset();
  };
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    changed();
    setFileName(file?.name ?? '');
    setCsv(file ? await file.text() : '');
  };
  const result: Preview | undefined = preview.data;
  const tooLarge = csv.length > MEMBER_IMPORT_MAX_CHARS;
  const rows = (result?.rows ?? []).filter((row) => shown === '' || row.verdict === shown);
  const writes = result ? result.counts.new + result.counts.update : 0;
  return (
    <Modal show onHide={onClose} centered size="xl" scrollable aria-labelledby="member-import-title">
      <Modal.Header closeButton closeLabel={t('members.actions.cancel')}>
        <Modal.Title id="member-import-title" as="h2" className="h5">
          {t('members.import.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body data-testid="import-dialog">
        <div className="row g-3 mb-3">
          <div className="col-12 col-md-6">
            <label className="form-label" htmlFor="import-buid">
              {t('members.form.building')}
            </label>
            <select
              id="import-buid"
              className="form-select"
              value={buid}
              onChange={(event) => {
                changed();
                setBuid(event.target.value);
              }}
            >
              <BuildingOptions placeholder={t('members.form.chooseBuilding')} />
            </select>
          </div>
          <div className="col-12 col-md-6">
            <label className="form-label" htmlFor="import-file">
              {t('members.import.file')}
            </label>
            <input
              id="import-file"
              type="file"
              accept=".csv,text/csv,text/plain"
              className="form-control"
              aria-describedby="import-file-help"
              onChange={(event) => void readFile(event)}
            />
            <div id="import-file-help" className="form-text">
              {t('members.import.fileHelp')}
            </div>
          </div>
        </div>
        {tooLarge && (
          <div className="alert alert-danger" role="alert">
            {t('members.import.tooLarge', { name: fileName })}
          </div>
        )}
        {preview.error && (
          <div className="alert alert-danger" role="alert" data-testid="import-error">
            {preview.error.message}
          </div>
        )}
        {result && (
          <section aria-label={t('members.import.preview')} data-testid="import-preview">
            <div className="d-flex flex-wrap gap-2 align-items-center mb-2" data-testid="import-counts">
              {IMPORT_VERDICTS.map((verdict) => (
                <span key={verdict} className={`badge ${VERDICT_CLASS[verdict]}`} data-verdict={verdict}>
                  {t(`members.import.verdicts.${verdict}`)}: {result.counts[verdict]}
                </span>
              ))}
              <label className="visually-hidden" htmlFor="import-shown">
                {t('members.import.show')}
              </label>
              <select
                id="import-shown"
                className="form-select form-select-sm w-auto ms-auto"
                value={shown}
                onChange={(event) => setShown(event.target.value as ImportVerdict | '')}
              >
                <option value="">{t('members.import.allRows')}</option>
                {IMPORT_VERDICTS.map((verdict) => (
                  <option key={verdict} value={verdict}>
                    {t(`members.import.verdicts.${verdict}`)}
                  </option>
                ))}
              </select>
            </div>
            {result.counts.error > 0 && (
              <p className="text-danger-emphasis small">{t('members.import.fixErrors')}</p>
            )}
            <div className="table-responsive">
              <table className="table table-sm small align-middle">
                <caption className="visually-hidden">{t('members.import.preview')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('members.import.line')}</th>
                    <th scope="col">{t('members.import.verdict')}</th>
                    <th scope="col">{t('members.columns.name')}</th>
                    <th scope="col">{t('members.columns.unit')}</th>
                    <th scope="col">{t('members.columns.phones')}</th>
                    <th scope="col">{t('members.columns.email')}</th>
                    <th scope="col">{t('members.import.details')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.slice(0, SHOWN_ROWS).map((row) => (
                    <tr key={row.line} data-testid="import-row" data-verdict={row.verdict}>
                      <td>{row.line}</td>
                      <td>
                        <span className={`badge ${VERDICT_CLASS[row.verdict]}`}>
                          {t(`members.import.verdicts.${row.verdict}`)}
                        </span>
                      </td>
                      <td>{row.name}</td>
                      <td>{row.unit}</td>
                      <td className="text-nowrap">{row.phones.map(displayPhone).join(', ')}</td>
                      <td className="text-break">{row.email}</td>
                      <td>
                        {row.reason ||
                          (row.changes.length > 0 &&
                            t('members.detail.changedFields', {
                              fields: row.changes.map((field) => t(`members.fields.${field}`)).join(', '),
                            }))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {rows.length > SHOWN_ROWS && (
              <p className="small text-body-secondary">
                {t('members.import.more', { shown: SHOWN_ROWS, total: rows.length })}
              </p>
            )}
          </section>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('members.actions.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={buid === '' || csv === '' || tooLarge || preview.isPending}
          onClick={() => preview.mutate()}
          data-testid="import-preview-button"
        >
          {t('members.import.previewButton')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!result || result.counts.error > 0 || writes === 0 || apply.isPending}
          onClick={() => apply.mutate()}
          data-testid="import-apply"
        >
          {t('members.import.applyButton', { count: writes })}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
