// Tells a building's managers by email what its lockers need: a locker gone offline, a jammed door or a fault,
// parcels past the overdue threshold. Written into the outbox inside the transaction of the change that causes
// it, like the recipient messages, and only for buildings whose notification preferences ask for it and that
// name an address to send to (Locker Settings, 'Notifications').
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isNotificationLanguage, type StaffAlertEvent } from './notification-kinds.js';
import { lockerInText, queuedMessage, templateIn } from './outbox-row.js';

export interface StaffAlert {
  buildingId: number;
  event: StaffAlertEvent;
  /** The machine's name ('building#place' parts), when the alert is about one locker. */
  locker?: string;
  detail?: string;
  count?: number;
}

const PREFERENCE = {
  'locker-offline': 'notify_offline',
  'locker-fault': 'notify_faults',
  'parcels-overdue': 'notify_overdue',
} as const satisfies Record<StaffAlertEvent, keyof Database['buildings']>;

/** The building's "email" preference may list several addresses, separated by commas, semicolons or spaces. */
export function alertAddresses(field: string): string[] {
  return [...new Set(field.split(/[\s,;]+/).filter((part) => /^[^@\s]+@[^@\s]+$/.test(part)))];
}

export async function queueStaffAlerts(
  trx: Kysely<Database>,
  alerts: readonly StaffAlert[],
  now: Date,
): Promise<number> {
  if (alerts.length === 0) return 0;
  const buildings = await trx
    .selectFrom('buildings')
    .select([
      'id',
      'name',
      'notify_email',
      'notify_language',
      'notify_offline',
      'notify_faults',
      'notify_overdue',
    ])
    .where('id', 'in', [...new Set(alerts.map((alert) => alert.buildingId))])
    .execute();
  const templates = await trx
    .selectFrom('notification_templates')
    .select(['event', 'language', 'subject', 'body'])
    .where('channel', '=', 'email')
    .where('event', 'in', [...new Set(alerts.map((alert) => alert.event))])
    .execute();
  const rows = alerts.flatMap((alert) => {
    const building = buildings.find((row) => row.id === alert.buildingId);
    if (!building || building[PREFERENCE[alert.event]] !== 1) return [];
    const language = isNotificationLanguage(building.notify_language) ? building.notify_language : 'en';
    const template = templateIn(templates, language, (t) => t.event === alert.event);
    if (!template) return [];
    const values = {
      building: building.name,
      locker: alert.locker === undefined ? '' : lockerInText(alert.locker),
      detail: alert.detail ?? '',
      count: alert.count === undefined ? '' : String(alert.count),
    };
    return alertAddresses(building.notify_email).map((recipient) =>
      queuedMessage(
        {
          parcelId: null,
          buildingId: building.id,
          event: alert.event,
          channel: 'email',
          recipient,
          template,
          values,
        },
        now,
      ),
    );
  });
  if (rows.length > 0) await trx.insertInto('messages').values(rows).execute();
  return rows.length;
}
