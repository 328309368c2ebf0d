// Demo subscriptions: each building's units are the units its residents give (inactive where every resident has
// moved out); most buildings have a plan (one paused, one ended, a few none), two of them started within the last
// three months so their first invoice is pro-rated; and the last three months are invoiced through the same
// generation the act runs: the oldest paid, the last issued, one still a draft and one voided and made again.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createRandom, seedFrom } from '../../db/seed/random.js';
import { insertRows } from '../../db/seed/insert-rows.js';
import type { SectionSeedContext } from '../define-server-section.js';
import { monthOf, monthsBefore } from './subscription-billing.js';
import { writeInvoice } from './subscription-invoices.js';
import type { SubscriptionPlansTable, UnitsTable } from './subscription.tables.js';

const SEED_ACTOR = { userId: null, username: '', ip: '' };

async function seedUnits(db: Kysely<Database>, at: string): Promise<number> {
  const members = await db
    .selectFrom('members')
    .select(['building_id', 'unit', 'status'])
    .orderBy('building_id')
    .orderBy('unit')
    .execute();
  const units = new Map<string, Insertable<UnitsTable>>();
  for (const member of members) {
    const key = `${member.building_id}:${member.unit.toLowerCase()}`;
    const unit = units.get(key) ?? {
      building_id: member.building_id,
      name: member.unit,
      active: 0,
      created_at: at,
      updated_at: at,
    };
    if (member.status !== 'moved-out') unit.active = 1;
    units.set(key, unit);
  }
  await insertRows(db, 'units', [...units.values()]);
  return units.size;
}

function planOf(
  index: number,
  buildingId: number,
  random: ReturnType<typeof createRandom>,
  month: string,
  at: string,
) {
  if (index % 7 === 6) return undefined;
  const state = index === 3 ? 'paused' : index === 9 ? 'ended' : 'active';
  // Two plans start within the invoiced months, on a day that is not the first: their first invoice is pro-rated.
  const startsOn =
    index === 1
      ? `${monthsBefore(month, 2)}-12`
      : index === 5
        ? `${monthsBefore(month, 3)}-20`
        : `${monthsBefore(month, random.int(8, 30))}-01`;
  const plan: Insertable<SubscriptionPlansTable> = {
    building_id: buildingId,
    currency: 'CAD',
    unit_amount: random.int(150, 450),
    locker_amount: random.int(399, 1199) * 10,
    starts_on: startsOn,
    state,
    updated_at: at,
  };
  return plan;
}

export async function seedSubscriptions(
  db: Kysely<Database>,
  context: SectionSeedContext,
): Promise<Readonly<Record<string, number>>> {
  const random = createRandom(seedFrom('subscriptions'));
  const at = context.now.toISOString();
  const month = monthOf(context.now);
  const units = await seedUnits(db, at);
  const buildings = await db.selectFrom('buildings').select('id').orderBy('id').execute();
  const plans = buildings.flatMap((building, index) => planOf(index, building.id, random, month, at) ?? []);
  await insertRows(db, 'subscription_plans', plans);
  const rows = await db.selectFrom('subscription_plans').selectAll().orderBy('building_id').execute();
  // Active while invoiced: the paused and ended plans were active in those months.
  let invoices = 0;
  for (const [index, plan] of rows.entries()) {
    for (const back of [3, 2, 1]) {
      const invoiced = monthsBefore(month, back);
      const state = back === 1 ? (index === 0 ? 'draft' : 'issued') : 'paid';
      const writeContext = {
        actor: SEED_ACTOR,
        now: new Date(`${monthsBefore(month, back - 1)}-02T09:00:00.000Z`),
      };
      if (back === 2 && index === 2) {
        // A month invoiced wrongly, voided and made again: its number carries -2.
        const first = await writeInvoice(db, { ...plan, state: 'active' }, invoiced, writeContext, 'issued');
        if (first.kind === 'created') {
          await db
            .updateTable('subscription_invoices')
            .set({ state: 'void', voided_at: writeContext.now.toISOString() })
            .where('id', '=', first.id)
            .execute();
          invoices += 1;
        }
      }
      const made = await writeInvoice(db, { ...plan, state: 'active' }, invoiced, writeContext, state);
      if (made.kind === 'created') invoices += 1;
    }
  }
  return { units, subscription_plans: plans.length, subscription_invoices: invoices };
}
