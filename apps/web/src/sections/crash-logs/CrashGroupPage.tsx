// One crash group (`#/logs/crash/{id}`, act 61102): what it is and where in the code, its state with Mark resolved /
// Open again (61103), the lockers it hit, and its latest reports with their stack and last events.
import { crashGroupDetailAct, crashGroupResolveAct, type ActResult } from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { ActError } from '../../api/act-error';
import { useAct } from '../../api/use-act';
import { readableMachineName } from '../../format/machine-name';
import { formatNumber } from '../../format/numbers';
import { formatZonedDateTime } from '../../format/time';
import { AccessRefused } from '../../shared/AccessRefused';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import { STATE_BADGES, stateOf } from './crash-text';

type Detail = ActResult<typeof crashGroupDetailAct>;

function Machines({ detail }: { detail: Detail }) {
  const { t, i18n } = useTranslation();
  if (detail.machines.length === 0)
    return <p className="mb-0 text-body-secondary">{t('crashes.detail.noMachines')}</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm mb-0">
        <thead>
          <tr>
            <th scope="col">{t('crashes.detail.machine')}</th>
            <th scope="col">{t('crashes.detail.building')}</th>
            <th scope="col" className="text-end">
              {t('crashes.columns.count')}
            </th>
            <th scope="col">{t('crashes.columns.last')}</th>
          </tr>
        </thead>
        <tbody>
          {detail.machines.map((machine) => (
            <tr key={machine.muuid} data-testid="crash-machine">
              <td>
                <Link to={`/logs/machine/${encodeURIComponent(machine.muuid)}`}>
                  {readableMachineName(machine.machine, machine.bname)}
                </Link>
              </td>
              <td>{machine.bname}</td>
              <td className="text-end">{formatNumber(machine.count, i18n.language)}</td>
              <td className="small text-nowrap">
                {formatZonedDateTime(machine.last_seen, undefined, i18n.language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Reports({ detail }: { detail: Detail }) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="list-unstyled d-flex flex-column gap-2 mb-0">
      {detail.reports.map((report) => (
        <li key={report.id} className="border rounded p-2" data-testid="crash-report">
          <div className="small text-body-secondary mb-1">
            {t('crashes.detail.report', {
              at: formatZonedDateTime(report.at, undefined, i18n.language),
              where:
                report.machine !== ''
                  ? readableMachineName(report.machine, report.bname)
                  : t('crashes.detail.page', { route: report.route }),
              version: report.version || t('crashes.detail.noVersion'),
            })}
          </div>
          <p className="mb-1 text-break">{report.message}</p>
          {report.events.length > 0 && (
            <details>
              <summary>{t('crashes.detail.events')}</summary>
              <ol className="small mb-1">
                {report.events.map((event, index) => (
                  <li key={index}>{event}</li>
                ))}
              </ol>
            </details>
          )}
          {report.stack !== '' && (
            <details>
              <summary>{t('crashes.detail.stack')}</summary>
              <pre className="small mb-0 text-wrap text-break">{report.stack}</pre>
            </details>
          )}
        </li>
      ))}
    </ol>
  );
}

export function CrashGroupPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const act = useAct();
  const queryClient = useQueryClient();
  const valid = /^\d{1,9}$/.test(id);
  const detail = useQuery({
    queryKey: ['crashes', 'detail', id],
    queryFn: () => act(crashGroupDetailAct, { id: Number(id) }),
    enabled: valid,
    retry: (count, error) => count < 2 && error instanceof ActError && error.code === 'NETWORK',
  });
  const resolve = useMutation({
    mutationFn: (resolved: boolean) => act(crashGroupResolveAct, { id: Number(id), resolved }),
    onSuccess: (group) =>
      toast.success(t(group.resolved ? 'crashes.detail.resolvedDone' : 'crashes.detail.reopenedDone')),
    onError: (error) => toast.error(t('crashes.failed', { reason: error.message })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['crashes'] }),
  });
  const group = detail.data?.group;
  const missing =
    !valid ||
    (detail.error instanceof ActError && ['NOT_FOUND', 'INVALID_PARAMS'].includes(detail.error.code));
  const when = (at: string) => formatZonedDateTime(at, undefined, i18n.language);
  return (
    <SectionPage menuId="logs-crash" title={group?.title ?? t('crashes.title')}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Link to="/logs/crash" className="link-body-emphasis d-inline-flex align-items-center gap-1 me-auto">
          <ArrowLeft size={16} aria-hidden="true" />
          {t('crashes.detail.back')}
        </Link>
        {group && (
          <button
            type="button"
            className={group.resolved ? 'btn btn-outline-secondary btn-sm' : 'btn btn-success btn-sm'}
            disabled={resolve.isPending}
            onClick={() => resolve.mutate(!group.resolved)}
            data-testid="crash-resolve"
          >
            {t(group.resolved ? 'crashes.detail.reopen' : 'crashes.detail.resolve')}
          </button>
        )}
      </div>
      {missing && <AccessRefused message={t('crashes.detail.notFound')} />}
      {detail.isError && !missing && (
        <div className="alert alert-danger" role="alert">
          {detail.error.message}
        </div>
      )}
      {valid && detail.isPending && !detail.isError && <p role="status">{t('app.loading')}</p>}
      {detail.data && group && (
        <div className="row g-3" data-testid="crash-page" data-state={stateOf(group)}>
          <div className="col-12 col-xl-5 d-flex flex-column gap-3">
            <TitledCard title={t('crashes.detail.facts')}>
              <dl className="row mb-0">
                <dt className="col-5 fw-normal text-body-secondary">{t('crashes.columns.state')}</dt>
                <dd className="col-7">
                  <span className={`badge ${STATE_BADGES[stateOf(group)]}`}>
                    {t(`crashes.state.${stateOf(group)}`)}
                  </span>
                </dd>
                <dt className="col-5 fw-normal text-body-secondary">{t('crashes.columns.origin')}</dt>
                <dd className="col-7">{t(`crashes.origin.${group.origin}`)}</dd>
                {group.frame !== '' && (
                  <>
                    <dt className="col-5 fw-normal text-body-secondary">{t('crashes.detail.where')}</dt>
                    <dd className="col-7 font-monospace small text-break">{group.frame}</dd>
                  </>
                )}
                <dt className="col-5 fw-normal text-body-secondary">{t('crashes.columns.count')}</dt>
                <dd className="col-7">{formatNumber(group.count, i18n.language)}</dd>
                <dt className="col-5 fw-normal text-body-secondary">{t('crashes.columns.versions')}</dt>
                <dd className="col-7">{group.versions.join(', ') || t('crashes.detail.noVersion')}</dd>
                <dt className="col-5 fw-normal text-body-secondary">{t('crashes.columns.first')}</dt>
                <dd className="col-7">{when(group.first_seen)}</dd>
                <dt className="col-5 fw-normal text-body-secondary">{t('crashes.columns.last')}</dt>
                <dd className="col-7">{when(group.last_seen)}</dd>
              </dl>
              {group.resolved_at && (
                <p className="small mb-0 mt-2">
                  {t('crashes.detail.resolvedBy', { name: group.resolved_by, at: when(group.resolved_at) })}
                </p>
              )}
              {!group.resolved && group.reopened_at && (
                <p className="small mb-0 mt-2">
                  {t('crashes.detail.reopenedAt', { at: when(group.reopened_at) })}
                </p>
              )}
            </TitledCard>
            <TitledCard title={t('crashes.detail.machines')} testId="crash-machines">
              <Machines detail={detail.data} />
            </TitledCard>
          </div>
          <div className="col-12 col-xl-7">
            <TitledCard title={t('crashes.detail.reports')} testId="crash-reports">
              <Reports detail={detail.data} />
            </TitledCard>
          </div>
        </div>
      )}
    </SectionPage>
  );
}
