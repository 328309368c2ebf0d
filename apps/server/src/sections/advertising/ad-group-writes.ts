// What advertising admins do to groups: create one for an active agent, change its schedule, targets (buildings,
// single lockers, the screen layouts it is limited to), weight or status, and star it. Each write and its operation log entry (the fields before and after) are one transaction.
import type { Transaction } from 'kysely';
import type { ActParsedParams, AdGroupItem, adGroupCreateAct, adGroupUpdateAct } from '@bluemanager/protocol';
import type { SignedInContext } from '../../act-channel/act-handler.js';
import { write } from '../../act-channel/write.js';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { changedFields } from '../../domain/oplog/operation-log.js';
import { findGroup } from './ad-group.repository.js';

type Writer = Pick<SignedInContext, 'db' | 'actor' | 'now'>;

/** The targets a write names, read back from the database: lockers by uuid, screen layouts by id. */
interface NamedTargets {
  machines: { id: number; name: string }[];
  screens: { id: number; name: string }[];
}

/** A locker's name as the log shows it: its '#'-separated parts joined the way the pages join them. */
const lockerName = (name: string) =>
  name
    .split('#')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' · ') || name;

/**
 * The lockers and layouts named, each of which must exist (the dispatcher has already checked the lockers against
 * the caller's buildings; a locker gone since is still refused here), before anything is written.
 */
async function namedTargets(
  db: Writer['db'],
  muuids: readonly string[] | undefined,
  screenIds: readonly number[] | undefined,
): Promise<Partial<NamedTargets>> {
  const result: Partial<NamedTargets> = {};
  if (muuids !== undefined) {
    const unique = [...new Set(muuids)];
    const rows =
      unique.length === 0
        ? []
        : await db
            .selectFrom('machines')
            .select(['id', 'uuid', 'name'])
            .where('uuid', 'in', unique)
            .execute();
    const missing = unique.find((uuid) => !rows.some((row) => row.uuid === uuid));
    if (missing !== undefined) {
      throw new ActError('NOT_FOUND', `There is no locker ${missing}.`, {
        issues: [{ path: 'muuids', message: 'there is no such locker' }],
      });
    }
    result.machines = rows.map((row) => ({ id: row.id, name: lockerName(row.name) }));
  }
  if (screenIds !== undefined) {
    const unique = [...new Set(screenIds)];
    const rows =
      unique.length === 0
        ? []
        : await db.selectFrom('ad_screens').select(['id', 'name']).where('id', 'in', unique).execute();
    const missing = unique.find((id) => !rows.some((row) => row.id === id));
    if (missing !== undefined) {
      throw new ActError('NOT_FOUND', `There is no screen layout ${missing}.`, {
        issues: [{ path: 'screen_ids', message: 'there is no such screen layout' }],
      });
    }
    result.screens = rows;
  }
  return result;
}

const names = (rows: readonly { name: string }[]) => rows.map((row) => row.name).sort();

async function setBuildings(trx: Transaction<Database>, groupId: number, buids: readonly number[]) {
  await trx.deleteFrom('ad_group_buildings').where('group_id', '=', groupId).execute();
  const unique = [...new Set(buids)];
  if (unique.length === 0) return;
  await trx
    .insertInto('ad_group_buildings')
    .values(unique.map((buid) => ({ group_id: groupId, building_id: buid })))
    .execute();
}

async function setMachines(trx: Transaction<Database>, groupId: number, machines: NamedTargets['machines']) {
  await trx.deleteFrom('ad_group_machines').where('group_id', '=', groupId).execute();
  if (machines.length === 0) return;
  await trx
    .insertInto('ad_group_machines')
    .values(machines.map((machine) => ({ group_id: groupId, machine_id: machine.id })))
    .execute();
}

async function setScreens(trx: Transaction<Database>, groupId: number, screens: NamedTargets['screens']) {
  await trx.deleteFrom('ad_group_screens').where('group_id', '=', groupId).execute();
  if (screens.length === 0) return;
  await trx
    .insertInto('ad_group_screens')
    .values(screens.map((screen) => ({ group_id: groupId, screen_id: screen.id })))
    .execute();
}

/** The fields that were sent: an update leaves the others alone. */
function definedOnly<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}

const sortedDays = (days: readonly number[]) => [...new Set(days)].sort((a, b) => a - b);

