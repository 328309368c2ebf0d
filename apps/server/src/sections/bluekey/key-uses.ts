// The uses of courier keys: every check at a locker, allowed or refused, newest first; of one key, one carrier's
// keys, or all. An unknown key's use belongs to no key and no carrier, so it shows only in the whole list.
import type { Kysely } from 'kysely';
import type { ActParsedParams, ActResult, KeyMethod, KeyRefusal, keyUseListAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';

export async function listKeyUses(
  db: Kysely<Database>,
  params: ActParsedParams<typeof keyUseListAct>,
): Promise<ActResult<typeof keyUseListAct>> {
  let query = db
    .selectFrom('courier_key_uses')
    .innerJoin('buildings', 'buildings.id', 'courier_key_uses.building_id')
    .innerJoin('machines', 'machines.id', 'courier_key_uses.machine_id')
    .leftJoin('courier_keys', 'courier_keys.id', 'courier_key_uses.key_id')
    .leftJoin('carriers', 'carriers.id', 'courier_key_uses.carrier_id')
    .select([
      'courier_key_uses.id',
      'courier_key_uses.key_id',
      'courier_key_uses.method',
      'courier_key_uses.allowed',
      'courier_key_uses.reason',
      'courier_key_uses.at',
      'courier_keys.courier',
      'carriers.name as carrier',
      'buildings.name as bname',
      'machines.name as mname',
    ]);
  if (params.key_id !== undefined) query = query.where('courier_key_uses.key_id', '=', params.key_id);
  if (params.carrier_id !== undefined)
    query = query.where('courier_key_uses.carrier_id', '=', params.carrier_id);
  if (params.allowed !== undefined)
    query = query.where('courier_key_uses.allowed', '=', params.allowed ? 1 : 0);
  const page = await fetchPage(db, query, params, (ordered) =>
    ordered.orderBy('courier_key_uses.at', 'desc').orderBy('courier_key_uses.id', 'desc'),
  );
  return {
    total: page.total,
    items: page.items.map((row) => ({
      id: row.id,
      key_id: row.key_id,
      courier: row.courier ?? '',
      carrier: row.carrier ?? '',
      method: row.method as KeyMethod,
      allowed: row.allowed === 1,
      reason: row.allowed === 1 ? null : (row.reason as KeyRefusal),
      bname: row.bname,
      mname: row.mname,
      at: row.at,
    })),
  };
}
