// The demo fleet's controls (acts 66002–66005): whether it runs and how many lockers it drives, start and stop, and
// one heartbeat or deposit for a chosen demo locker, answered as the device channel answered it.
import {
  canCall,
  demoFleetStartAct,
  demoFleetStatusAct,
  demoFleetStopAct,
  simulateLockerCallAct,
  type DemoFleetStatus,
  type SimulatedCall,
} from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Play, Square } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { readableMachineName } from '../../format/machine-name';
import { formatZonedDateTime } from '../../format/time';
import { useUser } from '../../session/session-context';
import { TitledCard } from '../../shared/TitledCard';

const STATUS_KEY = ['dev-tools', 'fleet'];

function SendOne({ lockers }: { lockers: DemoFleetStatus['lockers'] }) {
  const { t } = useTranslation();
  const act = useAct();
  const [uuid, setUuid] = useState('');
  const [answer, setAnswer] = useState<{ tone: 'success' | 'warning'; text: string } | undefined>();
  const chosen = uuid || lockers[0]?.uuid || '';
  const send = useMutation({
    mutationFn: (call: SimulatedCall) => act(simulateLockerCallAct, { uuid: chosen, call }),
    onSuccess: (result, call) => {
      const pickupCode = (result.data as { pickupCode?: string } | undefined)?.pickupCode ?? '';
      setAnswer(
        result.ok
          ? {
              tone: 'success',
              text:
                call === 'heartbeat'
                  ? t('devTools.fleet.sentHeartbeat')
                  : t('devTools.fleet.sentDeposit', { code: pickupCode }),
            }
          : {
              tone: 'warning',
              text: t('devTools.fleet.refused', { code: result.code, message: result.msg }),
            },
      );
    },
    onError: (error) =>
      setAnswer({ tone: 'warning', text: t('devTools.fleet.failed', { reason: error.message }) }),
  });
  if (lockers.length === 0)
    return <p className="text-body-secondary mb-0">{t('devTools.fleet.noLockers')}</p>;
  return (
    <div className="row g-2 align-items-end">
      <div className="col-12 col-md-6">
        <label className="form-label" htmlFor="fleet-locker">
          {t('devTools.fleet.locker')}
        </label>
        <select
          id="fleet-locker"
          className="form-select"
          value={chosen}
          onChange={(event) => setUuid(event.target.value)}
        >
          {lockers.map((locker) => (
            <option key={locker.uuid} value={locker.uuid}>
              {t('devTools.fleet.lockerOption', {
                name: readableMachineName(locker.name, locker.building),
                building: locker.building,
              })}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12 col-md-6 d-flex flex-wrap gap-2">
        {(['heartbeat', 'deposit'] as const).map((call) => (
          <button
            key={call}
            type="button"
            className="btn btn-outline-primary"
            disabled={send.isPending}
            onClick={() => send.mutate(call)}
            data-testid={`send-${call}`}
          >
            {t(`devTools.fleet.${call}`)}
          </button>
        ))}
      </div>
      {answer && (
        <div className="col-12">
          <div className={`alert alert-${answer.tone} mb-0`} role="status" data-testid="fleet-answer">
            {answer.text}
          </div>
        </div>
      )}
    </div>
  );
}

export function FleetCard() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: () => act(demoFleetStatusAct, {}) });
  const toggle = useMutation({
    mutationFn: (running: boolean) => (running ? act(demoFleetStopAct, {}) : act(demoFleetStartAct, {})),
    onSuccess: (next) => {
      queryClient.setQueryData(STATUS_KEY, next);
      toast.success(next.running ? t('devTools.fleet.started') : t('devTools.fleet.stoppedToast'));
    },
    onError: (error) => toast.error(t('devTools.fleet.failed', { reason: error.message })),
  });
  const data = status.data;
  const toggleAct = data?.running ? demoFleetStopAct : demoFleetStartAct;
  return (
    <TitledCard title={t('devTools.fleet.title')} className="mb-3" testId="demo-fleet">
      {status.isPending && <p role="status">{t('devTools.loading')}</p>}
      {status.isError && (
        <div className="alert alert-danger" role="alert">
          {status.error.message}
        </div>
      )}
      {data && (
        <>
          <p className="d-flex flex-wrap align-items-center gap-2" data-testid="fleet-state">
            <span className={`badge ${data.running ? 'text-bg-success' : 'text-bg-secondary'}`}>
              {data.running ? t('devTools.fleet.running') : t('devTools.fleet.stopped')}
            </span>
            {data.started_at && (
              <span className="small text-body-secondary">
                {t('devTools.fleet.since', {
                  when: formatZonedDateTime(data.started_at, undefined, i18n.language),
                })}
              </span>
            )}
            <span>{t('devTools.fleet.lockers', { count: data.lockers.length })}</span>
          </p>
          {!data.allowed && <p className="text-warning-emphasis">{t('devTools.fleet.notAllowed')}</p>}
          {canCall(toggleAct, user) && (
            <button
              type="button"
              className={`btn ${data.running ? 'btn-outline-danger' : 'btn-primary'} d-inline-flex align-items-center gap-1 mb-3`}
              disabled={toggle.isPending || (!data.running && !data.allowed)}
              onClick={() => toggle.mutate(data.running)}
              data-testid="fleet-toggle"
            >
              {data.running ? <Square size={14} aria-hidden="true" /> : <Play size={14} aria-hidden="true" />}
              {data.running ? t('devTools.fleet.stop') : t('devTools.fleet.start')}
            </button>
          )}
          {canCall(simulateLockerCallAct, user) && <SendOne lockers={data.lockers} />}
        </>
      )}
    </TitledCard>
  );
}