export async function createGroup(
  context: Writer,
  params: ActParsedParams<typeof adGroupCreateAct>,
): Promise<AdGroupItem> {
  const agent = await context.db
    .selectFrom('ad_agents')
    .select(['id', 'name', 'active'])
    .where('id', '=', params.agent_id)
    .executeTakeFirst();
  if (!agent) {
    throw new ActError('NOT_FOUND', `There is no ad agent ${params.agent_id}.`, {
      issues: [{ path: 'agent_id', message: 'there is no such agent' }],
    });
  }
  if (agent.active !== 1) {
    throw new ActError('CONFLICT', `Ad agent ${agent.name} is inactive.`, {
      issues: [{ path: 'agent_id', message: 'the agent is inactive' }],
    });
  }
  const at = context.now.toISOString();
  const { buids, muuids, screen_ids: screenIds, weekdays, ...fields } = params;
  const { machines = [], screens = [] } = await namedTargets(context.db, muuids, screenIds);
  const values = { ...fields, weekdays: JSON.stringify(sortedDays(weekdays)), maker: '0' };
  const id = await write(context, async (trx, log) => {
    const row = await trx
      .insertInto('ad_groups')
      .values({ ...values, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setBuildings(trx, row.id, buids);
    await setMachines(trx, row.id, machines);
    await setScreens(trx, row.id, screens);
    await log({
      operation: 'ad-group-created',
      target: params.gname,
      detail: `agent ${agent.name}`,
      changes: {
        before: {},
        after: {
          ...values,
          buids: [...new Set(buids)].sort((a, b) => a - b),
          lockers: names(machines),
          screens: names(screens),
        },
      },
    });
    return row.id;
  });
  return findGroup(context.db, id);
}

export async function updateGroup(
  context: Writer,
  params: ActParsedParams<typeof adGroupUpdateAct>,
): Promise<AdGroupItem> {
  const { id, buids, muuids, screen_ids: screenIds, weekdays, ...sent } = params;
  const before = await findGroup(context.db, id);
  const named = await namedTargets(context.db, muuids, screenIds);
  // A group keeps at least one building or locker, counting the stored half the call did not send.
  const buildingCount = buids?.length ?? before.buildings.length;
  const machineCount = named.machines?.length ?? before.machines.length;
  if (buildingCount + machineCount === 0) {
    throw new ActError('INVALID_PARAMS', 'A group targets at least one building or locker.', {
      issues: [{ path: 'buids', message: 'choose at least one building or locker' }],
    });
  }
  const fields = definedOnly(sent);
  const next = { ...before, ...fields };
  // The schema checks the halves it was sent; one half is checked here against the stored other.
  if (next.end_date < next.start_date) {
    throw new ActError('INVALID_PARAMS', 'The group ends before it starts.', {
      issues: [{ path: 'end_date', message: 'the group ends before it starts' }],
    });
  }
  if (next.hour_to <= next.hour_from) {
    throw new ActError('INVALID_PARAMS', 'The hours end before they start.', {
      issues: [{ path: 'hour_to', message: 'the hours end before they start' }],
    });
  }
  const after: Record<string, unknown> = { ...fields };
  if (weekdays !== undefined) after.weekdays = sortedDays(weekdays);
  if (buids !== undefined) after.buids = [...new Set(buids)].sort((a, b) => a - b);
  if (named.machines) after.lockers = names(named.machines);
  if (named.screens) after.screens = names(named.screens);
  const changes = changedFields(
    {
      ...before,
      buids: before.buildings.map((building) => building.buid).sort((a, b) => a - b),
      lockers: names(before.machines.map((machine) => ({ name: lockerName(machine.name) }))),
      screens: names(before.screens),
    },
    after,
  );
  if (Object.keys(changes.after).length === 0) throw new ActError('INVALID_PARAMS', 'Nothing to change.');
  await write(context, async (trx, log) => {
    // Sent fields that did not change are written as they were: the log says what changed.
    await trx
      .updateTable('ad_groups')
      .set({
        ...definedOnly(sent),
        ...(weekdays !== undefined ? { weekdays: JSON.stringify(sortedDays(weekdays)) } : {}),
        updated_at: context.now.toISOString(),
      })
      .where('id', '=', id)
      .execute();
    if (buids !== undefined) await setBuildings(trx, id, buids);
    if (named.machines) await setMachines(trx, id, named.machines);
    if (named.screens) await setScreens(trx, id, named.screens);
    await log({ operation: 'ad-group-updated', target: before.gname, changes });
  });
  return findGroup(context.db, id);
}

export async function starGroup(context: Writer, id: number, maker: '0' | '1'): Promise<AdGroupItem> {
  const before = await findGroup(context.db, id);
  if (before.maker === maker) return before;
  await write(context, async (trx, log) => {
    await trx.updateTable('ad_groups').set({ maker }).where('id', '=', id).execute();
    await log({
      operation: maker === '1' ? 'ad-group-starred' : 'ad-group-unstarred',
      target: before.gname,
      changes: { before: { maker: before.maker }, after: { maker } },
    });
  });
  return findGroup(context.db, id);
}
