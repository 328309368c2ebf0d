// The deposits (act 59008), their ledger (59009) and a settlement by staff (59010).
import { sql, type Kysely } from 'kysely';
import type {
  ActParsedParams,
  ActResult,
  AmenityDepositItem,
  AmenityLedgerItem,
  amenityDepositListAct,
  amenityLedgerAct,
} from '@bluemanager/protocol';
import { AMENITY_LEDGER_ENTRIES } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import { logFor, type Writer } from '../../act-channel/write.js';
import { ActError } from '../../domain/act-error.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import { depositQuery, findDeposit, settleDeposit, toDepositItem } from './amenity-deposit-row.js';

export async function listDeposits(
  db: Kysely<Database>,
  scope: BuildingScope,
  params: ActParsedParams<typeof amenityDepositListAct>,
  now: Date,
): Promise<ActResult<typeof amenityDepositListAct>> {
  const at = now.toISOString();
  let query = depositQuery(db).where((eb) =>
    buildingFilter(eb.ref('machines.building_id'), scope, params.buid),
  );
  if (params.state === 'overdue') {
    query = query.where('amenity_deposits.state', '=', 'held').where('amenity_deposits.due_at', '<', at);
  } else if (params.state) {
    query = query.where('amenity_deposits.state', '=', params.state);
  }
  if (params.q) {
    const q = params.q;
    query = query.where((eb) =>
      eb.or([
        containsText(eb.fn.coalesce('members.name', sql.lit('')), q),
        containsText(eb.ref('amenity_items.name'), q),
        containsText(eb.ref('machines.name'), q),
      ]),
    );
  }
  const page = await fetchPage(db, query, params, (q) =>
    q
      .orderBy(sql`case when amenity_deposits.state = 'held' then 0 else 1 end`)
      .orderBy(
        sql`case when amenity_deposits.state = 'held' and amenity_deposits.due_at < ${at} then 0 else 1 end`,
      )
      .orderBy('amenity_deposits.lent_at', 'desc')
      .orderBy('amenity_deposits.id', 'desc'),
  );
  return { total: page.total, items: page.items.map((row) => toDepositItem(row, now)) };
}

export async function listLedger(
  db: Kysely<Database>,
  scope: BuildingScope,
  params: ActParsedParams<typeof amenityLedgerAct>,
): Promise<ActResult<typeof amenityLedgerAct>> {
  let query = db
    .selectFrom('amenity_ledger')
    .innerJoin('amenity_deposits', 'amenity_deposits.id', 'amenity_ledger.deposit_id')
    .innerJoin('amenity_items', 'amenity_items.id', 'amenity_deposits.item_id')
    .innerJoin('machines', 'machines.id', 'amenity_deposits.machine_id')
    .innerJoin('buildings', 'buildings.id', 'machines.building_id')
    .leftJoin('members', 'members.id', 'amenity_deposits.member_id')
    .where((eb) => buildingFilter(eb.ref('machines.building_id'), scope, params.buid));
  if (params.entry) query = query.where('amenity_ledger.entry', '=', params.entry);
  const listed = query.select([
    'amenity_ledger.id',
    'amenity_ledger.at',
    'amenity_ledger.deposit_id',
    'amenity_ledger.entry',
    'amenity_ledger.amount_cents',
    'amenity_ledger.currency',
    'amenity_ledger.note',
    'amenity_items.name as item',
    'members.name as member',
    'buildings.name as bname',
    'buildings.timezone',
  ]);
  const [page, totals] = await Promise.all([
    fetchPage(db, listed, params, (q) =>
      q.orderBy('amenity_ledger.at', 'desc').orderBy('amenity_ledger.id', 'desc'),
    ),
    query
      .select((eb) => [
        'amenity_ledger.entry',
        eb.fn.coalesce(eb.fn.sum<number>('amenity_ledger.amount_cents'), sql<number>`0`).as('cents'),
      ])
      .groupBy('amenity_ledger.entry')
      .execute(),
  ]);
  const totalOf = (entry: string) => Number(totals.find((row) => row.entry === entry)?.cents ?? 0);
  return {
    total: page.total,
    items: page.items.map((row): AmenityLedgerItem => ({
      id: row.id,
      at: row.at,
      deposit_id: row.deposit_id,
      entry: AMENITY_LEDGER_ENTRIES.find((entry) => entry === row.entry) ?? 'taken',
      amount_cents: Number(row.amount_cents),
      currency: row.currency,
      member: row.member ?? '',
      item: row.item,
      bname: row.bname,
      tz: row.timezone,
      note: row.note,
    })),
    taken_cents: totalOf('taken'),
    released_cents: totalOf('released'),
    kept_cents: totalOf('kept'),
    currency: 'CAD',
  };
}

export async function settleByStaff(
  db: Kysely<Database>,
  params: { buid: number; id: number; outcome: 'release' | 'keep'; reason: string },
  writer: Writer,
): Promise<AmenityDepositItem> {
  return db.transaction().execute(async (trx) => {
    const before = await findDeposit(trx, params.buid, params.id, writer.now);
    if (before.state !== 'held') throw new ActError('CONFLICT', 'The deposit is already settled.');
    const outcome = params.outcome === 'release' ? 'released' : 'kept';
    await settleDeposit(
      trx,
      {
        id: before.id,
        item_id: (await itemOf(trx, before.id)).item_id,
        amount_cents: before.amount_cents,
        currency: before.currency,
      },
      { outcome, reason: params.reason },
      writer.now,
    );
    const after = await findDeposit(trx, params.buid, params.id, writer.now);
    await logFor(trx, writer, {
      operation: 'amenity-deposit-settled',
      target: `${after.item} (${after.member})`,
      detail: params.reason,
      buildingId: after.buid,
      changes: {
        before: { state: before.state },
        after: { state: after.state, amount_cents: after.amount_cents },
      },
    });
    return after;
  });
}

async function itemOf(db: Kysely<Database>, depositId: number) {
  return db
    .selectFrom('amenity_deposits')
    .select('item_id')
    .where('id', '=', depositId)
    .executeTakeFirstOrThrow();
}
