// Reads of parcels that need attention. Every query is limited to the caller's building scope.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { containsText } from '../../db/text-match.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';

const ATTENTION_LIMIT = 1000;

/** Parcels with their building, locker and compartment, as the parcel acts return them. */
export function parcelsWithPlace(db: Kysely<Database>) {
  return db
    .selectFrom('parcels')
    .innerJoin('buildings', 'buildings.id', 'parcels.building_id')
    .innerJoin('machines', 'machines.id', 'parcels.machine_id')
    .leftJoin('compartments', 'compartments.id', 'parcels.compartment_id')
    .select([
      'parcels.id',
      'parcels.carrier',
      'parcels.phone',
      'parcels.email',
      'parcels.recipient',
      'parcels.note',
      'parcels.state',
      'parcels.search_text',
      'parcels.address',
      'parcels.abnormal_reason',
      'parcels.created_at',
      'parcels.deposited_at',
      'parcels.due_at',
      'parcels.building_id',
      'parcels.machine_id',
      'parcels.abnormal',
      'parcels.unattended',
      'parcels.overdue',
      'parcels.collected_at',
      'parcels.close_reason',
      'parcels.reminders_sent',
      'buildings.name as building_name',
      'buildings.timezone as building_timezone',
      'machines.uuid as machine_uuid',
      'machines.name as machine_name',
      'machines.address as machine_address',
      'compartments.label as compartment_label',
    ]);
}

export type ParcelWithPlace = Awaited<ReturnType<ReturnType<typeof parcelsWithPlace>['execute']>>[number];

export function abnormalParcels(db: Kysely<Database>, scope: BuildingScope, buildingId?: number) {
  return parcelsWithPlace(db)
    .where('parcels.abnormal', '=', 1)
    .where('parcels.state', '=', 'pending')
    .where((eb) => buildingFilter(eb.ref('parcels.building_id'), scope, buildingId))
    .orderBy('parcels.deposited_at', 'desc')
    .limit(ATTENTION_LIMIT)
    .execute();
}

export function unattendedParcels(db: Kysely<Database>, scope: BuildingScope) {
  return parcelsWithPlace(db)
    .where('parcels.unattended', '=', 1)
    .where('parcels.state', '=', 'pending')
    .where((eb) => buildingFilter(eb.ref('parcels.building_id'), scope))
    .orderBy('parcels.deposited_at', 'asc')
    .limit(ATTENTION_LIMIT)
    .execute();
}

export interface TimedOutFilter {
  buildingId?: number;
  depositedFrom: string;
  depositedTo: string;
  text?: string;
  now: Date;
}

export function timedOutParcels(db: Kysely<Database>, scope: BuildingScope, filter: TimedOutFilter) {
  let query = parcelsWithPlace(db)
    .where('parcels.state', '=', 'pending')
    .where('parcels.due_at', '<', filter.now.toISOString())
    .where('parcels.deposited_at', '>=', filter.depositedFrom)
    .where('parcels.deposited_at', '<=', filter.depositedTo)
    .where((eb) => buildingFilter(eb.ref('parcels.building_id'), scope, filter.buildingId));
  if (filter.text) {
    const text = filter.text;
    // Parcel ids are 32-bit; a phone number is all digits too but must not be compared as an id.
    const id = /^\d{1,9}$/.test(text) ? Number(text) : -1;
    query = query.where((eb) =>
      eb.or([containsText(eb.ref('parcels.search_text'), text), eb('parcels.id', '=', id)]),
    );
  }
  return query.orderBy('parcels.due_at', 'asc').limit(ATTENTION_LIMIT).execute();
}
