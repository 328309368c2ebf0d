// A machine named by uuid. The dispatcher has already checked it against the caller's scope (the act declares
// `uuid: 'machine'`), so what is left is a machine that does not exist for a caller who reaches every building.
import type { Kysely } from 'kysely';
import { ActError } from '../../domain/act-error.js';
import type { Database, MachineRow } from '../../db/schema.js';

export async function machineByUuid(db: Kysely<Database>, uuid: string): Promise<MachineRow> {
  const machine = await db.selectFrom('machines').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  if (!machine) throw new ActError('NOT_FOUND', `There is no locker ${uuid}.`);
  return machine;
}
