// A carrier's figures over a period, in one SQL pass over its parcels (matched by name, through the
// parcels(carrier, deposited_at) index): the parcels deposited in the period, the mean dwell time of those
// collected (deposit → pickup), and the share that went overdue or abnormal (a fault, parcels.abnormal).
import { sql, type Kysely } from 'kysely';
import type { ActParsedParams, CarrierFigures, carrierFiguresAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { secondsBetween } from '../dashboard/parcel-rollup.js';
import { addDays, dayStart } from '../dashboard/utc-days.js';

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

export async function carrierFigures(
  db: Kysely<Database>,
  params: ActParsedParams<typeof carrierFiguresAct>,
  now: Date,
): Promise<CarrierFigures> {
  const carrier = await db
    .selectFrom('carriers')
    .select('name')
    .where('id', '=', params.id)
    .executeTakeFirstOrThrow();
  let query = db
    .selectFrom('parcels')
    .select((eb) => [
      eb.fn.countAll().as('parcels'),
      eb.fn
        .sum(sql<number>`case when ${eb.ref('parcels.state')} = 'collected' then 1 else 0 end`)
        .as('collected'),
      eb.fn
        .avg(
          sql<number>`case when ${eb.ref('parcels.state')} = 'collected' then ${secondsBetween(
            db,
            eb.ref('parcels.deposited_at'),
            eb.ref('parcels.collected_at'),
          )} end`,
        )
        .as('dwell_seconds'),
      // Overdue at some point: flagged by the sweep, or out (or still in) past its due time before the sweep came.
      eb.fn
        .sum(
          sql<number>`case when ${eb.ref('parcels.overdue')} = 1 or (${eb.ref('parcels.due_at')} is not null and coalesce(${eb.ref('parcels.collected_at')}, ${now.toISOString()}) > ${eb.ref('parcels.due_at')}) then 1 else 0 end`,
        )
        .as('overdue'),
      eb.fn.sum(eb.ref('parcels.abnormal')).as('faults'),
    ])
    .where('parcels.carrier', '=', carrier.name)
    .where('parcels.deposited_at', '>=', dayStart(params.from))
    .where('parcels.deposited_at', '<', dayStart(addDays(params.to, 1)));
  if (params.buid !== undefined) query = query.where('parcels.building_id', '=', params.buid);
  const row = await query.executeTakeFirstOrThrow();
  const parcels = Number(row.parcels);
  const collected = Number(row.collected ?? 0);
  const overdue = Number(row.overdue ?? 0);
  const faults = Number(row.faults ?? 0);
  const dwell = row.dwell_seconds === null ? null : Number(row.dwell_seconds);
  return {
    parcels,
    collected,
    dwell_hours: dwell === null || collected === 0 ? null : Math.round((dwell / 3600) * 10) / 10,
    overdue,
    faults,
    overdue_rate: ratio(overdue, parcels),
    fault_rate: ratio(faults, parcels),
  };
}
