// The All Buildings tab (act 65501) and the building every other act answers with: a building's plan, its active
// and inactive units, its lockers in service, and this month's billed amount (the month's live invoice, or what the
// plan bills this month when none is made yet).
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type {
  ActParsedParams,
  ActResult,
  SubscriptionBuilding,
  subscriptionBuildingsAct,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import { offlineCondition } from '../machines/machine-summary.js';
import { ActError } from '../../domain/act-error.js';
import { invoiceLinesFor, linesTotal, monthOf } from './subscription-billing.js';
import { currencyOf, toPlan } from './plan-row.js';
import './subscription.tables.js';

type ListParams = ActParsedParams<typeof subscriptionBuildingsAct>;

const SORT_COLUMNS = { building: 'buildings.name', units: 'unit_count', lockers: 'locker_count' } as const;

/** Buildings with their plan and counts; counted per row by subqueries, so a page costs one statement. */
export const buildingBillingQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('buildings')
    .leftJoin('subscription_plans', 'subscription_plans.building_id', 'buildings.id')
    .select([
      'buildings.id as buid',
      'buildings.name as bname',
      'buildings.address',
      'subscription_plans.building_id as plan_building',
      'subscription_plans.currency',
      'subscription_plans.unit_amount',
      'subscription_plans.locker_amount',
      'subscription_plans.starts_on',
      'subscription_plans.state',
      'subscription_plans.updated_at as plan_updated_at',
    ])
    .select((eb) => [
      eb
        .selectFrom('units')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('units.building_id', '=', 'buildings.id')
        .where('units.active', '=', 1)
        .as('unit_count'),
      eb
        .selectFrom('units')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('units.building_id', '=', 'buildings.id')
        .where('units.active', '=', 0)
        .as('inactive_count'),
      eb
        .selectFrom('machines')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('machines.building_id', '=', 'buildings.id')
        .where('machines.retired_at', 'is', null)
        .as('locker_count'),
    ]);

type BillingRow = Awaited<ReturnType<ReturnType<typeof buildingBillingQuery>['executeTakeFirstOrThrow']>>;

/** The month's live invoice totals of these buildings, by building. */
async function invoicedTotals(
  db: Kysely<Database>,
  buildingIds: readonly number[],
  month: string,
): Promise<Map<number, { amount: number; currency: string }>> {
  if (buildingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('subscription_invoices')
    .select(['building_id', 'total_amount', 'currency'])
    .where('building_id', 'in', buildingIds)
    .where('month', '=', month)
    .where('state', '<>', 'void')
    .execute();
  return new Map(
    rows.map((row) => [row.building_id, { amount: Number(row.total_amount), currency: row.currency }]),
  );
}

function toBuilding(
  row: BillingRow,
  month: string,
  invoiced: { amount: number; currency: string } | undefined,
): SubscriptionBuilding {
  const units = Number(row.unit_count ?? 0);
  const lockers = Number(row.locker_count ?? 0);
  const plan =
    row.plan_building !== null &&
    row.currency !== null &&
    row.unit_amount !== null &&
    row.locker_amount !== null &&
    row.starts_on !== null &&
    row.state !== null &&
    row.plan_updated_at !== null
      ? toPlan({
          building_id: row.plan_building,
          currency: row.currency,
          unit_amount: row.unit_amount,
          locker_amount: row.locker_amount,
          starts_on: row.starts_on,
          state: row.state,
          updated_at: row.plan_updated_at,
        })
      : null;
  let billed: SubscriptionBuilding['billed'] = null;
  if (invoiced) billed = { amount: invoiced.amount, currency: currencyOf(invoiced.currency) };
  else if (plan?.state === 'active') {
    const lines = invoiceLinesFor(
      {
        unitAmount: plan.unit_price.amount,
        lockerAmount: plan.locker_price.amount,
        startsOn: plan.starts_on,
      },
      { units, lockers },
      month,
    );
    billed = { amount: linesTotal(lines), currency: plan.unit_price.currency };
  }
  return {
    buid: row.buid,
    bname: row.bname,
    address: row.address,
    plan,
    units,
    inactive_units: Number(row.inactive_count ?? 0),
    lockers,
    month,
    billed,
    invoiced: invoiced !== undefined,
  };
}

function machineFilter(params: ListParams): Expression<SqlBool> | undefined {
  if (params.mm === undefined && params.family === undefined && params.online === 'all') return undefined;
  const conditions: Expression<SqlBool>[] = [
    sql<SqlBool>`m.building_id = buildings.id`,
    sql<SqlBool>`m.retired_at is null`,
  ];
  if (params.mm !== undefined) conditions.push(sql<SqlBool>`m.mm = ${params.mm}`);
  if (params.family !== undefined) conditions.push(sql<SqlBool>`m.family = ${params.family}`);
  const offline = offlineCondition(sql.ref('m.status'), sql.ref('m.run_sts'));
  if (params.online === 'offline') conditions.push(offline);
  if (params.online === 'online') conditions.push(sql<SqlBool>`not ${offline}`);
  // A building matches when one of its machines in service matches every machine filter.
  return sql<SqlBool>`exists (select 1 from machines as m where ${sql.join(conditions, sql` and `)})`;
}

export async function listSubscriptionBuildings(
  db: Kysely<Database>,
  scope: BuildingScope,
  params: ListParams,
  now: Date,
): Promise<ActResult<typeof subscriptionBuildingsAct>> {
  const filtered = buildingBillingQuery(db).where((eb) => {
    const conditions = [buildingFilter(eb.ref('buildings.id'), scope)];
    if (params.q) {
      conditions.push(
        eb.or([
          containsText(eb.ref('buildings.name'), params.q),
          containsText(eb.ref('buildings.address'), params.q),
        ]),
      );
    }
    const machines = machineFilter(params);
    if (machines) conditions.push(machines);
    if (params.plan === 'none') conditions.push(eb('subscription_plans.building_id', 'is', null));
    else if (params.plan) conditions.push(eb('subscription_plans.state', '=', params.plan));
    return eb.and(conditions);
  });
  const page = await fetchPage(db, filtered, params, (query) =>
    query.orderBy(SORT_COLUMNS[params.sort], params.dir).orderBy('buildings.id', params.dir),
  );
  const month = monthOf(now);
  const totals = await invoicedTotals(
    db,
    page.items.map((row) => row.buid),
    month,
  );
  return { total: page.total, items: page.items.map((row) => toBuilding(row, month, totals.get(row.buid))) };
}

/** One building's line of the All Buildings tab; the dispatcher has checked it is in the caller's scope. */
export async function subscriptionBuilding(
  db: Kysely<Database>,
  buildingId: number,
  now: Date,
): Promise<SubscriptionBuilding> {
  const row = await buildingBillingQuery(db).where('buildings.id', '=', buildingId).executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no building ${buildingId}.`);
  const month = monthOf(now);
  const totals = await invoicedTotals(db, [buildingId], month);
  return toBuilding(row, month, totals.get(buildingId));
}
