// BlueKey's demo: spec §9's known carriers with logos (drawn here and passed through the image upload's own
// pipeline), a few couriers per carrier with keys in every state for the demo's parcel lockers, and a fortnight of
// uses at those lockers, allowed and refused. Key secrets are derived from the key's id (demo-key-secrets.ts), so the
// running demo fleet presents the same keys again.
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { KEY_METHODS, KNOWN_CARRIERS, type KeyMethod, type KeyRefusal } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { insertRows } from '../../db/seed/insert-rows.js';
import { createRandom, seedFrom } from '../../db/seed/random.js';
import type { SectionSeedContext } from '../define-server-section.js';
import { logoDataUrl } from './carrier-logo.js';
import { demoKeySecret } from './demo-key-secrets.js';
import { hashKeySecret, tagHint } from './key-secret.js';
import './bluekey.tables.js';

const DAY = 86_400_000;

/** Each carrier's colours, as its vans are painted. */
const COLOURS: Readonly<Record<string, readonly [string, string]>> = {
  Amazon: ['#232f3e', '#ff9900'],
  Purolator: ['#d71920', '#ffffff'],
  UPS: ['#351c15', '#ffb500'],
  DHL: ['#ffcc00', '#d40511'],
  Canpar: ['#0a3d7a', '#ffffff'],
  'Canada Post': ['#da291c', '#ffffff'],
  FedEx: ['#4d148c', '#ff6600'],
  Intelcom: ['#00a3e0', '#ffffff'],
};

const FIRST = [
  'Marc',
  'Priya',
  'Jonah',
  'Sofia',
  'Kwame',
  'Léa',
  'Daniel',
  'Mei',
  'Omar',
  'Chloé',
  'Ravi',
  'Ana',
];
const LAST = ['Tremblay', 'Singh', 'Roy', 'Costa', 'Mensah', 'Gagnon', 'Chen', 'Haddad', 'Martin', 'Patel'];

/** A simple logo: the carrier's code on its colours, as a PNG like one a person would upload. */
async function drawnLogo(code: string, [background, ink]: readonly [string, string]): Promise<Buffer> {
  const size = code.length > 4 ? 40 : 56;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">` +
    `<rect x="8" y="8" width="240" height="240" rx="40" fill="${background}"/>` +
    `<rect x="40" y="176" width="176" height="12" rx="6" fill="${ink}"/>` +
    `<text x="128" y="146" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${size}" ` +
    `fill="${ink}" text-anchor="middle">${code}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function seedBlueKey(
  db: Kysely<Database>,
  context: SectionSeedContext,
): Promise<Readonly<Record<string, number>>> {
  const random = createRandom(seedFrom(`bluekey:${context.now.toISOString()}`));
  const at = context.now.toISOString();
  const carriers: { id: number; name: string }[] = [];
  for (const known of KNOWN_CARRIERS) {
    const logo = await logoDataUrl(
      await drawnLogo(known.code, COLOURS[known.name] ?? ['#0d6efd', '#ffffff']),
    );
    const { id } = await db
      .insertInto('carriers')
      .values({ name: known.name, code: known.code, logo, active: 1, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    carriers.push({ id, name: known.name });
  }
  // The parcel lockers in service: keys open them, uses happen at them.
  const lockers = await db
    .selectFrom('machines')
    .select(['id', 'building_id'])
    .where('family', '=', 'main')
    .where('retired_at', 'is', null)
    .orderBy('id')
    .execute();
  const buildings = [...new Set(lockers.map((locker) => locker.building_id))];
  if (buildings.length === 0) return { carriers: carriers.length };
  let keys = 0;
  const uses: Parameters<typeof insertRows<'courier_key_uses'>>[2][number][] = [];
  let courierIndex = 0;
  for (const [carrierIndex, carrier] of carriers.entries()) {
    for (let n = 0; n < 3; n++) {
      courierIndex++;
      const method: KeyMethod = KEY_METHODS[courierIndex % KEY_METHODS.length] ?? 'pin';
      // Most keys open now; one in four ended, started later, or was revoked, so each state has rows.
      const state = n < 2 ? 'active' : (['expired', 'scheduled', 'revoked'] as const)[carrierIndex % 3];
      const from =
        state === 'scheduled'
          ? context.now.getTime() + 3 * DAY
          : context.now.getTime() - random.int(20, 90) * DAY;
      const to = state === 'expired' ? context.now.getTime() - random.int(1, 5) * DAY : from + 180 * DAY;
      const courier = `${random.pick(FIRST)} ${random.pick(LAST)}`;
      const { id } = await db
        .insertInto('courier_keys')
        .values({
          carrier_id: carrier.id,
          courier,
          phone: `416555${String(1000 + courierIndex * 37).slice(-4)}`,
          method,
          secret_hash: 'pending',
          hint: '',
          valid_from: new Date(from).toISOString(),
          valid_to: new Date(to).toISOString(),
          created_by: 'sysadmin',
          created_at: new Date(Math.min(from, context.now.getTime()) - DAY).toISOString(),
          revoked_at: state === 'revoked' ? new Date(context.now.getTime() - 2 * DAY).toISOString() : null,
          revoked_by: state === 'revoked' ? 'sysadmin' : '',
          last_used_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const secret = demoKeySecret(method, id);
      // Two buildings each; the revoked and expired keys were used before they stopped.
      const places = random.shuffle(buildings).slice(0, Math.min(2, buildings.length));
      await db
        .updateTable('courier_keys')
        .set({ secret_hash: hashKeySecret(method, secret), hint: method === 'tag' ? tagHint(secret) : '' })
        .where('id', '=', id)
        .execute();
      await insertRows(
        db,
        'courier_key_places',
        places.map((building_id) => ({ key_id: id, building_id, machine_id: null })),
      );
      keys++;
      if (state === 'scheduled') continue;
      const here = lockers.filter((locker) => places.includes(locker.building_id));
      let last: string | null = null;
      for (let day = 14; day >= 1; day--) {
        if (!random.chance(0.6)) continue;
        const locker = random.pick(here);
        const time = context.now.getTime() - day * DAY + random.int(8, 18) * 3_600_000;
        const stopped =
          state === 'expired' ? to : state === 'revoked' ? context.now.getTime() - 2 * DAY : Infinity;
        const reason: KeyRefusal | null = time < stopped ? null : state === 'expired' ? 'expired' : 'revoked';
        const when = new Date(time).toISOString();
        uses.push({
          key_id: id,
          carrier_id: carrier.id,
          machine_id: locker.id,
          building_id: locker.building_id,
          method,
          allowed: reason === null ? 1 : 0,
          reason: reason ?? '',
          at: when,
        });
        if (reason === null) last = when;
      }
      if (last)
        await db.updateTable('courier_keys').set({ last_used_at: last }).where('id', '=', id).execute();
    }
  }
  // A courier of another locker network tried a PIN here now and then, and a key at a locker it does not open.
  for (let n = 0; n < 6; n++) {
    const locker = random.pick(lockers);
    uses.push({
      key_id: null,
      carrier_id: null,
      machine_id: locker.id,
      building_id: locker.building_id,
      method: 'pin',
      allowed: 0,
      reason: 'unknown',
      at: new Date(
        context.now.getTime() - random.int(1, 13) * DAY - random.int(0, 8) * 3_600_000,
      ).toISOString(),
    });
  }
  await insertRows(db, 'courier_key_uses', uses);
  return { carriers: carriers.length, courier_keys: keys, courier_key_uses: uses.length };
}
