// A template's earlier texts (act 51024), newest first, each restorable into the editor; restoring changes nothing
// until the editor is saved.
import { templateHistoryAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { formatZonedDateTime } from '../../format/time';
import type { TemplateDraft, TemplateKey } from './template-form';

interface TemplateHistoryProps {
  templateKey: TemplateKey;
  onRestore: (draft: TemplateDraft) => void;
}

export function TemplateHistory({ templateKey, onRestore }: TemplateHistoryProps) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const history = useQuery({
    queryKey: ['sms', 'template-history', templateKey],
    queryFn: () => act(templateHistoryAct, templateKey),
  });
  const versions = history.data ?? [];
  return (
    <section aria-labelledby="template-history-title" data-testid="template-history">
      <h3 id="template-history-title" className="h6 fw-semibold mt-3">
        {t('sms.history.title')}
      </h3>
      {history.isSuccess && versions.length === 0 && (
        <p className="small text-body-secondary mb-0">{t('sms.history.none')}</p>
      )}
      <ul className="list-unstyled mb-0">
        {versions.map((version) => {
          const time = formatZonedDateTime(version.saved_at, undefined, i18n.language);
          return (
            <li key={version.id} className="border rounded p-2 mb-2 small" data-testid="template-version">
              <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-1">
                <span className="text-body-secondary">
                  {version.saved_by
                    ? t('sms.history.savedBy', { time, who: version.saved_by })
                    : t('sms.history.savedDefault', { time })}
                </span>
                <button
                  type="button"
                  className="btn btn-outline-secondary btn-sm"
                  aria-label={t('sms.history.restoreOne', { time })}
                  onClick={() => onRestore({ subject: version.subject, body: version.body })}
                >
                  {t('sms.history.restore')}
                </button>
              </div>
              {version.subject && <div className="fw-semibold">{version.subject}</div>}
              <div className="text-break">{version.body}</div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
