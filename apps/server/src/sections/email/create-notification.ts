// The notification service (act 63001, POST /api/notifications/create): queues the message into the outbox the
// dispatcher sends, in one transaction with the call's record and its log entry. A repeated idempotency key of the
// same caller answers the first call's answer and queues nothing: the key's unique index makes a concurrent repeat
// wait for the first call's commit and then find its row.
import type { Kysely } from 'kysely';
import {
  REQUIRED_PLACEHOLDERS,
  type ActParsedParams,
  type ActResult,
  type notificationCreateAct,
} from '@bluemanager/protocol';
import { ActError } from '../../domain/act-error.js';
import type { Database } from '../../db/schema.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import { CODE_MASK } from '../sms/pickup-code-secrecy.js';
import { queuedMessage, templateIn } from '../sms/outbox-row.js';
import { isNotificationLanguage } from '../sms/notification-kinds.js';
import { notificationTarget } from './notification-recipient.js';
import { afterQuietHours, quietHoursOf } from './quiet-hours.js';
import './notification-tables.js';

type Params = ActParsedParams<typeof notificationCreateAct>;
type Answer = ActResult<typeof notificationCreateAct>;

export interface NotificationWriter {
  actor: OperationActor;
  now: Date;
}

async function earlierAnswer(
  db: Kysely<Database>,
  caller: string,
  key: string | undefined,
): Promise<Answer | undefined> {
  if (key === undefined) return undefined;
  const row = await db
    .selectFrom('notification_requests')
    .select('answer')
    .where('caller', '=', caller)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? { ...(JSON.parse(row.answer) as Answer), replayed: true } : undefined;
}

export async function createNotification(
  db: Kysely<Database>,
  params: Params,
  writer: NotificationWriter,
): Promise<Answer> {
  const missing = REQUIRED_PLACEHOLDERS[params.event].filter((name) => !params.data[name]);
  if (missing.length > 0)
    throw new ActError('INVALID_PARAMS', `data: ${params.event} needs ${missing.join(', ')}.`, {
      issues: [{ path: 'data', message: `${params.event} needs ${missing.join(', ')}` }],
    });
  const caller = writer.actor.username;
  const earlier = await earlierAnswer(db, caller, params.idempotency_key);
  if (earlier) return earlier;
  return db.transaction().execute(async (trx) => {
    const target = await notificationTarget(trx, params);
    const building = await trx
      .selectFrom('buildings')
      .select(['id', 'name', 'timezone', 'notify_language'])
      .where('id', '=', target.buildingId)
      .executeTakeFirst();
    if (!building) throw new ActError('NOT_FOUND', `There is no building ${target.buildingId}.`);
    const taken = await trx
      .insertInto('notification_requests')
      .values({
        caller,
        idempotency_key: params.idempotency_key ?? null,
        event: params.event,
        building_id: building.id,
        member_id: target.memberId,
        created_at: writer.now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['caller', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!taken) {
      // The same key committed while this call waited: answer what it queued.
      const answer = await earlierAnswer(trx, caller, params.idempotency_key);
      if (answer) return answer;
      throw new ActError('CONFLICT', 'This idempotency key is in use by a call that did not finish.');
    }
    const language =
      target.language && isNotificationLanguage(target.language)
        ? target.language
        : isNotificationLanguage(building.notify_language)
          ? building.notify_language
          : 'en';
    const templates = await trx
      .selectFrom('notification_templates')
      .select(['channel', 'language', 'subject', 'body'])
      .where('event', '=', params.event)
      .where('language', 'in', [language, 'en'])
      .execute();
    const { code, ...data } = params.data;
    const values = {
      recipient: target.name,
      building: building.name,
      ...data,
      code: code === undefined ? '' : CODE_MASK,
    };
    const template = (channel: string) => {
      const found = templateIn(templates, language, (t) => t.channel === channel);
      if (!found) throw new ActError('CONFLICT', `There is no ${channel} template for ${params.event}.`);
      return found;
    };
    const sendAfter =
      params.event === 'reminder'
        ? afterQuietHours(writer.now, building.timezone, await quietHoursOf(trx, building.id))
        : writer.now;
    const row = queuedMessage(
      {
        parcelId: null,
        buildingId: building.id,
        event: params.event,
        channel: target.primary.channel,
        recipient: target.primary.recipient,
        template: template(target.primary.channel),
        values,
        ...(code !== undefined ? { secret: code } : {}),
      },
      writer.now,
    );
    const message = await trx
      .insertInto('messages')
      .values({ ...row, next_attempt_at: sendAfter.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (target.fallback !== null) {
      const email = queuedMessage(
        {
          parcelId: null,
          buildingId: building.id,
          event: params.event,
          channel: 'email',
          recipient: target.fallback,
          template: template('email'),
          values,
        },
        writer.now,
      );
      await trx
        .insertInto('message_fallbacks')
        .values({
          message_id: message.id,
          recipient: target.fallback,
          language: email.language,
          subject: email.subject,
          body: email.body,
          secret: code ?? null,
        })
        .execute();
    }
    const answer: Answer = {
      request: taken.id,
      replayed: false,
      messages: [
        {
          id: message.id,
          channel: target.primary.channel,
          recipient: target.primary.recipient,
          send_after: sendAfter.toISOString(),
        },
      ],
      fallback: target.fallback === null ? null : { channel: 'email', recipient: target.fallback },
    };
    await trx
      .updateTable('notification_requests')
      .set({ answer: JSON.stringify(answer) })
      .where('id', '=', taken.id)
      .execute();
    await logOperation(trx, {
      operation: 'notification-queued',
      target: target.primary.recipient,
      actor: writer.actor,
      now: writer.now,
      buildingId: building.id,
      detail: `${params.event} by ${target.primary.channel}${params.idempotency_key ? `, key ${params.idempotency_key}` : ''}`,
    });
    return answer;
  });
}
