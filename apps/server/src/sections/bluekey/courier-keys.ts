// The courier keys: the list (filtered by carrier, state and building), one key with its places, create (the
// secret answered once, only its hash stored) and revoke (at once: the check reads revoked_at on every call).
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import {
  MAX_KEY_DAYS,
  storedPhone,
  type ActParsedParams,
  type ActResult,
  type CourierKeyItem,
  type KeyMethod,
  type KeyPlace,
  type KeyState,
  type courierKeyCreateAct,
  type courierKeyListAct,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import { ActError } from '../../domain/act-error.js';
import { logOperation } from '../../domain/oplog/operation-log.js';
import type { CourierKeyRow } from './bluekey.tables.js';
import type { Writer } from './carriers.js';
import { hashKeySecret, newPin, newQrText, tagHint } from './key-secret.js';

const DAY = 86_400_000;

export function keyState(
  row: Pick<CourierKeyRow, 'revoked_at' | 'valid_from' | 'valid_to'>,
  now: Date,
): KeyState {
  if (row.revoked_at !== null) return 'revoked';
  if (Date.parse(row.valid_to) <= now.getTime()) return 'expired';
  return Date.parse(row.valid_from) > now.getTime() ? 'scheduled' : 'active';
}

type KeyEb = ExpressionBuilder<Database & { carriers: Database['carriers'] }, 'courier_keys' | 'carriers'>;

/** The SQL twin of keyState, for the list's state filter. */
function stateIs(eb: KeyEb, state: KeyState, now: Date): Expression<SqlBool> {
  const at = now.toISOString();
  if (state === 'revoked') return eb('courier_keys.revoked_at', 'is not', null);
  const live = eb('courier_keys.revoked_at', 'is', null);
  if (state === 'expired') return eb.and([live, eb('courier_keys.valid_to', '<=', at)]);
  if (state === 'scheduled')
    return eb.and([live, eb('courier_keys.valid_to', '>', at), eb('courier_keys.valid_from', '>', at)]);
  return eb.and([live, eb('courier_keys.valid_to', '>', at), eb('courier_keys.valid_from', '<=', at)]);
}

const keyQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('courier_keys')
    .innerJoin('carriers', 'carriers.id', 'courier_keys.carrier_id')
    .selectAll('courier_keys')
    .select('carriers.name as carrier')
    .select((eb) =>
      eb
        .selectFrom('courier_key_uses')
        .select((count) => count.fn.countAll().as('n'))
        .whereRef('courier_key_uses.key_id', '=', 'courier_keys.id')
        .as('uses'),
    );

type ListedKey = CourierKeyRow & { carrier: string; uses: number | string | bigint | null };

async function placesOf(db: Kysely<Database>, keyIds: readonly number[]): Promise<Map<number, KeyPlace[]>> {
  const places = new Map<number, KeyPlace[]>();
  if (keyIds.length === 0) return places;
  const rows = await db
    .selectFrom('courier_key_places')
    .innerJoin('buildings', 'buildings.id', 'courier_key_places.building_id')
    .leftJoin('machines', 'machines.id', 'courier_key_places.machine_id')
    .select([
      'courier_key_places.key_id',
      'buildings.id as buid',
      'buildings.name as bname',
      'machines.uuid as muuid',
      'machines.name as mname',
    ])
    .where('courier_key_places.key_id', 'in', [...keyIds])
    .orderBy('buildings.name')
    .orderBy('machines.name')
    .execute();
  for (const row of rows) {
    const list = places.get(row.key_id) ?? [];
    list.push({ buid: row.buid, bname: row.bname, muuid: row.muuid, mname: row.mname ?? '' });
    places.set(row.key_id, list);
  }
  return places;
}

async function toItems(
  db: Kysely<Database>,
  rows: readonly ListedKey[],
  now: Date,
): Promise<CourierKeyItem[]> {
  const places = await placesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    carrier_id: row.carrier_id,
    carrier: row.carrier,
    courier: row.courier,
    phone: row.phone,
    method: row.method as KeyMethod,
    hint: row.hint,
    state: keyState(row, now),
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    places: places.get(row.id) ?? [],
    created_by: row.created_by,
    created_at: row.created_at,
    revoked_at: row.revoked_at,
    revoked_by: row.revoked_by,
    last_used_at: row.last_used_at,
    uses: Number(row.uses ?? 0),
  }));
}

export async function listKeys(
  db: Kysely<Database>,
  params: ActParsedParams<typeof courierKeyListAct>,
  now: Date,
): Promise<ActResult<typeof courierKeyListAct>> {
  const query = keyQuery(db).where((eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (params.q) {
      conditions.push(
        eb.or([
          containsText(eb.ref('courier_keys.courier'), params.q),
          containsText(eb.ref('courier_keys.phone'), params.q),
        ]),
      );
    }
    if (params.carrier_id !== undefined)
      conditions.push(eb('courier_keys.carrier_id', '=', params.carrier_id));
    if (params.state) conditions.push(stateIs(eb, params.state, now));
    if (params.buid !== undefined) {
      conditions.push(
        eb.exists(
          eb
            .selectFrom('courier_key_places')
            .select(sql`1`.as('one'))
            .whereRef('courier_key_places.key_id', '=', 'courier_keys.id')
            .where('courier_key_places.building_id', '=', params.buid),
        ),
      );
    }
    return eb.and(conditions);
  });
  const page = await fetchPage(db, query, params, (ordered) =>
    ordered.orderBy('courier_keys.created_at', 'desc').orderBy('courier_keys.id', 'desc'),
  );
  return { total: page.total, items: await toItems(db, page.items, now) };
}

