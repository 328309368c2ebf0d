// Ad agents: listed with their campaign count, created, edited and (de)activated. Each write and its operation log
// entry (with the fields before and after) are one transaction.
import { sql, type Kysely } from 'kysely';
import {
  storedPhone,
  type ActParsedParams,
  type ActResult,
  type AdAgentItem,
  type adAgentCreateAct,
  type adAgentsAct,
  type adAgentUpdateAct,
} from '@bluemanager/protocol';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { write } from '../../act-channel/write.js';
import type { SignedInContext } from '../../act-channel/act-handler.js';
import { changedFields } from '../../domain/oplog/operation-log.js';
import type { AdAgentRow } from './ad-tables.js';

type Writer = Pick<SignedInContext, 'db' | 'actor' | 'now'>;

function agentQuery(db: Kysely<Database>) {
  return db
    .selectFrom('ad_agents')
    .selectAll('ad_agents')
    .select((eb) =>
      eb
        .selectFrom('ad_groups')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('ad_groups.agent_id', '=', 'ad_agents.id')
        .as('groups'),
    );
}

type AgentRow = AdAgentRow & { groups: number | string | bigint | null };

function toAgentItem(row: AgentRow): AdAgentItem {
  return {
    id: row.id,
    name: row.name,
    gname: row.gname,
    contact_name: row.contact_name,
    contact_email: row.contact_email,
    contact_phone: row.contact_phone,
    contract_start: row.contract_start,
    contract_end: row.contract_end,
    active: row.active === 1,
    groups: Number(row.groups ?? 0),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const SORT_COLUMNS = {
  name: 'ad_agents.name',
  gname: 'ad_agents.gname',
  contract_end: 'ad_agents.contract_end',
  groups: 'groups',
} as const;

export async function listAgents(
  db: Kysely<Database>,
  params: ActParsedParams<typeof adAgentsAct>,
): Promise<ActResult<typeof adAgentsAct>> {
  let query = agentQuery(db);
  if (params.state !== 'all') query = query.where('ad_agents.active', '=', params.state === 'active' ? 1 : 0);
  const text = params.q || undefined;
  if (text) {
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref('ad_agents.name'), text),
        containsText(eb.ref('ad_agents.gname'), text),
        containsText(eb.ref('ad_agents.contact_name'), text),
        containsText(eb.ref('ad_agents.contact_email'), text),
      ]),
    );
  }
  const page = await fetchPage(db, query, params, (selected) =>
    selected.orderBy(SORT_COLUMNS[params.sort], params.dir).orderBy('ad_agents.id'),
  );
  return { total: page.total, items: page.items.map(toAgentItem) };
}

export async function findAgent(db: Kysely<Database>, id: number): Promise<AdAgentItem> {
  const row = await agentQuery(db).where('ad_agents.id', '=', id).executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no ad agent ${id}.`);
  return toAgentItem(row);
}

/** Two agents never share a name, whatever its case: the lists, the reports and the log name agents by it. */
async function requireFreeName(db: Kysely<Database>, name: string, except?: number): Promise<void> {
  let query = db
    .selectFrom('ad_agents')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (except !== undefined) query = query.where('id', '<>', except);
  if (await query.executeTakeFirst()) {
    throw new ActError('CONFLICT', `An ad agent is already named ${name}.`, {
      issues: [{ path: 'name', message: 'an ad agent of this name already exists' }],
    });
  }
}

type Editable = Omit<AdAgentItem, 'id' | 'active' | 'groups' | 'created_at' | 'updated_at'>;

/** What the table stores of the editable fields: phones in the portal's stored form. */
function storedFields<T extends Partial<Editable>>(fields: T): T {
  return fields.contact_phone === undefined
    ? fields
    : { ...fields, contact_phone: storedPhone(fields.contact_phone) };
}

export async function createAgent(
  context: Writer,
  params: ActParsedParams<typeof adAgentCreateAct>,
): Promise<AdAgentItem> {
  await requireFreeName(context.db, params.name);
  const at = context.now.toISOString();
  const { active, ...fields } = params;
  const values = { ...storedFields(fields), active: active ? (1 as const) : (0 as const) };
  const id = await write(context, async (trx, log) => {
    const row = await trx
      .insertInto('ad_agents')
      .values({ ...values, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await log({ operation: 'ad-agent-created', target: params.name, changes: { before: {}, after: values } });
    return row.id;
  });
  return findAgent(context.db, id);
}

export async function updateAgent(
  context: Writer,
  params: ActParsedParams<typeof adAgentUpdateAct>,
): Promise<AdAgentItem> {
  const { id, ...sent } = params;
  const before = await findAgent(context.db, id);
  const fields = storedFields(
    Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined)) as Partial<Editable>,
  );
  if (fields.name !== undefined) await requireFreeName(context.db, fields.name, id);
  const period = {
    start: fields.contract_start ?? before.contract_start,
    end: fields.contract_end === undefined ? before.contract_end : fields.contract_end,
  };
  // The act's schema checks the period it was sent; a half sent is checked against the stored other half.
  if (period.end !== null && period.end < period.start) {
    throw new ActError('INVALID_PARAMS', 'The contract ends before it starts.', {
      issues: [{ path: 'contract_end', message: 'the contract ends before it starts' }],
    });
  }
  const changes = changedFields(before, fields);
  if (Object.keys(changes.after).length === 0) {
    throw new ActError('INVALID_PARAMS', 'Nothing to change.');
  }
  await write(context, async (trx, log) => {
    await trx
      .updateTable('ad_agents')
      .set({ ...changes.after, updated_at: context.now.toISOString() })
      .where('id', '=', id)
      .execute();
    await log({ operation: 'ad-agent-updated', target: before.name, changes });
  });
  return findAgent(context.db, id);
}

export async function setAgentActive(context: Writer, id: number, active: boolean): Promise<AdAgentItem> {
  const before = await findAgent(context.db, id);
  if (before.active === active) return before;
  await write(context, async (trx, log) => {
    await trx
      .updateTable('ad_agents')
      .set({ active: active ? 1 : 0, updated_at: context.now.toISOString() })
      .where('id', '=', id)
      .execute();
    await log({
      operation: active ? 'ad-agent-activated' : 'ad-agent-deactivated',
      target: before.name,
      changes: { before: { active: before.active }, after: { active } },
    });
  });
  return findAgent(context.db, id);
}
