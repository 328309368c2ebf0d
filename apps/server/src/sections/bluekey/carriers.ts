// The carrier rows: the list, one carrier, create and update, each write in one transaction with its log entry.
// Names and codes are unique (the database refuses a repeat too); a carrier's active keys are counted in the query.
import type { Kysely } from 'kysely';
import type {
  ActParsedParams,
  ActResult,
  CarrierItem,
  carrierCreateAct,
  carrierListAct,
  carrierUpdateAct,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import { ActError } from '../../domain/act-error.js';
import { changedFields, logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import type { CarrierRow } from './bluekey.tables.js';

export interface Writer {
  actor: OperationActor;
  now: Date;
}

type ListedCarrier = CarrierRow & { keys: number | string | bigint | null };

function carrierQuery(db: Kysely<Database>, now: Date) {
  const at = now.toISOString();
  return db
    .selectFrom('carriers')
    .selectAll('carriers')
    .select((eb) =>
      eb
        .selectFrom('courier_keys')
        .select((count) => count.fn.countAll().as('n'))
        .whereRef('courier_keys.carrier_id', '=', 'carriers.id')
        .where('courier_keys.revoked_at', 'is', null)
        .where('courier_keys.valid_from', '<=', at)
        .where('courier_keys.valid_to', '>', at)
        .as('keys'),
    );
}

export function toCarrierItem(row: ListedCarrier): CarrierItem {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    logo: row.logo,
    active: row.active === 1,
    keys: Number(row.keys ?? 0),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function listCarriers(
  db: Kysely<Database>,
  params: ActParsedParams<typeof carrierListAct>,
  now: Date,
): Promise<ActResult<typeof carrierListAct>> {
  const query = carrierQuery(db, now).where((eb) => {
    const conditions = [];
    if (params.q) {
      conditions.push(
        eb.or([
          containsText(eb.ref('carriers.name'), params.q),
          containsText(eb.ref('carriers.code'), params.q),
        ]),
      );
    }
    if (params.active !== undefined) conditions.push(eb('carriers.active', '=', params.active ? 1 : 0));
    return eb.and(conditions);
  });
  const page = await fetchPage(db, query, params, (ordered) =>
    ordered.orderBy('carriers.name').orderBy('carriers.id'),
  );
  return { total: page.total, items: page.items.map(toCarrierItem) };
}

export async function carrierDetail(db: Kysely<Database>, id: number, now: Date): Promise<CarrierItem> {
  const row = await carrierQuery(db, now).where('carriers.id', '=', id).executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no carrier ${id}.`);
  return toCarrierItem(row);
}

const taken = (path: 'name' | 'code', value: string) =>
  new ActError('CONFLICT', `Another carrier already has the ${path} ${value}.`, {
    issues: [{ path, message: `another carrier has this ${path}` }],
  });

/** Refuses a name or code another carrier has, in any letter case (the deposits' names are matched as sent). */
async function requireFree(
  db: Kysely<Database>,
  values: { name?: string | undefined; code?: string | undefined },
  except?: number,
): Promise<void> {
  for (const path of ['name', 'code'] as const) {
    const value = values[path];
    if (value === undefined) continue;
    let query = db
      .selectFrom('carriers')
      .select('id')
      .where((eb) => eb(eb.fn('lower', [eb.ref(`carriers.${path}`)]), '=', value.toLowerCase()));
    if (except !== undefined) query = query.where('id', '!=', except);
    if (await query.executeTakeFirst()) throw taken(path, value);
  }
}

export async function createCarrier(
  db: Kysely<Database>,
  params: ActParsedParams<typeof carrierCreateAct>,
  writer: Writer,
): Promise<CarrierItem> {
  const at = writer.now.toISOString();
  const id = await db.transaction().execute(async (trx) => {
    await requireFree(trx, params);
    const inserted = await trx
      .insertInto('carriers')
      .values({
        name: params.name,
        code: params.code,
        logo: '',
        active: params.active ? 1 : 0,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await logOperation(trx, {
      operation: 'carrier-created',
      target: params.name,
      actor: writer.actor,
      now: writer.now,
      changes: { before: {}, after: { name: params.name, code: params.code, active: params.active } },
    });
    return inserted.id;
  });
  return carrierDetail(db, id, writer.now);
}

export async function updateCarrier(
  db: Kysely<Database>,
  params: ActParsedParams<typeof carrierUpdateAct>,
  writer: Writer,
): Promise<CarrierItem> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('carriers')
      .selectAll()
      .where('id', '=', params.id)
      .executeTakeFirstOrThrow();
    await requireFree(trx, params, params.id);
    const next = {
      name: params.name ?? before.name,
      code: params.code ?? before.code,
      active: params.active === undefined ? before.active === 1 : params.active,
      logo: params.logo ?? before.logo,
    };
    const changes = changedFields(
      {
        name: before.name,
        code: before.code,
        active: before.active === 1,
        logo: before.logo === '' ? '' : 'logo',
      },
      { name: next.name, code: next.code, active: next.active, logo: next.logo === '' ? '' : 'logo' },
    );
    if (Object.keys(changes.after).length === 0) return;
    await trx
      .updateTable('carriers')
      .set({
        name: next.name,
        code: next.code,
        active: next.active ? 1 : 0,
        logo: next.logo,
        updated_at: writer.now.toISOString(),
      })
      .where('id', '=', params.id)
      .execute();
    await logOperation(trx, {
      operation: 'carrier-updated',
      target: next.name,
      actor: writer.actor,
      now: writer.now,
      changes,
    });
  });
  return carrierDetail(db, params.id, writer.now);
}

export async function deleteCarrier(
  db: Kysely<Database>,
  id: number,
  writer: Writer,
): Promise<{ deleted: true }> {
  await db.transaction().execute(async (trx) => {
    const carrier = await trx
      .selectFrom('carriers')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const key = await trx
      .selectFrom('courier_keys')
      .select('id')
      .where('carrier_id', '=', id)
      .executeTakeFirst();
    if (key) {
      throw new ActError(
        'CONFLICT',
        `${carrier.name} has courier keys: deactivate it instead, so their history stays.`,
      );
    }
    await trx.deleteFrom('carriers').where('id', '=', id).execute();
    await logOperation(trx, {
      operation: 'carrier-deleted',
      target: carrier.name,
      actor: writer.actor,
      now: writer.now,
    });
  });
  return { deleted: true };
}
