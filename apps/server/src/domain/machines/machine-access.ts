// A machine named by uuid, checked against the caller's scope. Outside a limited scope, a machine that does not
// exist and one that is someone else's answer alike, as buildings do.
import type { Kysely } from 'kysely';
import { ActError } from '../../act-channel/act-error.js';
import type { Database, MachineRow } from '../../db/schema.js';
import { scopeReaches, type BuildingScope } from '../buildings/scope.js';

export async function machineInScope(
  db: Kysely<Database>,
  scope: BuildingScope,
  uuid: string,
): Promise<MachineRow> {
  const machine = await db.selectFrom('machines').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  if (scope.kind === 'some' && (!machine || !scopeReaches(scope, machine.building_id))) {
    throw new ActError('FORBIDDEN', `Locker ${uuid} is not one of yours.`);
  }
  if (!machine) throw new ActError('NOT_FOUND', `There is no locker ${uuid}.`);
  return machine;
}
