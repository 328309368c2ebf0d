// Writes a parcel's recipient messages into the outbox, inside the transaction of the change that causes them;
// the dispatcher sends them after the commit, so a rolled-back change never texts anybody.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  isNotificationLanguage,
  type NotificationEvent,
  type NotificationLanguage,
} from './notification-kinds.js';
import { memberOfParcel } from '../members/parcel-member.js';
import { isOptedOut } from './opt-outs.js';
import { chooseRecipients } from './recipient-choice.js';
import { CODE_MASK } from './pickup-code-secrecy.js';
import { lockerInText, queuedMessage, templateIn } from './outbox-row.js';
import { localTime } from './render-template.js';
import { afterQuietHours, quietHoursOf } from '../email/quiet-hours.js';

export interface ParcelNotification {
  parcelId: number;
  event: NotificationEvent;
  /**
   * The pickup code in the clear, for the messages that carry it. The stored body holds a mask; the code waits in
   * the message's `secret` until the dispatcher hands it to the provider (see pickup-code-secrecy.ts).
   */
  code?: string;
  now: Date;
}

export async function queueParcelNotification(
  trx: Kysely<Database>,
  notification: ParcelNotification,
): Promise<number> {
  const parcel = await trx
    .selectFrom('parcels')
    .innerJoin('buildings', 'buildings.id', 'parcels.building_id')
    .innerJoin('machines', 'machines.id', 'parcels.machine_id')
    .leftJoin('compartments', 'compartments.id', 'parcels.compartment_id')
    .select([
      'parcels.id',
      'parcels.building_id',
      'parcels.carrier',
      'parcels.phone',
      'parcels.email',
      'parcels.recipient',
      'parcels.due_at',
      'buildings.name as building_name',
      'buildings.timezone',
      'buildings.notify_language',
      'machines.name as machine_name',
      'compartments.label as compartment_label',
    ])
    .where('parcels.id', '=', notification.parcelId)
    .executeTakeFirstOrThrow();
  // The member the parcel belongs to chooses the language and the channel; the building's language otherwise.
  const member = await memberOfParcel(trx, parcel.id);
  const language: NotificationLanguage =
    member && isNotificationLanguage(member.language)
      ? member.language
      : isNotificationLanguage(parcel.notify_language)
        ? parcel.notify_language
        : 'en';
  const recipients = chooseRecipients({
    phone: parcel.phone,
    email: parcel.email,
    phoneOptedOut: parcel.phone.trim() !== '' && (await isOptedOut(trx, parcel.phone.trim())),
    ...(member ? { member: { channel: member.channel, email: member.email } } : {}),
  });
  if (recipients.length === 0) return 0;

  const templates = await trx
    .selectFrom('notification_templates')
    .select(['channel', 'language', 'subject', 'body'])
    .where('event', '=', notification.event)
    .where('language', 'in', [language, 'en'])
    .execute();
  const values = {
    recipient: parcel.recipient,
    parcelId: String(parcel.id),
    code: notification.code === undefined ? '' : CODE_MASK,
    carrier: parcel.carrier,
    building: parcel.building_name,
    locker: lockerInText(parcel.machine_name),
    compartment: parcel.compartment_label ?? '',
    due: localTime(parcel.due_at, parcel.timezone),
  };
  const rows = recipients.flatMap(([channel, recipient]) => {
    const template = templateIn(templates, language, (t) => t.channel === channel);
    if (!template) return [];
    return [
      queuedMessage(
        {
          parcelId: parcel.id,
          buildingId: parcel.building_id,
          event: notification.event,
          channel,
          recipient,
          template,
          values,
          ...(notification.code !== undefined ? { secret: notification.code } : {}),
        },
        notification.now,
      ),
    ];
  });
  // A reminder waits for the end of the building's quiet hours; a deposit notice goes at once.
  if (notification.event === 'reminder' && rows.length > 0) {
    const sendAfter = afterQuietHours(
      notification.now,
      parcel.timezone,
      await quietHoursOf(trx, parcel.building_id),
    );
    for (const row of rows) row.next_attempt_at = sendAfter.toISOString();
  }
  if (rows.length > 0) await trx.insertInto('messages').values(rows).execute();
  return rows.length;
}
