// Member Logs: the operation log in the reader's reach, filtered, newest first, paged. The count stops past the
// deepest reachable page, so a broad filter over a long log stays cheap.
import type { Kysely } from 'kysely';
import {
  LOG_LIST_CAP,
  OPERATION_CATEGORIES,
  type ActParsedParams,
  type ActResult,
  type memberLogsAct,
  type MemberLogEntry,
  type OperationCategory,
} from '@bluemanager/protocol';
import { isoBound } from '../../act-channel/date-bounds.js';
import type { Database } from '../../db/schema.js';
import { containsText } from '../../db/text-match.js';
import type { BuildingScope, ScopeHolder } from '../../domain/buildings/scope.js';
import { operationDetail } from '../parcels/parcel-timeline.js';
import { actorKind, actorReference, lockerNames } from './actor-names.js';
import { operationLogReach } from './log-reach.js';

type Params = ActParsedParams<typeof memberLogsAct>;

function memberLogQuery(db: Kysely<Database>, session: ScopeHolder, scope: BuildingScope, params: Params) {
  return db.selectFrom('operation_log as l').where((eb) => {
    const conditions = [operationLogReach(eb, session, scope)];
    if (params.buid !== undefined) conditions.push(eb('l.building_id', '=', params.buid));
    if (params.category !== undefined) conditions.push(eb('l.category', '=', params.category));
    if (params.from !== undefined) conditions.push(eb('l.at', '>=', isoBound(params.from, 'start')));
    if (params.to !== undefined) conditions.push(eb('l.at', '<=', isoBound(params.to, 'end')));
    if (params.actor) conditions.push(containsText(eb.ref('l.username'), params.actor));
    if (params.q) {
      conditions.push(
        eb.or([containsText(eb.ref('l.message'), params.q), containsText(eb.ref('l.username'), params.q)]),
      );
    }
    return eb.and(conditions);
  });
}

const parseChanges = (value: string | null): Record<string, unknown> | null => {
  if (value === null) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

const asCategory = (value: string): OperationCategory =>
  OPERATION_CATEGORIES.find((category) => category === value) ?? 'Account';

export async function listMemberLogs(
  db: Kysely<Database>,
  session: ScopeHolder,
  scope: BuildingScope,
  params: Params,
): Promise<ActResult<typeof memberLogsAct>> {
  const filtered = memberLogQuery(db, session, scope, params);
  const rows = await filtered
    .leftJoin('buildings as b', 'b.id', 'l.building_id')
    .select([
      'l.id',
      'l.at',
      'l.user_id',
      'l.username',
      'l.operation',
      'l.category',
      'l.target',
      'l.message',
      'l.ip',
      'l.building_id',
      'b.name as bname',
      'l.before_value',
      'l.after_value',
    ])
    .orderBy('l.at', params.dir)
    .orderBy('l.id', params.dir)
    .offset(params.offset)
    .limit(params.count)
    .execute();
  const counted = await db
    .selectFrom(
      filtered
        .select('l.id')
        .limit(LOG_LIST_CAP + 1)
        .as('matching'),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.count);
  const lockers = await lockerNames(db, rows);
  const items = rows.map((row): MemberLogEntry => {
    const kind = actorKind(row);
    const reference = actorReference(row);
    return {
      id: row.id,
      at: row.at,
      category: asCategory(row.category),
      operation: row.operation,
      target: row.target,
      detail: operationDetail(row),
      message: row.message,
      actor_kind: kind,
      actor: kind === 'locker' ? (lockers.get(reference) ?? '') : reference,
      ip: row.ip,
      buid: row.building_id,
      bname: row.bname,
      before: parseChanges(row.before_value),
      after: parseChanges(row.after_value),
    };
  });
  return { total: Math.min(total, LOG_LIST_CAP), capped: total > LOG_LIST_CAP, items };
}