export async function keyDetail(db: Kysely<Database>, id: number, now: Date): Promise<CourierKeyItem> {
  const row = await keyQuery(db).where('courier_keys.id', '=', id).executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no courier key ${id}.`);
  const [item] = await toItems(db, [row], now);
  if (!item) throw new ActError('NOT_FOUND', `There is no courier key ${id}.`);
  return item;
}

const invalid = (path: string, message: string) =>
  new ActError('INVALID_PARAMS', `${path}: ${message}.`, { issues: [{ path, message }] });

/** The buildings and lockers a key opens: each locker under its building; a building chosen whole covers its lockers. */
async function placesFor(
  db: Kysely<Database>,
  params: { buids: readonly number[]; muuids: readonly string[] },
): Promise<{ building_id: number; machine_id: number | null }[]> {
  const whole = new Set(params.buids);
  const places: { building_id: number; machine_id: number | null }[] = [...whole].map((building_id) => ({
    building_id,
    machine_id: null,
  }));
  if (params.muuids.length > 0) {
    const machines = await db
      .selectFrom('machines')
      .select(['id', 'uuid', 'building_id', 'retired_at'])
      .where('uuid', 'in', [...new Set(params.muuids)])
      .execute();
    for (const uuid of new Set(params.muuids)) {
      const machine = machines.find((row) => row.uuid === uuid);
      if (!machine || machine.retired_at !== null)
        throw invalid('muuids', 'one of the lockers is no longer in service');
      if (!whole.has(machine.building_id))
        places.push({ building_id: machine.building_id, machine_id: machine.id });
    }
  }
  return places;
}

export async function createKey(
  db: Kysely<Database>,
  params: ActParsedParams<typeof courierKeyCreateAct>,
  writer: Writer,
): Promise<ActResult<typeof courierKeyCreateAct>> {
  const from = Date.parse(params.valid_from);
  const to = Date.parse(params.valid_to);
  if (to <= writer.now.getTime()) throw invalid('valid_to', 'the key must end in the future');
  if (to - Math.max(from, writer.now.getTime()) > MAX_KEY_DAYS * DAY) {
    throw invalid('valid_to', `a key lives at most ${MAX_KEY_DAYS} days`);
  }
  const carrier = await db
    .selectFrom('carriers')
    .select(['name', 'active'])
    .where('id', '=', params.carrier_id)
    .executeTakeFirstOrThrow();
  if (carrier.active !== 1) throw invalid('carrier_id', `${carrier.name} is inactive: activate it first`);
  const places = await placesFor(db, params);
  const secret =
    params.method === 'pin' ? newPin() : params.method === 'qr' ? newQrText() : (params.tag ?? '');
  const secretHash = hashKeySecret(params.method, secret);
  const at = writer.now.toISOString();
  const id = await db.transaction().execute(async (trx) => {
    // One live key per secret: a tag (or, by chance, a drawn PIN) on a key that still opens is refused.
    const clash = await trx
      .selectFrom('courier_keys')
      .select('id')
      .where('secret_hash', '=', secretHash)
      .where('revoked_at', 'is', null)
      .where('valid_to', '>', at)
      .executeTakeFirst();
    if (clash) {
      if (params.method === 'tag') {
        throw new ActError(
          'CONFLICT',
          'This tag is on another courier key that still opens: revoke that one first.',
          {
            issues: [{ path: 'tag', message: 'this tag is on another key that still opens' }],
          },
        );
      }
      throw new ActError('CONFLICT', 'The drawn secret is in use: please try again.');
    }
    const inserted = await trx
      .insertInto('courier_keys')
      .values({
        carrier_id: params.carrier_id,
        courier: params.courier,
        phone: storedPhone(params.phone),
        method: params.method,
        secret_hash: secretHash,
        hint: params.method === 'tag' ? tagHint(secret) : '',
        valid_from: new Date(from).toISOString(),
        valid_to: new Date(to).toISOString(),
        created_by: writer.actor.username,
        created_at: at,
        revoked_at: null,
        revoked_by: '',
        last_used_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('courier_key_places')
      .values(places.map((place) => ({ key_id: inserted.id, ...place })))
      .execute();
    // Never the secret: the log says who, for which carrier, how and until when.
    await logOperation(trx, {
      operation: 'courier-key-created',
      target: params.courier,
      actor: writer.actor,
      now: writer.now,
      changes: {
        before: {},
        after: {
          carrier: carrier.name,
          method: params.method,
          valid_from: params.valid_from,
          valid_to: params.valid_to,
        },
      },
    });
    return inserted.id;
  });
  return { key: await keyDetail(db, id, writer.now), secret: params.method === 'tag' ? null : secret };
}

export async function revokeKey(db: Kysely<Database>, id: number, writer: Writer): Promise<CourierKeyItem> {
  await db.transaction().execute(async (trx) => {
    const key = await trx
      .selectFrom('courier_keys')
      .select(['courier', 'revoked_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (key.revoked_at !== null)
      throw new ActError('CONFLICT', `The key of ${key.courier} is already revoked.`);
    await trx
      .updateTable('courier_keys')
      .set({ revoked_at: writer.now.toISOString(), revoked_by: writer.actor.username })
      .where('id', '=', id)
      .execute();
    await logOperation(trx, {
      operation: 'courier-key-revoked',
      target: key.courier,
      actor: writer.actor,
      now: writer.now,
    });
  });
  return keyDetail(db, id, writer.now);
}
