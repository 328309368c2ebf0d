// The webhooks list's columns and a webhook's delivery log columns, declared for the shared DataTable.
import type { ActResult, webhookDeliveriesAct } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { formatZonedDateTime } from '../../format/time';
import { deliveryProblem } from './delivery-problem';
import type { Webhook } from './webhook-draft';

export type Delivery = ActResult<typeof webhookDeliveriesAct>['items'][number];

const STATE_BADGE = {
  pending: 'text-bg-warning',
  delivered: 'text-bg-success',
  failed: 'text-bg-danger',
} as const;

export const deliveriesRoute = (id: number) => `/web-service/webhooks/${id}`;

export function webhookColumns(t: TFunction, locale: string): DataColumn<Webhook>[] {
  const when = (value: string | null) => (value ? formatZonedDateTime(value, undefined, locale) : '');
  const events = (row: Webhook) =>
    row.events.map((event) => t(`webService.webhooks.event.${event}`)).join(', ');
  const building = (row: Webhook) => row.building_name ?? t('webService.webhooks.allBuildings');
  const state = (row: Webhook) => (row.active ? t('webService.webhooks.on') : t('webService.webhooks.off'));
  return [
    {
      id: 'url',
      header: t('webService.webhooks.columns.url'),
      hideable: false,
      csv: (row) => row.url,
      cell: (row) => (
        <Link className="text-break fw-semibold" to={deliveriesRoute(row.id)}>
          {row.url}
        </Link>
      ),
    },
    { id: 'events', header: t('webService.webhooks.columns.events'), csv: events, cell: events },
    { id: 'building', header: t('webService.webhooks.columns.building'), csv: building, cell: building },
    {
      id: 'state',
      header: t('webService.webhooks.columns.state'),
      csv: state,
      cell: (row) => (
        <span className={`badge ${row.active ? 'text-bg-success' : 'text-bg-secondary'}`}>{state(row)}</span>
      ),
    },
    {
      id: 'deliveries',
      header: t('webService.webhooks.columns.deliveries'),
      className: 'small',
      csv: (row) => t('webService.webhooks.counts', { pending: row.pending, failed: row.failed }),
      cell: (row) => t('webService.webhooks.counts', { pending: row.pending, failed: row.failed }),
    },
    {
      id: 'last',
      header: t('webService.webhooks.columns.last'),
      className: 'text-nowrap small',
      csv: (row) => row.last_delivery_at ?? '',
      cell: (row) => when(row.last_delivery_at),
    },
  ];
}

export function deliveryColumns(t: TFunction, locale: string): DataColumn<Delivery>[] {
  const when = (value: string | null) => (value ? formatZonedDateTime(value, undefined, locale) : '');
  const event = (row: Delivery) => t(`webService.webhooks.event.${row.event}`);
  const state = (row: Delivery) => t(`webService.webhooks.state.${row.state}`);
  return [
    { id: 'event', header: t('webService.webhooks.eventColumn'), hideable: false, csv: event, cell: event },
    {
      id: 'state',
      header: t('webService.webhooks.stateColumn'),
      csv: state,
      cell: (row) => (
        <>
          <span className={`badge ${STATE_BADGE[row.state]}`}>{state(row)}</span>
          <div className="small text-body-secondary">
            {t('webService.webhooks.attempts', { count: row.attempts })}
          </div>
        </>
      ),
    },
    {
      id: 'answer',
      header: t('webService.webhooks.answerColumn'),
      className: 'small',
      csv: (row) =>
        [row.status_code === null ? '' : `HTTP ${row.status_code}`, row.error ?? ''].join(' ').trim(),
      cell: (row) => {
        // The kind of failure in the reader's words; the server's technical text stays in the CSV.
        const kind = deliveryProblem(row.error);
        return (
          <>
            {row.status_code !== null && <div>HTTP {row.status_code}</div>}
            {kind && (
              <div className="text-danger" data-testid="delivery-problem">
                {t(`webService.webhooks.problems.${kind}`)}
              </div>
            )}
          </>
        );
      },
    },
    {
      id: 'time',
      header: t('webService.webhooks.timeColumn'),
      className: 'small',
      csv: (row) => row.last_attempt_at ?? row.created_at,
      cell: (row) => (
        <>
          <div>{when(row.last_attempt_at ?? row.created_at)}</div>
          {row.next_attempt_at && (
            <div className="text-body-secondary">
              {t('webService.webhooks.nextTry', { when: when(row.next_attempt_at) })}
            </div>
          )}
        </>
      ),
    },
  ];
}
