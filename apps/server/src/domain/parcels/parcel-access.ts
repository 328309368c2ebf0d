// Scope checks for ids that are not building uids: a parcel, a locker, a message. Outside one's scope and
// nonexistent answer alike (FORBIDDEN) for a scoped user, so ids reveal nothing; an unscoped admin is told NOT_FOUND.
import type { Kysely } from 'kysely';
import { ActError } from '../../act-channel/act-error.js';
import type { Database } from '../../db/schema.js';
import { scopeReaches, type BuildingScope } from '../buildings/scope.js';

type Noun = 'parcel' | 'locker' | 'message';

function requireReach(
  scope: BuildingScope,
  buildingId: number | undefined,
  noun: Noun,
  id: string | number,
): void {
  if (buildingId !== undefined && scopeReaches(scope, buildingId)) return;
  const name = `${noun[0]?.toUpperCase()}${noun.slice(1)} ${id}`;
  if (scope.kind === 'some') throw new ActError('FORBIDDEN', `${name} is not in one of your buildings.`);
  throw new ActError('NOT_FOUND', `There is no ${noun} ${id}.`);
}

/** The building of a parcel the caller may see. */
export async function requireParcelInScope(
  db: Kysely<Database>,
  scope: BuildingScope,
  parcelId: number,
): Promise<number> {
  const row = await db
    .selectFrom('parcels')
    .select('building_id')
    .where('id', '=', parcelId)
    .executeTakeFirst();
  requireReach(scope, row?.building_id, 'parcel', parcelId);
  return row?.building_id ?? 0;
}

/** The machine id of a locker uuid the caller may see. */
export async function requireMachineInScope(
  db: Kysely<Database>,
  scope: BuildingScope,
  uuid: string,
): Promise<number> {
  const row = await db
    .selectFrom('machines')
    .select(['id', 'building_id'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  requireReach(scope, row?.building_id, 'locker', uuid);
  return row?.id ?? 0;
}

export async function requireMessageInScope(
  db: Kysely<Database>,
  scope: BuildingScope,
  messageId: number,
): Promise<void> {
  const row = await db
    .selectFrom('messages')
    .select('building_id')
    .where('id', '=', messageId)
    .executeTakeFirst();
  requireReach(scope, row?.building_id, 'message', messageId);
}
