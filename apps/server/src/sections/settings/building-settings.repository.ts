// Locker Settings: the buildings a user manages and one building's settings, read and written.
import type { Kysely, Updateable } from 'kysely';
import { z } from 'zod';
import type {
  ActParsedParams,
  ActResult,
  buildingSettingsAct,
  settingsBuildingsAct,
} from '@bluemanager/protocol';
import { fetchPage } from '../../db/page.js';
import { ActError } from '../../domain/act-error.js';
import type { BuildingsTable, Database } from '../../db/schema.js';
import { containsText } from '../../db/text-match.js';
import { machineSummaryQuery, offlineCondition, toMachineSummary } from '../machines/machine-summary.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';

export type BuildingSettings = ActResult<typeof buildingSettingsAct>;

const storedContacts = z.array(z.string());

export function parseContacts(text: string): string[] {
  try {
    return storedContacts.parse(JSON.parse(text));
  } catch {
    return [];
  }
}

const SORT_COLUMNS = {
  name: 'b.name',
  partner: 'b.partner',
  lockers: 'lockers',
  offline: 'offline',
  requests: 'pending',
} as const;

export async function listSettingsBuildings(
  db: Kysely<Database>,
  scope: BuildingScope,
  params: ActParsedParams<typeof settingsBuildingsAct>,
): Promise<ActResult<typeof settingsBuildingsAct>> {
  const text = params.q || undefined;
  const query = db
    .selectFrom('buildings as b')
    .select((eb) => [
      'b.id',
      'b.name',
      'b.address',
      'b.partner',
      eb
        .selectFrom('machines as m')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('m.building_id', '=', 'b.id')
        .where('m.retired_at', 'is', null)
        .as('lockers'),
      eb
        .selectFrom('machines as m')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('m.building_id', '=', 'b.id')
        .where('m.retired_at', 'is', null)
        .where((inner) => offlineCondition(inner.ref('m.status'), inner.ref('m.run_sts')))
        .as('offline'),
      eb
        .selectFrom('unit_join_requests as r')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('r.building_id', '=', 'b.id')
        .where('r.status', '=', 0)
        .as('pending'),
    ])
    .where((eb) => {
      const inScope = buildingFilter(eb.ref('b.id'), scope);
      if (!text) return inScope;
      return eb.and([
        inScope,
        eb.or([containsText(eb.ref('b.name'), text), containsText(eb.ref('b.address'), text)]),
      ]);
    });
  const page = await fetchPage(db, query, params, (selected) =>
    selected.orderBy(SORT_COLUMNS[params.sort], params.dir).orderBy('b.name').orderBy('b.id'),
  );
  return {
    total: page.total,
    items: page.items.map((row) => ({
      buid: row.id,
      bname: row.name,
      baddr: row.address,
      address: row.address,
      partner: row.partner,
      lockers: Number(row.lockers ?? 0),
      offline: Number(row.offline ?? 0),
      pending_join_requests: Number(row.pending ?? 0),
    })),
  };
}

export async function buildingSettings(db: Kysely<Database>, buildingId: number): Promise<BuildingSettings> {
  const building = await db
    .selectFrom('buildings')
    .selectAll()
    .where('id', '=', buildingId)
    .executeTakeFirst();
  if (!building) throw new ActError('NOT_FOUND', `There is no building ${buildingId}.`);
  const lockers = await machineSummaryQuery(db)
    .where('machines.building_id', '=', buildingId)
    .where('machines.retired_at', 'is', null)
    .orderBy('machines.name')
    .orderBy('machines.id')
    .execute();
  const { pending } = await db
    .selectFrom('unit_join_requests')
    .select((eb) => eb.fn.countAll<number>().as('pending'))
    .where('building_id', '=', buildingId)
    .where('status', '=', 0)
    .executeTakeFirstOrThrow();
  return {
    buid: building.id,
    bname: building.name,
    baddr: building.address,
    address: building.address,
    partner: building.partner,
    timezone: building.timezone,
    contacts: parseContacts(building.contacts),
    overdue_hours: building.overdue_hours,
    reminder_every_hours: building.reminder_every_hours,
    reminder_limit: building.reminder_limit,
    notify_language: building.notify_language,
    notify: {
      offline: building.notify_offline === 1,
      faults: building.notify_faults === 1,
      overdue: building.notify_overdue === 1,
      join_requests: building.notify_join_requests === 1,
      email: building.notify_email,
    },
    lockers: lockers.map(toMachineSummary),
    pending_join_requests: Number(pending),
    updated_at: building.updated_at,
  };
}

export type BuildingChanges = Omit<Updateable<BuildingsTable>, 'id' | 'partner' | 'created_at'>;
