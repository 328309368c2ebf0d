// Reading and resolving crash groups (acts 61101–61103): the list by last seen with its filters, one group with its
// latest reports and the lockers it hit, and the resolved flag, logged.
import type { Expression, Kysely, SqlBool } from 'kysely';
import type {
  ActParsedParams,
  ActResult,
  CrashGroupItem,
  CrashOrigin,
  crashGroupDetailAct,
  crashGroupListAct,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import { ActError } from '../../domain/act-error.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import type { CrashGroupRow } from './crash.table.js';

function groupQuery(db: Kysely<Database>) {
  return db
    .selectFrom('crash_groups as g')
    .selectAll('g')
    .select((eb) =>
      eb
        .selectFrom('crash_group_machines as gm')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('gm.group_id', '=', 'g.id')
        .as('machines'),
    );
}

type GroupRow = CrashGroupRow & { machines: number | string | bigint | null };

export function toGroupItem(row: GroupRow): CrashGroupItem {
  return {
    id: row.id,
    origin: row.origin as CrashOrigin,
    title: row.title,
    frame: row.frame,
    count: row.count,
    machines: Number(row.machines ?? 0),
    versions: JSON.parse(row.versions) as string[],
    first_seen: row.first_seen,
    last_seen: row.last_seen,
    resolved: row.resolved_at !== null,
    resolved_at: row.resolved_at,
    resolved_by: row.resolved_by,
    reopened_at: row.reopened_at,
  };
}

export async function listCrashGroups(
  db: Kysely<Database>,
  params: ActParsedParams<typeof crashGroupListAct>,
): Promise<ActResult<typeof crashGroupListAct>> {
  const query = groupQuery(db).where((eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (params.origin) conditions.push(eb('g.origin', '=', params.origin));
    if (params.state === 'open') conditions.push(eb('g.resolved_at', 'is', null));
    if (params.state === 'resolved') conditions.push(eb('g.resolved_at', 'is not', null));
    if (params.q)
      conditions.push(
        eb.or([containsText(eb.ref('g.title'), params.q), containsText(eb.ref('g.frame'), params.q)]),
      );
    if (params.muuid) {
      conditions.push(
        eb.exists(
          eb
            .selectFrom('crash_group_machines as gm')
            .innerJoin('machines as m', 'm.id', 'gm.machine_id')
            .select('gm.group_id')
            .whereRef('gm.group_id', '=', 'g.id')
            .where('m.uuid', '=', params.muuid),
        ),
      );
    }
    return eb.and(conditions);
  });
  const page = await fetchPage(db, query, params, (ordered) =>
    ordered.orderBy('g.last_seen', 'desc').orderBy('g.id', 'desc'),
  );
  return { total: page.total, items: page.items.map(toGroupItem) };
}

async function findGroup(db: Kysely<Database>, id: number): Promise<GroupRow> {
  const row = await groupQuery(db).where('g.id', '=', id).executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no crash group ${id}.`);
  return row;
}

const REPORTS_SHOWN = 20;
const MACHINES_SHOWN = 100;

export async function crashGroupDetail(
  db: Kysely<Database>,
  id: number,
): Promise<ActResult<typeof crashGroupDetailAct>> {
  const group = await findGroup(db, id);
  const [reports, machines] = await Promise.all([
    db
      .selectFrom('crash_reports as r')
      .leftJoin('machines as m', 'm.id', 'r.machine_id')
      .leftJoin('buildings as b', 'b.id', 'm.building_id')
      .select([
        'r.id',
        'r.at',
        'm.uuid',
        'm.name',
        'b.name as bname',
        'r.version',
        'r.message',
        'r.stack',
        'r.events',
        'r.route',
      ])
      .where('r.group_id', '=', id)
      .orderBy('r.at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(REPORTS_SHOWN)
      .execute(),
    db
      .selectFrom('crash_group_machines as gm')
      .innerJoin('machines as m', 'm.id', 'gm.machine_id')
      .innerJoin('buildings as b', 'b.id', 'm.building_id')
      .select(['m.uuid', 'm.name', 'b.name as bname', 'gm.count', 'gm.last_seen'])
      .where('gm.group_id', '=', id)
      .orderBy('gm.last_seen', 'desc')
      .limit(MACHINES_SHOWN)
      .execute(),
  ]);
  return {
    group: toGroupItem(group),
    reports: reports.map((report) => ({
      id: report.id,
      at: report.at,
      muuid: report.uuid ?? null,
      machine: report.name ?? '',
      bname: report.bname ?? '',
      version: report.version,
      message: report.message,
      stack: report.stack,
      events: JSON.parse(report.events) as string[],
      route: report.route,
    })),
    machines: machines.map((machine) => ({
      muuid: machine.uuid,
      machine: machine.name,
      bname: machine.bname,
      count: machine.count,
      last_seen: machine.last_seen,
    })),
  };
}

export async function resolveCrashGroup(
  db: Kysely<Database>,
  params: { id: number; resolved: boolean },
  writer: { actor: OperationActor; now: Date },
): Promise<CrashGroupItem> {
  return db.transaction().execute(async (trx) => {
    const before = await findGroup(trx, params.id);
    if ((before.resolved_at !== null) === params.resolved) return toGroupItem(before);
    await trx
      .updateTable('crash_groups')
      .set(
        params.resolved
          ? { resolved_at: writer.now.toISOString(), resolved_by: writer.actor.username }
          : { resolved_at: null, resolved_by: '' },
      )
      .where('id', '=', params.id)
      .execute();
    await logOperation(trx, {
      operation: params.resolved ? 'crash-group-resolved' : 'crash-group-reopened',
      target: before.title.slice(0, 80),
      actor: writer.actor,
      now: writer.now,
      changes: { before: { resolved: !params.resolved }, after: { resolved: params.resolved } },
    });
    return toGroupItem(await findGroup(trx, params.id));
  });
}
