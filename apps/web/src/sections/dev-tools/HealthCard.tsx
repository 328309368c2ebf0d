// The server's health and version (act 66001): what this instance reports of itself, refreshed on demand and every
// half minute while the page is open.
import { serverHealthAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { formatZonedDateTime } from '../../format/time';
import { TitledCard } from '../../shared/TitledCard';

const REFRESH_MS = 30_000;

function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="col-12 col-sm-6 col-xl-4">
      <dt className="small text-body-secondary fw-normal">{label}</dt>
      <dd className="mb-0 fw-semibold" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function HealthCard() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const health = useQuery({
    queryKey: ['dev-tools', 'health'],
    queryFn: () => act(serverHealthAct, {}),
    refetchInterval: REFRESH_MS,
  });
  const number = (value: number) => formatNumber(value, i18n.language);
  const data = health.data;
  return (
    <TitledCard title={t('devTools.health.title')} className="mb-3" testId="server-health">
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm d-inline-flex align-items-center gap-1 mb-3"
        onClick={() => void health.refetch()}
        disabled={health.isFetching}
      >
        <RefreshCw size={14} aria-hidden="true" />
        {t('devTools.refresh')}
      </button>
      {health.isPending && <p role="status">{t('devTools.loading')}</p>}
      {health.isError && (
        <div className="alert alert-danger" role="alert">
          {health.error.message}
        </div>
      )}
      {data && (
        <dl className="row g-3 mb-0">
          <Figure label={t('devTools.health.version')} testId="health-version">
            {data.version}
          </Figure>
          <Figure label={t('devTools.health.node')} testId="health-node">
            {data.node}
          </Figure>
          <Figure label={t('devTools.health.uptime')} testId="health-uptime">
            {t('devTools.health.uptimeValue', {
              days: Math.floor(data.uptime_seconds / 86_400),
              hours: Math.floor((data.uptime_seconds % 86_400) / 3_600),
              minutes: Math.floor((data.uptime_seconds % 3_600) / 60),
            })}
            <div className="small text-body-secondary fw-normal">
              {t('devTools.health.started')} {formatZonedDateTime(data.started_at, undefined, i18n.language)}
            </div>
          </Figure>
          <Figure label={t('devTools.health.database')} testId="health-database">
            {t(`devTools.health.dialects.${data.dialect}`)}
          </Figure>
          <Figure label={t('devTools.health.migrations')} testId="health-migrations">
            {t('devTools.health.migrationsValue', {
              applied: number(data.migrations.applied),
              known: number(data.migrations.known),
            })}
            {data.migrations.applied < data.migrations.known && (
              <div className="small text-warning-emphasis">{t('devTools.health.pending')}</div>
            )}
          </Figure>
          <Figure label={t('devTools.health.streams')} testId="health-streams">
            {number(data.event_streams)}
          </Figure>
          <Figure label={t('devTools.health.queue')} testId="health-queue">
            {t('devTools.health.queueValue', {
              queued: number(data.queue.queued),
              sending: number(data.queue.sending),
              failed: number(data.queue.failed),
            })}
          </Figure>
          <Figure label={t('devTools.health.serverErrors')} testId="health-errors">
            {number(data.errors.server)}
          </Figure>
          <Figure label={t('devTools.health.crashes')} testId="health-crashes">
            {number(data.errors.crashes_24h)}
          </Figure>
        </dl>
      )}
    </TitledCard>
  );
}
