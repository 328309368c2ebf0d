// Reading campaigns: one campaign as the acts answer it (tiers, the reached price, its pickup buildings), the list
// (act 65001) and one campaign with its participants and their orders (act 65002).
import { sql, type Kysely } from 'kysely';
import {
  CAMPAIGN_STATES,
  CURRENCIES,
  FULFILMENT_STATES,
  ORDER_PAYMENT_STATES,
  reachedTier,
  usableTimeZone,
  type ActParsedParams,
  type ActResult,
  type CampaignDetail,
  type CampaignItem,
  type PriceTier,
  type groupBuyListAct,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import { ActError } from '../../domain/act-error.js';
import type { GroupBuyRow } from './group-buy.tables.js';
import '../orders/order.tables.js';

/** A stored word from a known list; a stranger reads as the list's first (never shown raw). */
function known<const T extends readonly [string, ...string[]]>(words: T, value: string): T[number] {
  return words.find((word) => word === value) ?? words[0];
}

export const tiersOf = (row: Pick<GroupBuyRow, 'tiers'>): PriceTier[] => JSON.parse(row.tiers) as PriceTier[];
export const currencyOf = (value: string) => known(CURRENCIES, value);

async function buildingsOf(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, CampaignItem['buildings']>();
  const rows = await db
    .selectFrom('group_buy_buildings')
    .innerJoin('buildings', 'buildings.id', 'group_buy_buildings.building_id')
    .select(['group_buy_buildings.group_buy_id', 'buildings.id', 'buildings.name', 'buildings.timezone'])
    .where('group_buy_buildings.group_buy_id', 'in', ids)
    .orderBy('group_buy_buildings.position')
    .execute();
  const byCampaign = new Map<number, CampaignItem['buildings']>();
  for (const row of rows) {
    const list = byCampaign.get(row.group_buy_id) ?? [];
    list.push({ buid: row.id, bname: row.name, tz: usableTimeZone(row.timezone) });
    byCampaign.set(row.group_buy_id, list);
  }
  return byCampaign;
}

function toItem(row: GroupBuyRow, buildings: CampaignItem['buildings']): CampaignItem {
  const tiers = tiersOf(row);
  const currency = currencyOf(row.currency);
  const participants = Number(row.participants);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    currency,
    state: known(CAMPAIGN_STATES, row.state),
    tiers,
    minimum: Number(row.minimum),
    participants,
    units: Number(row.units),
    price: { amount: reachedTier(tiers, participants)?.amount ?? 0, currency },
    deadline: row.deadline,
    buildings,
    tz: buildings[0]?.tz ?? 'UTC',
    opened_at: row.opened_at,
    closed_at: row.closed_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function campaignItems(
  db: Kysely<Database>,
  rows: readonly GroupBuyRow[],
): Promise<CampaignItem[]> {
  const buildings = await buildingsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toItem(row, buildings.get(row.id) ?? []));
}

export async function findCampaign(db: Kysely<Database>, id: number): Promise<GroupBuyRow> {
  const row = await db.selectFrom('group_buys').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no group buy ${id}.`);
  return row;
}

const SORTS = {
  deadline: 'group_buys.deadline',
  name: 'group_buys.name',
  created: 'group_buys.created_at',
} as const;

export async function listCampaigns(
  db: Kysely<Database>,
  scope: BuildingScope,
  params: ActParsedParams<typeof groupBuyListAct>,
): Promise<ActResult<typeof groupBuyListAct>> {
  const filtered = db
    .selectFrom('group_buys')
    .selectAll('group_buys')
    .where((eb) => {
      // A campaign shows where one of its pickup buildings is in reach (or is the one named).
      const reached = eb.exists(
        eb
          .selectFrom('group_buy_buildings')
          .select('group_buy_buildings.building_id')
          .whereRef('group_buy_buildings.group_buy_id', '=', 'group_buys.id')
          .where((inner) => buildingFilter(inner.ref('group_buy_buildings.building_id'), scope, params.buid)),
      );
      return params.state ? eb.and([reached, eb('group_buys.state', '=', params.state)]) : reached;
    });
  const page = await fetchPage(db, filtered, params, (query) =>
    query.orderBy(sql.ref(SORTS[params.sort]), params.dir).orderBy('group_buys.id', params.dir),
  );
  return { total: page.total, items: await campaignItems(db, page.items) };
}

export async function campaignDetail(db: Kysely<Database>, id: number): Promise<CampaignDetail> {
  const [campaign] = await campaignItems(db, [await findCampaign(db, id)]);
  if (!campaign) throw new ActError('NOT_FOUND', `There is no group buy ${id}.`);
  const rows = await db
    .selectFrom('group_buy_participants as p')
    .innerJoin('members', 'members.id', 'p.member_id')
    .innerJoin('buildings', 'buildings.id', 'p.building_id')
    .leftJoin('orders', 'orders.id', 'p.order_id')
    .select([
      'p.id',
      'p.member_id',
      'p.quantity',
      'p.joined_at',
      'p.building_id',
      'members.name',
      'members.unit',
      'buildings.name as bname',
      'orders.id as order_id',
      'orders.number',
      'orders.total_amount',
      'orders.currency',
      'orders.payment_state',
      'orders.fulfilment',
    ])
    .where('p.group_buy_id', '=', id)
    .orderBy('p.joined_at')
    .orderBy('p.id')
    .execute();
  return {
    campaign,
    participants: rows.map((row) => ({
      id: row.id,
      member_id: row.member_id,
      name: row.name,
      unit: row.unit,
      buid: row.building_id,
      bname: row.bname,
      quantity: Number(row.quantity),
      joined_at: row.joined_at,
      order:
        row.order_id === null
          ? null
          : {
              id: row.order_id,
              number: row.number ?? '',
              total: { amount: Number(row.total_amount), currency: currencyOf(row.currency ?? '') },
              payment_state: known(ORDER_PAYMENT_STATES, row.payment_state ?? ''),
              fulfilment: known(FULFILMENT_STATES, row.fulfilment ?? ''),
            },
    })),
  };
}
