// The help button's device call (`help`, see customer-service.device.ts in the protocol): a ticket for the locker,
// or a follow-up on the locker's unresolved help ticket of the same reason, so a person pressing again and again
// makes one ticket, not twenty. Logged as the locker.
import type { Kysely } from 'kysely';
import { ticketNumber, type DeviceCallResult, type helpCall } from '@bluemanager/protocol';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import type { DeviceMachine } from '../../domain/devices/device-auth.js';
import { logOperation } from '../../domain/oplog/operation-log.js';
import './support.table.js';

type HelpParams = z.output<(typeof helpCall)['params']>;

export async function helpAtLocker(
  db: Kysely<Database>,
  machine: DeviceMachine,
  params: HelpParams,
  now: Date,
): Promise<DeviceCallResult<'help'>> {
  const at = now.toISOString();
  const words = params.message === '' ? '' : params.message;
  return db.transaction().execute(async (trx) => {
    const open = await trx
      .selectFrom('support_requests')
      .select(['id', 'state'])
      .where('machine_id', '=', machine.id)
      .where('source', '=', 'locker')
      .where('reason', '=', params.reason)
      .where('state', '!=', 'resolved')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (open) {
      await trx
        .insertInto('support_messages')
        .values({ ticket_id: open.id, kind: 'device', user_id: null, author: machine.name, body: words, at })
        .execute();
      // Pressed again while waiting on the person: it is theirs to answer now.
      await trx
        .updateTable('support_requests')
        .set({ updated_at: at, ...(open.state === 'waiting' ? { state: 'open' } : {}) })
        .where('id', '=', open.id)
        .execute();
      return { ticket: open.id, added: true };
    }
    const inserted = await trx
      .insertInto('support_requests')
      .values({
        building_id: machine.buildingId,
        name: machine.name,
        phone: params.phone,
        email: '',
        subject: '',
        body: words,
        status: 0,
        created_at: at,
        updated_at: at,
        state: 'new',
        priority: 'high',
        source: 'locker',
        reason: params.reason,
        machine_id: machine.id,
        compartment: params.compartment ?? '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await logOperation(trx, {
      operation: 'support-ticket-opened',
      target: ticketNumber(inserted.id),
      actor: { userId: null, username: machine.name, ip: '' },
      now,
      buildingId: machine.buildingId,
    });
    return { ticket: inserted.id, added: false };
  });
}
