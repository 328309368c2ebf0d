// A building's invoices (acts 65507–65510). The generation run makes one draft per building and month from the
// plan and what it counts then (active units, lockers in service); the unique index on (building, month) among
// invoices that are not void makes the run idempotent, on one server or two at once. An invoice then moves
// draft → issued → paid, or to void from draft or issued, and never back.
import type { Kysely } from 'kysely';
import {
  INVOICE_MOVES,
  INVOICE_STATES,
  type ActParsedParams,
  type ActResult,
  type generateInvoicesAct,
  type InvoiceDetail,
  type InvoiceSummary,
  type OperationKey,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import { ActError } from '../../domain/act-error.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import { invoiceEmails } from './invoice-emails.js';
import { invoiceLinesFor, linesTotal } from './subscription-billing.js';
import { currencyOf, oneOf, toInvoiceLine, toInvoiceSummary } from './plan-row.js';
import { isUniqueViolation } from './unique-violation.js';
import type { PlanRow } from './subscription.tables.js';

interface WriteContext {
  actor: OperationActor;
  now: Date;
}

const invoiceQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('subscription_invoices')
    .innerJoin('buildings', 'buildings.id', 'subscription_invoices.building_id')
    .selectAll('subscription_invoices')
    .select(['buildings.name as bname', 'buildings.address']);

/** What the building counts for billing now: its active units and its machines in service. */
async function billedCounts(db: Kysely<Database>, buildingId: number) {
  const [units, lockers] = await Promise.all([
    db
      .selectFrom('units')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('building_id', '=', buildingId)
      .where('active', '=', 1)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('machines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('building_id', '=', buildingId)
      .where('retired_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { units: Number(units.n), lockers: Number(lockers.n) };
}

export type GenerateOutcome = { kind: 'created'; id: number } | { kind: 'existing' } | { kind: 'skipped' };

/**
 * The month's invoice of one building, inside the caller's transaction: the live one is left as it is; a plan that
 * is not active, or starts after the month, bills nothing. The index refuses a second live invoice.
 */
export async function writeInvoice(
  db: Kysely<Database>,
  plan: PlanRow,
  month: string,
  context: WriteContext,
  state: 'draft' | 'issued' | 'paid' = 'draft',
): Promise<GenerateOutcome> {
  const live = await db
    .selectFrom('subscription_invoices')
    .select('id')
    .where('building_id', '=', plan.building_id)
    .where('month', '=', month)
    .where('state', '<>', 'void')
    .executeTakeFirst();
  if (live) return { kind: 'existing' };
  if (plan.state !== 'active') return { kind: 'skipped' };
  const lines = invoiceLinesFor(
    {
      unitAmount: Number(plan.unit_amount),
      lockerAmount: Number(plan.locker_amount),
      startsOn: plan.starts_on,
    },
    await billedCounts(db, plan.building_id),
    month,
  );
  if (lines.length === 0) return { kind: 'skipped' };
  const earlier = await db
    .selectFrom('subscription_invoices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('building_id', '=', plan.building_id)
    .where('month', '=', month)
    .executeTakeFirstOrThrow();
  // SUB-202610-0012 for building 12's October; a month generated again after a void gets -2, -3…
  const base = `SUB-${month.replace('-', '')}-${String(plan.building_id).padStart(4, '0')}`;
  const number = Number(earlier.n) === 0 ? base : `${base}-${Number(earlier.n) + 1}`;
  const at = context.now.toISOString();
  const { id } = await db
    .insertInto('subscription_invoices')
    .values({
      number,
      building_id: plan.building_id,
      month,
      currency: plan.currency,
      total_amount: linesTotal(lines),
      state,
      created_at: at,
      updated_at: at,
      issued_at: state === 'issued' || state === 'paid' ? at : null,
      paid_at: state === 'paid' ? at : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('subscription_invoice_lines')
    .values(
      lines.map((line) => ({
        invoice_id: id,
        kind: line.kind,
        quantity: line.quantity,
        unit_amount: line.unitAmount,
        days: line.days,
        days_in_month: line.daysInMonth,
        amount: line.amount,
      })),
    )
    .execute();
  await logOperation(db, {
    operation: 'subscription-invoice-generated',
    target: number,
    actor: context.actor,
    now: context.now,
    buildingId: plan.building_id,
    changes: { before: {}, after: { month, total: linesTotal(lines), currency: plan.currency } },
  });
  return { kind: 'created', id };
}

/** One building's run in its own transaction; losing a race to another run reads as finding its invoice. */
async function generateOne(
  db: Kysely<Database>,
  plan: PlanRow,
  month: string,
  context: WriteContext,
): Promise<GenerateOutcome> {
  try {
    return await db.transaction().execute((trx) => writeInvoice(trx, plan, month, context));
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'existing' };
    throw error;
  }
}

export async function generateInvoices(
  db: Kysely<Database>,
  scope: BuildingScope,
  params: ActParsedParams<typeof generateInvoicesAct>,
  context: WriteContext,
): Promise<ActResult<typeof generateInvoicesAct>> {
  const plans = await db
    .selectFrom('subscription_plans')
    .selectAll()
    .where((eb) => buildingFilter(eb.ref('building_id'), scope, params.buid))
    .orderBy('building_id')
    .execute();
  if (params.buid !== undefined && plans.length === 0) {
    throw new ActError('CONFLICT', `Building ${params.buid} has no plan to bill.`);
  }
  const created: number[] = [];
  let existing = 0;
  let skipped = 0;
  for (const plan of plans) {
    const outcome = await generateOne(db, plan, params.month, context);
    if (outcome.kind === 'created') created.push(outcome.id);
    else if (outcome.kind === 'existing') existing += 1;
    else skipped += 1;
  }
  const rows =
    created.length === 0
      ? []
      : await invoiceQuery(db).where('subscription_invoices.id', 'in', created).orderBy('bname').execute();
  return { created: rows.map(toInvoiceSummary), existing, skipped };
}

export async function buildingInvoices(db: Kysely<Database>, buildingId: number): Promise<InvoiceSummary[]> {
  const rows = await invoiceQuery(db)
    .where('subscription_invoices.building_id', '=', buildingId)
    .orderBy('subscription_invoices.month', 'desc')
    .orderBy('subscription_invoices.id', 'desc')
    .execute();
  return rows.map(toInvoiceSummary);
}

export async function invoiceDetail(db: Kysely<Database>, id: number): Promise<InvoiceDetail> {
  const row = await invoiceQuery(db).where('subscription_invoices.id', '=', id).executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no invoice ${id}.`);
  const lines = await db
    .selectFrom('subscription_invoice_lines')
    .selectAll()
    .where('invoice_id', '=', id)
    .orderBy('id')
    .execute();
  const currency = currencyOf(row.currency);
  return {
    invoice: toInvoiceSummary(row),
    address: row.address,
    lines: lines.map((line) => toInvoiceLine(line, currency)),
    issued_at: row.issued_at,
    paid_at: row.paid_at,
    voided_at: row.voided_at,
    emails: await invoiceEmails(db, id),
  };
}

const MOVE_LOG: Readonly<Record<'issued' | 'paid' | 'void', OperationKey>> = {
  issued: 'subscription-invoice-issued',
  paid: 'subscription-invoice-paid',
  void: 'subscription-invoice-voided',
};

export async function setInvoiceState(
  db: Kysely<Database>,
  id: number,
  state: 'issued' | 'paid' | 'void',
  context: WriteContext,
): Promise<InvoiceDetail> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('subscription_invoices')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new ActError('NOT_FOUND', `There is no invoice ${id}.`);
    const from = oneOf(INVOICE_STATES, row.state, 'invoice state');
    if (!INVOICE_MOVES[from].includes(state)) {
      throw new ActError('CONFLICT', `Invoice ${row.number} is ${from}; it cannot become ${state}.`);
    }
    const at = context.now.toISOString();
    const stamp =
      state === 'issued' ? { issued_at: at } : state === 'paid' ? { paid_at: at } : { voided_at: at };
    // Conditional on the state read: of two moves at once, the second finds nothing to change and is refused.
    const moved = await trx
      .updateTable('subscription_invoices')
      .set({ state, updated_at: at, ...stamp })
      .where('id', '=', id)
      .where('state', '=', from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) {
      throw new ActError('CONFLICT', `Invoice ${row.number} changed meanwhile; look again.`);
    }
    await logOperation(trx, {
      operation: MOVE_LOG[state],
      target: row.number,
      actor: context.actor,
      now: context.now,
      buildingId: row.building_id,
      changes: { before: { state: from }, after: { state } },
    });
  });
  return invoiceDetail(db, id);
}
