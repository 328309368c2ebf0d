// A new building: one row with the settings a building needs from its first day, and the operation log, in one
// transaction. Names are unique across the network (case aside), so two buildings are never told apart by id alone.
import { sql, type Kysely } from 'kysely';
import type { ActParsedParams, createBuildingAct } from '@bluemanager/protocol';
import { ActError } from '../../domain/act-error.js';
import type { Database } from '../../db/schema.js';
import { logFor, type Writer } from '../../act-channel/write.js';

export type NewBuilding = ActParsedParams<typeof createBuildingAct>;

export async function createBuilding(
  db: Kysely<Database>,
  building: NewBuilding,
  writer: Writer,
): Promise<number> {
  const partner = await db
    .selectFrom('partners')
    .select('code')
    .where('code', '=', building.partner)
    .executeTakeFirst();
  if (!partner) {
    throw new ActError('INVALID_PARAMS', `There is no partner ${building.partner}.`, {
      issues: [{ path: 'partner', message: `there is no partner ${building.partner}` }],
    });
  }
  return db.transaction().execute(async (trx) => {
    const twin = await trx
      .selectFrom('buildings')
      .select('id')
      .where(sql<string>`lower(name)`, '=', building.bname.toLowerCase())
      .executeTakeFirst();
    if (twin) {
      throw new ActError('CONFLICT', `A building named ${building.bname} already exists.`, {
        issues: [{ path: 'bname', message: 'a building of this name already exists' }],
      });
    }
    const at = writer.now.toISOString();
    const { id } = await trx
      .insertInto('buildings')
      .values({
        name: building.bname,
        address: building.baddr,
        partner: building.partner,
        timezone: building.timezone,
        overdue_hours: building.overdue_hours,
        reminder_every_hours: building.reminder_every_hours,
        reminder_limit: building.reminder_limit,
        notify_language: building.notify_language,
        contacts: JSON.stringify(building.contacts),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await logFor(trx, writer, {
      operation: 'building-created',
      target: building.bname,
      detail: `${building.baddr.split('|').slice(0, 3).join(', ')} (${building.timezone})`,
      changes: { before: {}, after: { ...building } },
      buildingId: id,
    });
    return id;
  });
}
