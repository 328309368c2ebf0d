// The amenity machines list (act 59001), one machine with its slots (59002) and the amenity home's figures (59003):
// every amenity machine in scope with its items counted by state, the lent ones past due, and the deposits held.
import { sql, type Kysely } from 'kysely';
import type {
  ActParsedParams,
  ActResult,
  AmenityFigures,
  AmenityMachineItem,
  AmenitySlot,
  amenityMachineListAct,
  amenityMachinePageAct,
} from '@bluemanager/protocol';
import { AMENITY_ITEM_KINDS, AMENITY_ITEM_STATES } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import { ActError } from '../../domain/act-error.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';

const DAY = 86_400_000;
const count = (condition: ReturnType<typeof sql>) => sql<number>`count(distinct case when ${condition} end)`;

function machineQuery(db: Kysely<Database>, scope: BuildingScope, buid: number | undefined, now: Date) {
  const at = now.toISOString();
  return db
    .selectFrom('machines')
    .innerJoin('buildings', 'buildings.id', 'machines.building_id')
    .leftJoin('compartments', 'compartments.machine_id', 'machines.id')
    .leftJoin('amenity_items', 'amenity_items.compartment_id', 'compartments.id')
    .leftJoin('amenity_deposits', (join) =>
      join
        .onRef('amenity_deposits.item_id', '=', 'amenity_items.id')
        .on('amenity_deposits.state', '=', 'held'),
    )
    .where('machines.family', '=', 'amenity')
    .where('machines.retired_at', 'is', null)
    .where((eb) => buildingFilter(eb.ref('machines.building_id'), scope, buid))
    .groupBy(['machines.id', 'buildings.id'])
    .select([
      'machines.uuid',
      'machines.name',
      'machines.building_id',
      'machines.status',
      'machines.run_sts',
      'machines.last_seen_at',
      'buildings.name as bname',
      'buildings.timezone',
      count(sql`compartments.id is not null then compartments.id`).as('slots'),
      count(sql`amenity_items.state = 'available' then amenity_items.id`).as('available'),
      count(sql`amenity_items.state = 'lent' then amenity_items.id`).as('lent'),
      count(
        sql`amenity_deposits.returned_at is null and amenity_deposits.due_at < ${at} then amenity_items.id`,
      ).as('overdue'),
      sql<number>`coalesce(sum(amenity_deposits.amount_cents), 0)`.as('held_cents'),
    ]);
}

type MachineRow = Awaited<ReturnType<ReturnType<typeof machineQuery>['execute']>>[number];

function toMachineItem(row: MachineRow): AmenityMachineItem {
  const slots = Number(row.slots);
  const available = Number(row.available);
  const lent = Number(row.lent);
  return {
    uuid: row.uuid,
    name: row.name,
    buid: row.building_id,
    bname: row.bname,
    status: row.status,
    run_sts: row.run_sts,
    last_seen: row.last_seen_at,
    slots,
    available,
    lent,
    overdue: Number(row.overdue),
    unavailable: slots - available - lent,
    held_cents: Number(row.held_cents),
    // The portal takes Canadian dollars only so far (money.ts lists the others for later).
    currency: 'CAD',
  };
}

const SORTS = {
  name: 'machines.name',
  building: 'buildings.name',
  lent: sql`count(distinct case when amenity_items.state = 'lent' then amenity_items.id end)`,
  overdue: 'overdue',
} as const;

export async function listAmenityMachines(
  db: Kysely<Database>,
  scope: BuildingScope,
  params: ActParsedParams<typeof amenityMachineListAct>,
  now: Date,
): Promise<ActResult<typeof amenityMachineListAct>> {
  const filtered = machineQuery(db, scope, params.buid, now).where((eb) =>
    params.q
      ? eb.or([
          containsText(eb.ref('machines.name'), params.q),
          containsText(eb.ref('buildings.name'), params.q),
        ])
      : sql<boolean>`1 = 1`,
  );
  const page = await fetchPage(db, filtered, params, (query) =>
    query.orderBy(SORTS[params.sort], params.dir).orderBy('machines.name').orderBy('machines.uuid'),
  );
  return { total: page.total, items: page.items.map(toMachineItem) };
}

const oneOf = <T extends string>(value: string, allowed: readonly T[]): T | undefined =>
  allowed.find((known) => known === value);

