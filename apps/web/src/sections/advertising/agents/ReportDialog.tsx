// An agent's report (Ad Agents page, row menu "Report"): a period, then the report downloaded as PDF or CSV, or
// sent by email to the agent's contact with the PDF attached (act 53530). The server writes the report in the
// caller's language; an agent without a contact email can only be downloaded, and the dialog says why.
import {
  AD_ANALYTICS_MAX_DAYS,
  adReportSendAct,
  type AdAgentItem,
  type AdReportFormat,
} from '@bluemanager/protocol';
import { useMutation } from '@tanstack/react-query';
import { Download, Mail } from 'lucide-react';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../../api/use-act';
import { useUser } from '../../../session/session-context';
import { lastDays, periodProblem } from '../../dashboard/statistic-period';
import { downloadReport, reportLanguageOf } from './report-download';

function ReportBody({ agent, onClose }: { agent: AdAgentItem; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const [period, setPeriod] = useState(() => lastDays(30));
  const problem = periodProblem(period, AD_ANALYTICS_MAX_DAYS - 1);
  const request = { agent_id: agent.id, ...period, language: reportLanguageOf(i18n.language) };
  const failed = (error: Error) => toast.error(t('adAgents.report.failed', { reason: error.message }));
  const download = useMutation({
    mutationFn: (format: AdReportFormat) => downloadReport(user.token, format, request),
    onSuccess: (name) => toast.success(t('adAgents.report.downloaded', { name })),
    onError: failed,
  });
  const send = useMutation({
    mutationFn: () => act(adReportSendAct, request),
    onSuccess: (sent) => {
      toast.success(t('adAgents.report.sent', { email: sent.recipient }));
      onClose();
    },
    onError: failed,
  });
  const busy = download.isPending || send.isPending;
  const email = agent.contact_email.trim();
  return (
    <div data-testid="report-dialog">
      <Modal.Header closeButton closeLabel={t('adAgents.report.close')}>
        <Modal.Title id="report-dialog-title" as="h2" className="h5">
          {t('adAgents.report.title', { name: agent.name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary">{t('adAgents.report.intro')}</p>
        <div className="row g-3">
          {(['from', 'to'] as const).map((end) => (
            <div className="col-6" key={end}>
              <label className="form-label" htmlFor={`report-${end}`}>
                {t(`adAgents.report.${end}`)}
              </label>
              <input
                id={`report-${end}`}
                type="date"
                className={`form-control${problem ? ' is-invalid' : ''}`}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'report-problem' : undefined}
                value={period[end]}
                onChange={(event) => setPeriod({ ...period, [end]: event.target.value })}
              />
            </div>
          ))}
          {problem && (
            <div id="report-problem" className="col-12 text-danger-emphasis small" role="alert">
              {t(`adAgents.report.problem.${problem}`)}
            </div>
          )}
        </div>
        <p className="small text-body-secondary mt-3 mb-0" id="report-email-note">
          {email === '' ? t('adAgents.report.noEmail') : t('adAgents.report.sendsTo', { email })}
        </p>
      </Modal.Body>
      <Modal.Footer className="flex-wrap">
        <button type="button" className="btn btn-link me-auto" onClick={onClose}>
          {t('adAgents.report.close')}
        </button>
        {(['pdf', 'csv'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="btn btn-secondary d-inline-flex align-items-center gap-1"
            disabled={problem !== undefined || busy}
            onClick={() => download.mutate(format)}
            data-testid={`report-${format}`}
          >
            <Download size={16} aria-hidden="true" />
            {t(`adAgents.report.${format}`)}
          </button>
        ))}
        <button
          type="button"
          className="btn btn-primary d-inline-flex align-items-center gap-1"
          disabled={problem !== undefined || busy || email === ''}
          aria-describedby="report-email-note"
          onClick={() => send.mutate()}
          data-testid="report-send"
        >
          <Mail size={16} aria-hidden="true" />
          {send.isPending ? t('adAgents.report.sending') : t('adAgents.report.send')}
        </button>
      </Modal.Footer>
    </div>
  );
}

export function ReportDialog({ agent, onClose }: { agent: AdAgentItem | undefined; onClose(): void }) {
  return (
    <Modal show={agent !== undefined} onHide={onClose} centered aria-labelledby="report-dialog-title">
      {agent !== undefined && <ReportBody agent={agent} onClose={onClose} />}
    </Modal>
  );
}
