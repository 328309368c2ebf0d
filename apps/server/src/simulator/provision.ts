// Creates (or refreshes) N simulated lockers with known credentials in a building of their own, so the simulator
// can drive them through the device channel like real machines.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { devicePublicKey } from '../domain/devices/device-keys.js';
import { installMachine } from '../sections/machines/install-machine.js';
import { SIMULATOR_BUILDING, SIMULATOR_MODEL, simulatorCredentials } from './sim-credentials.js';

const SIZES = ['S', 'S', 'M', 'M', 'M', 'L', 'L', 'XL'] as const;
export const SIMULATOR_LAYOUT = Array.from({ length: 12 }, (_, i) => ({
  label: `${String.fromCharCode(65 + Math.floor(i / 6))}${String((i % 6) + 1).padStart(2, '0')}`,
  size: SIZES[i % SIZES.length] as string,
  category: 'parcel' as const,
}));

export async function provisionSimulatorMachines(
  db: Kysely<Database>,
  options: { count: number; passphrase: string; now: Date },
): Promise<{ buildingId: number; created: number; refreshed: number }> {
  const at = options.now.toISOString();
  const credentials = simulatorCredentials(options.passphrase, options.count);
  return db.transaction().execute(async (trx) => {
    const partner = await trx.selectFrom('partners').select('code').orderBy('code').executeTakeFirst();
    if (!partner) throw new Error('the database has no partner: seed it first (start the server once)');
    let building = await trx
      .selectFrom('buildings')
      .select(['id', 'address'])
      .where('name', '=', SIMULATOR_BUILDING)
      .executeTakeFirst();
    if (!building) {
      const address = '1 Simulation Way|Toronto|ON|M5V 0A1|Canada';
      const { id } = await trx
        .insertInto('buildings')
        .values({
          name: SIMULATOR_BUILDING,
          address,
          partner: partner.code,
          timezone: 'America/Toronto',
          overdue_hours: 72,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      building = { id, address };
    }
    let model = await trx
      .selectFrom('machine_models')
      .select(['id', 'mm', 'family'])
      .where('name', '=', SIMULATOR_MODEL)
      .executeTakeFirst();
    if (!model) {
      model = await trx
        .insertInto('machine_models')
        .values({
          name: SIMULATOR_MODEL,
          mm: 1,
          family: 'main',
          layout: JSON.stringify(SIMULATOR_LAYOUT),
          retired_at: null,
          created_at: at,
          updated_at: at,
        })
        .returning(['id', 'mm', 'family'])
        .executeTakeFirstOrThrow();
    }
    const existing = new Set(
      (await trx.selectFrom('machines').select('uuid').where('building_id', '=', building.id).execute()).map(
        (row) => row.uuid,
      ),
    );
    let created = 0;
    let refreshed = 0;
    for (const credential of credentials) {
      const key = devicePublicKey(credential.secret);
      if (existing.has(credential.uuid)) {
        await trx
          .updateTable('machines')
          .set({ device_key: key, retired_at: null })
          .where('uuid', '=', credential.uuid)
          .execute();
        refreshed++;
        continue;
      }
      await installMachine(trx, {
        uuid: credential.uuid,
        name: `${SIMULATOR_BUILDING}#Locker ${credential.index}`,
        model: { ...model, layout: SIMULATOR_LAYOUT },
        building,
        deviceKey: key,
        at: options.now,
        detail: 'simulator',
      });
      created++;
    }
    return { buildingId: building.id, created, refreshed };
  });
}
