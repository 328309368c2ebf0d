// Drop-off codes: six digits like a pickup code, hashed with the locker they open (the parcels' own pickup-code
// functions), unique among that locker's shipments waiting for a drop-off. The code itself goes back to the caller
// once and is stored nowhere.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { hashPickupCode, newPickupCode } from '../parcels/pickup-code.js';

export const dropOffHash = hashPickupCode;

export async function newDropOffCode(
  trx: Kysely<Database>,
  machineId: number,
): Promise<{ code: string; hash: string }> {
  for (;;) {
    const code = newPickupCode();
    const hash = hashPickupCode(machineId, code);
    const taken = await trx
      .selectFrom('express_shipments')
      .select('id')
      .where('machine_id', '=', machineId)
      .where('code_hash', '=', hash)
      .executeTakeFirst();
    if (!taken) return { code, hash };
  }
}
