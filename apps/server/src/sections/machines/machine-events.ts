// The machine's own history: what it reported (doors, faults, deposits, pickups, power, network, firmware) and what
// happened to it (offline, online, created, retired). The machine page shows the newest, the alerts read jams and
// faults, and Machine Logs (the logs section) reads it all.
import type { Kysely } from 'kysely';
import { MACHINE_LOG_MODEL, type MachineEventKind } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';

export interface NewMachineEvent {
  machineId: number;
  kind: MachineEventKind;
  at: Date;
  compartmentId?: number | null;
  detail?: string;
}

export async function recordMachineEvents(
  db: Kysely<Database>,
  events: readonly NewMachineEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('machine_events')
    .values(
      events.map((event) => ({
        machine_id: event.machineId,
        at: event.at.toISOString(),
        kind: event.kind,
        compartment_id: event.compartmentId ?? null,
        detail: event.detail ?? '',
        // The machine log filters by these without a join (see the logs section's machine-log migration).
        building_id: db.selectFrom('machines').select('building_id').where('id', '=', event.machineId),
        category: MACHINE_LOG_MODEL[event.kind].category,
        severity: MACHINE_LOG_MODEL[event.kind].severity,
      })),
    )
    .execute();
}

export function recordMachineEvent(db: Kysely<Database>, event: NewMachineEvent): Promise<void> {
  return recordMachineEvents(db, [event]);
}

export async function recentMachineEvents(db: Kysely<Database>, machineId: number, limit: number) {
  const rows = await db
    .selectFrom('machine_events as e')
    .leftJoin('compartments as c', 'c.id', 'e.compartment_id')
    .select(['e.id', 'e.at', 'e.kind', 'e.detail', 'c.label'])
    .where('e.machine_id', '=', machineId)
    .orderBy('e.at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    kind: row.kind,
    compartment: row.label,
    detail: row.detail,
  }));
}