export async function amenityMachinePage(
  db: Kysely<Database>,
  uuid: string,
  now: Date,
): Promise<ActResult<typeof amenityMachinePageAct>> {
  const row = await machineQuery(db, { kind: 'all' }, undefined, now)
    .where('machines.uuid', '=', uuid)
    .executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', 'There is no amenity machine with that uuid.');
  const slots = await db
    .selectFrom('compartments')
    .innerJoin('machines', 'machines.id', 'compartments.machine_id')
    .leftJoin('amenity_items', 'amenity_items.compartment_id', 'compartments.id')
    .leftJoin('amenity_tags', (join) =>
      join.onRef('amenity_tags.item_id', '=', 'amenity_items.id').on('amenity_tags.state', '=', 'active'),
    )
    .leftJoin('amenity_deposits', (join) =>
      join
        .onRef('amenity_deposits.item_id', '=', 'amenity_items.id')
        .on('amenity_deposits.state', '=', 'held'),
    )
    .leftJoin('members', 'members.id', 'amenity_deposits.member_id')
    .select([
      'compartments.label',
      'amenity_items.id as item_id',
      'amenity_items.name as item',
      'amenity_items.kind',
      'amenity_items.state',
      'amenity_items.deposit_cents',
      'amenity_items.loan_hours',
      'amenity_tags.uid as tag',
      'members.name as member',
      'amenity_deposits.due_at',
    ])
    .where('machines.uuid', '=', uuid)
    .orderBy('compartments.label')
    .execute();
  const items = slots.map((slot): AmenitySlot => ({
    label: slot.label,
    item_id: slot.item_id,
    item: slot.item ?? '',
    kind: oneOf(slot.kind ?? '', AMENITY_ITEM_KINDS) ?? null,
    state: oneOf(slot.state ?? '', AMENITY_ITEM_STATES) ?? 'empty',
    deposit_cents: slot.deposit_cents ?? 0,
    loan_hours: slot.loan_hours ?? 0,
    tag: slot.tag ?? '',
    member: slot.state === 'lent' ? (slot.member ?? '') : '',
    due_at: slot.state === 'lent' ? (slot.due_at ?? null) : null,
    overdue: slot.state === 'lent' && slot.due_at !== null && slot.due_at < now.toISOString(),
  }));
  return { machine: toMachineItem(row), tz: row.timezone, items };
}

export async function amenityFigures(
  db: Kysely<Database>,
  scope: BuildingScope,
  buid: number | undefined,
  now: Date,
): Promise<AmenityFigures> {
  const rows = await machineQuery(db, scope, buid, now).execute();
  const machines = rows.map(toMachineItem);
  const sum = (key: 'slots' | 'available' | 'lent' | 'overdue' | 'held_cents') =>
    machines.reduce((total, machine) => total + machine[key], 0);
  const tags = await db
    .selectFrom('amenity_tags')
    .select([
      sql<number>`count(case when state = 'active' then 1 end)`.as('active'),
      sql<number>`count(case when state = 'blocked' then 1 end)`.as('blocked'),
    ])
    .where((eb) => buildingFilter(eb.ref('amenity_tags.building_id'), scope, buid))
    .executeTakeFirstOrThrow();
  const since = new Date(now.getTime() - 30 * DAY).toISOString();
  const settled = await db
    .selectFrom('amenity_ledger')
    .innerJoin('amenity_deposits', 'amenity_deposits.id', 'amenity_ledger.deposit_id')
    .innerJoin('machines', 'machines.id', 'amenity_deposits.machine_id')
    .select([
      sql<number>`coalesce(sum(case when amenity_ledger.entry = 'kept' then amenity_ledger.amount_cents end), 0)`.as(
        'kept',
      ),
      sql<number>`coalesce(sum(case when amenity_ledger.entry = 'released' then amenity_ledger.amount_cents end), 0)`.as(
        'released',
      ),
    ])
    .where('amenity_ledger.at', '>=', since)
    .where((eb) => buildingFilter(eb.ref('machines.building_id'), scope, buid))
    .executeTakeFirstOrThrow();
  return {
    machines: machines.length,
    slots: sum('slots'),
    available: sum('available'),
    lent: sum('lent'),
    overdue: sum('overdue'),
    active_tags: Number(tags.active),
    blocked_tags: Number(tags.blocked),
    held_cents: sum('held_cents'),
    kept_cents: Number(settled.kept),
    released_cents: Number(settled.released),
    currency: 'CAD',
    at: now.toISOString(),
  };
}
