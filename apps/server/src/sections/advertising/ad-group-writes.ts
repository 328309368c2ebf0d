// What advertising admins do to groups: create one for an active agent, change its schedule, targets, weight or
// status, and star it. Each write and its operation log entry (the fields before and after) are one transaction.
import type { Transaction } from 'kysely';
import type { ActParsedParams, AdGroupItem, adGroupCreateAct, adGroupUpdateAct } from '@bluemanager/protocol';
import type { SignedInContext } from '../../act-channel/act-handler.js';
import { write } from '../../act-channel/write.js';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { changedFields } from '../../domain/oplog/operation-log.js';
import { findGroup } from './ad-group.repository.js';

type Writer = Pick<SignedInContext, 'db' | 'actor' | 'now'>;

async function setTargets(
  trx: Transaction<Database>,
  groupId: number,
  buids: readonly number[],
): Promise<void> {
  await trx.deleteFrom('ad_group_buildings').where('group_id', '=', groupId).execute();
  const unique = [...new Set(buids)];
  await trx
    .insertInto('ad_group_buildings')
    .values(unique.map((buid) => ({ group_id: groupId, building_id: buid })))
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
  const { buids, weekdays, ...fields } = params;
  const values = { ...fields, weekdays: JSON.stringify(sortedDays(weekdays)), maker: '0' };
  const id = await write(context, async (trx, log) => {
    const row = await trx
      .insertInto('ad_groups')
      .values({ ...values, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setTargets(trx, row.id, buids);
    await log({
      operation: 'ad-group-created',
      target: params.gname,
      detail: `agent ${agent.name}`,
      changes: { before: {}, after: { ...values, buids: [...new Set(buids)] } },
    });
    return row.id;
  });
  return findGroup(context.db, id);
}

export async function updateGroup(
  context: Writer,
  params: ActParsedParams<typeof adGroupUpdateAct>,
): Promise<AdGroupItem> {
  const { id, buids, weekdays, ...sent } = params;
  const before = await findGroup(context.db, id);
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
  const changes = changedFields(
    { ...before, buids: before.buildings.map((building) => building.buid).sort((a, b) => a - b) },
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
    if (buids !== undefined) await setTargets(trx, id, buids);
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
