// Unit join requests (residents asking to join a unit) and support requests (sent to the operator).
import type { Kysely } from 'kysely';
import type { ActResult, supportRequestsAct, unitJoinRequestsAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { buildingFilter, type BuildingScope } from '../buildings/scope.js';

export interface JoinRequestQuery {
  buildingId?: number;
  status: number;
  offset: number;
  count: number;
}

export async function listJoinRequests(
  db: Kysely<Database>,
  scope: BuildingScope,
  query: JoinRequestQuery,
): Promise<ActResult<typeof unitJoinRequestsAct>> {
  const rows = await db
    .selectFrom('unit_join_requests as r')
    .innerJoin('buildings as b', 'b.id', 'r.building_id')
    .select([
      'r.id',
      'r.building_id',
      'b.name as bname',
      'r.unit',
      'r.name',
      'r.phone',
      'r.email',
      'r.status',
      'r.created_at',
    ])
    .where('r.status', '=', query.status)
    .where((eb) => buildingFilter(eb.ref('r.building_id'), scope, query.buildingId))
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .offset(query.offset)
    .limit(query.count)
    .execute();
  return rows.map(({ building_id, status, created_at, ...row }) => ({
    ...row,
    buid: building_id,
    sts: status,
    create_time: created_at,
  }));
}

export async function listSupportRequests(
  db: Kysely<Database>,
  status: number | undefined,
): Promise<ActResult<typeof supportRequestsAct>> {
  let query = db
    .selectFrom('support_requests as r')
    .leftJoin('buildings as b', 'b.id', 'r.building_id')
    .select([
      'r.id',
      'r.building_id',
      'b.name as bname',
      'r.name',
      'r.phone',
      'r.email',
      'r.subject',
      'r.body',
      'r.status',
      'r.created_at',
    ]);
  if (status !== undefined) query = query.where('r.status', '=', status);
  const rows = await query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(1000).execute();
  return rows.map(({ building_id, bname, status: sts, created_at, ...row }) => ({
    ...row,
    buid: building_id,
    bname: bname ?? '',
    sts,
    create_time: created_at,
  }));
}
