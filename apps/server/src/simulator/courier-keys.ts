// The couriers' share of the simulated fleet: before a drop-off the courier presents their key (PIN, QR code or
// tag) through the device call `courier-key`, and the locker opens only when the server allows it; the deposit then
// names the key's carrier. Only the demo's keys are presented (their secrets derive from their id, see
// sections/bluekey/demo-key-secrets.ts), including expired and revoked ones now and then, and a mistyped PIN
// happens, so the uses show refusals as well.
import type { Kysely } from 'kysely';
import type { DeviceAnswer, DeviceCallName, DeviceCallParams, KeyMethod } from '@bluemanager/protocol';
import type { Database } from '../db/schema.js';
import type { Random } from '../db/seed/random.js';
import { carriesDemoSecret, demoKeySecret } from '../sections/bluekey/demo-key-secrets.js';
import '../sections/bluekey/bluekey.tables.js';

/** Plain data, so it travels to the simulator's worker thread. */
export interface CourierCredential {
  method: KeyMethod;
  secret: string;
  /** Whether the key opens now (most presented keys are). */
  live: boolean;
}

/** The demo keys each of `machineIds` may be shown, by machine id. */
export async function courierPlans(
  db: Kysely<Database>,
  machineIds: readonly number[],
  now: Date,
): Promise<Map<number, CourierCredential[]>> {
  const plans = new Map<number, CourierCredential[]>();
  if (machineIds.length === 0) return plans;
  const rows = await db
    .selectFrom('courier_key_places')
    .innerJoin('courier_keys', 'courier_keys.id', 'courier_key_places.key_id')
    .innerJoin('machines', (join) =>
      join
        .onRef('machines.building_id', '=', 'courier_key_places.building_id')
        .on((eb) =>
          eb.or([
            eb('courier_key_places.machine_id', 'is', null),
            eb('courier_key_places.machine_id', '=', eb.ref('machines.id')),
          ]),
        ),
    )
    .select([
      'machines.id as machine_id',
      'courier_keys.id',
      'courier_keys.method',
      'courier_keys.secret_hash',
      'courier_keys.revoked_at',
      'courier_keys.valid_from',
      'courier_keys.valid_to',
    ])
    .where('machines.id', 'in', [...machineIds])
    .execute();
  const at = now.toISOString();
  for (const row of rows) {
    if (!carriesDemoSecret(row)) continue;
    const method = row.method as KeyMethod;
    const list = plans.get(row.machine_id) ?? [];
    list.push({
      method,
      secret: demoKeySecret(method, row.id),
      live: row.revoked_at === null && row.valid_from <= at && row.valid_to > at,
    });
    plans.set(row.machine_id, list);
  }
  return plans;
}

type Call = <N extends DeviceCallName>(name: N, params: DeviceCallParams<N>) => Promise<DeviceAnswer<N>>;

/** A courier at the screen: the carrier the locker let in, or undefined when it stayed shut. */
export async function presentKey(
  couriers: readonly CourierCredential[],
  random: Random,
  call: Call,
): Promise<string | undefined> {
  const live = couriers.filter((courier) => courier.live);
  // Mostly a key that opens; one time in ten an old one (expired, revoked, not yet valid).
  const courier = live.length > 0 && !random.chance(0.1) ? random.pick(live) : random.pick(couriers);
  if (courier.method === 'pin' && random.chance(0.05)) {
    // A slip of the finger: the first try is refused as unknown.
    const typo = courier.secret.replace(/.$/, (digit) => String((Number(digit) + 1) % 10));
    await call('courier-key', { method: 'pin', secret: typo });
  }
  const answer = await call('courier-key', { method: courier.method, secret: courier.secret });
  return answer.ok && answer.data.allowed ? answer.data.carrier : undefined;
}
