// Machine Logs: what the lockers in the reader's scope reported, filtered, newest first. The page and its capped
// count read the log table alone, through the index of the narrowest filter given: (machine, time), (building,
// category or severity, time), (building, time), (severity, time), (category, time) or (time).
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import {
  LOG_LIST_CAP,
  type ActParsedParams,
  type ActResult,
  type machineLogsAct,
  type machineTimelineAct,
} from '@bluemanager/protocol';
import { isoBound } from '../../act-channel/date-bounds.js';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import { LOG_ROW_COLUMNS, toLogEntries } from './machine-log-rows.js';

type ListParams = ActParsedParams<typeof machineLogsAct>;
type TimelineParams = ActParsedParams<typeof machineTimelineAct>;
type Filters = Pick<ListParams, 'category' | 'severity' | 'from' | 'to'>;
type LogBuilder = ExpressionBuilder<Database & { e: Database['machine_events'] }, 'e'>;

function filterConditions(eb: LogBuilder, filters: Filters): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.category !== undefined) conditions.push(eb('e.category', '=', filters.category));
  if (filters.severity !== undefined) conditions.push(eb('e.severity', '=', filters.severity));
  if (filters.from !== undefined) conditions.push(eb('e.at', '>=', isoBound(filters.from, 'start')));
  if (filters.to !== undefined) conditions.push(eb('e.at', '<=', isoBound(filters.to, 'end')));
  return conditions;
}

async function machineNamed(db: Kysely<Database>, uuid: string) {
  const machine = await db
    .selectFrom('machines')
    .innerJoin('buildings', 'buildings.id', 'machines.building_id')
    .select([
      'machines.id',
      'machines.uuid',
      'machines.name',
      'machines.building_id',
      'buildings.name as bname',
      'machines.status',
      'machines.run_sts',
      'machines.firmware',
      'machines.power_source',
      'machines.network',
      'machines.last_seen_at',
    ])
    .where('machines.uuid', '=', uuid)
    .executeTakeFirst();
  if (!machine) throw new ActError('NOT_FOUND', `There is no machine ${uuid}.`);
  return machine;
}

export async function listMachineLogs(
  db: Kysely<Database>,
  scope: BuildingScope,
  params: ListParams,
): Promise<ActResult<typeof machineLogsAct>> {
  // The dispatcher has checked that a named machine is in scope; its id lets the (machine, time) index serve.
  const machineId = params.uuid === undefined ? undefined : (await machineNamed(db, params.uuid)).id;
  const filtered = db.selectFrom('machine_events as e').where((eb) => {
    const conditions = [...filterConditions(eb, params)];
    if (machineId !== undefined) conditions.push(eb('e.machine_id', '=', machineId));
    // A machine named is enough; otherwise the building (named, or every one in scope).
    else conditions.push(buildingFilter(sql.ref<number>('e.building_id'), scope, params.buid));
    if (machineId !== undefined && params.buid !== undefined) {
      conditions.push(eb('e.building_id', '=', params.buid));
    }
    return conditions.length === 0 ? sql<SqlBool>`1 = 1` : eb.and(conditions);
  });
  const rows = await filtered
    .select(LOG_ROW_COLUMNS)
    .orderBy('e.at', params.dir)
    .orderBy('e.id', params.dir)
    .offset(params.offset)
    .limit(params.count)
    .execute();
  const counted = await db
    .selectFrom(
      filtered
        .select('e.id')
        .limit(LOG_LIST_CAP + 1)
        .as('matching'),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.count);
  return {
    total: Math.min(total, LOG_LIST_CAP),
    capped: total > LOG_LIST_CAP,
    items: await toLogEntries(db, rows),
  };
}

export async function machineTimeline(
  db: Kysely<Database>,
  params: TimelineParams,
): Promise<ActResult<typeof machineTimelineAct>> {
  if ((params.before_at === undefined) !== (params.before_id === undefined)) {
    throw new ActError('INVALID_PARAMS', 'Give both before_at and before_id, or neither.');
  }
  const machine = await machineNamed(db, params.uuid);
  const rows = await db
    .selectFrom('machine_events as e')
    .select(LOG_ROW_COLUMNS)
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = [
        eb('e.machine_id', '=', machine.id),
        ...filterConditions(eb, params),
      ];
      if (params.before_at !== undefined && params.before_id !== undefined) {
        conditions.push(
          eb.or([
            eb('e.at', '<', params.before_at),
            eb.and([eb('e.at', '=', params.before_at), eb('e.id', '<', params.before_id)]),
          ]),
        );
      }
      return eb.and(conditions);
    })
    .orderBy('e.at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(params.count + 1)
    .execute();
  return {
    machine: {
      uuid: machine.uuid,
      name: machine.name,
      buid: machine.building_id,
      bname: machine.bname,
      status: machine.status,
      run_sts: machine.run_sts,
      firmware: machine.firmware,
      power: machine.power_source,
      network: machine.network,
      last_seen: machine.last_seen_at,
    },
    items: await toLogEntries(db, rows.slice(0, params.count)),
    more: rows.length > params.count,
  };
}
