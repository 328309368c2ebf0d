// The machine's recent events (act 52011 `events`), newest first, with each kind in the user's language.
import { MACHINE_EVENT_KINDS, type ActResult, type machineDetailAct } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { formatZonedDateTime } from '../../format/time';

type MachineEvent = ActResult<typeof machineDetailAct>['events'][number];

/** Kinds that mean something went wrong stand out (in words too: the kind says it). */
const ALERT_KINDS = new Set<string>([
  'offline',
  'door-jammed',
  'door-forced',
  'fault',
  'battery-low',
  'pickup-locked',
]);

export function eventKindKey(kind: string): string {
  return `machines.events.kinds.${MACHINE_EVENT_KINDS.some((known) => known === kind) ? kind : 'unknown'}`;
}

export function MachineEvents({ events }: { events: readonly MachineEvent[] }) {
  const { t } = useTranslation();
  if (events.length === 0) return <p className="text-body-secondary mb-0">{t('machines.events.empty')}</p>;
  return (
    // A scrolling region is focusable and named, so keyboard users can scroll it too.
    <div className="table-responsive" tabIndex={0} role="region" aria-label={t('machines.events.caption')}>
      <table className="table table-sm align-middle small mb-0" data-testid="machine-events">
        <caption className="visually-hidden">{t('machines.events.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('machines.events.at')}</th>
            <th scope="col">{t('machines.events.kind')}</th>
            <th scope="col">{t('machines.events.compartment')}</th>
            <th scope="col">{t('machines.events.detail')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id} data-testid="machine-event" data-kind={event.kind}>
              <td className="text-nowrap">
                <time dateTime={event.at}>{formatZonedDateTime(event.at)}</time>
              </td>
              <td>
                <span
                  className={`badge ${ALERT_KINDS.has(event.kind) ? 'bg-danger-subtle text-danger-emphasis' : 'bg-body-secondary text-body'}`}
                >
                  {t(eventKindKey(event.kind))}
                </span>
              </td>
              <td>{event.compartment ?? '—'}</td>
              <td className="text-break">{event.detail || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
