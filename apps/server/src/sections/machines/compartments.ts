// Compartments: the grid of one machine, the metro staff's list with spec §4's size filter, and the admin's edits.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import {
  UNDEFINED_SIZE,
  type ActParsedParams,
  type ActResult,
  type compartmentListAct,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';

/** A compartment is out of service while disabled; it may still hold a parcel. */
export function toCompartmentItem(row: {
  id: number;
  label: string;
  size: string;
  category: string;
  state: string;
  door: string;
}) {
  return {
    id: row.id,
    label: row.label,
    size: row.size,
    category: row.category,
    state: row.state,
    occupied: row.state === 'occupied',
    door: row.door,
    out_of_service: row.state === 'disabled',
  };
}

export async function machineCompartments(db: Kysely<Database>, machineId: number) {
  const rows = await db
    .selectFrom('compartments')
    .select(['id', 'label', 'size', 'category', 'state', 'door'])
    .where('machine_id', '=', machineId)
    .orderBy('label')
    .execute();
  return rows.map(toCompartmentItem);
}

/** Spec §4: 'all', 'undefined' (size contains '-1'), 'defined' (does not), or a size substring. */
export function sizeFilter(size: Expression<string>, filter: string): Expression<SqlBool> {
  const wanted = filter.trim();
  if (wanted === '' || wanted.toLowerCase() === 'all') return sql<SqlBool>`1 = 1`;
  if (wanted.toLowerCase() === 'undefined') return containsText(size, UNDEFINED_SIZE);
  if (wanted.toLowerCase() === 'defined') return sql<SqlBool>`not ${containsText(size, UNDEFINED_SIZE)}`;
  return containsText(size, wanted);
}

type ListParams = ActParsedParams<typeof compartmentListAct>;

export async function listCompartments(
  db: Kysely<Database>,
  scope: BuildingScope,
  params: ListParams,
): Promise<ActResult<typeof compartmentListAct>> {
  const filtered = db
    .selectFrom('compartments as c')
    .innerJoin('machines as m', 'm.id', 'c.machine_id')
    .innerJoin('buildings as b', 'b.id', 'm.building_id')
    .where((eb) => {
      const conditions = [
        buildingFilter(eb.ref('m.building_id'), scope, params.buid),
        eb('m.retired_at', 'is', null),
        sizeFilter(eb.ref('c.size'), params.size),
      ];
      if (params.uuid !== undefined) conditions.push(eb('m.uuid', '=', params.uuid));
      if (params.category.toLowerCase() !== 'all' && params.category !== '') {
        conditions.push(sql<SqlBool>`lower(${eb.ref('c.category')}) = ${params.category.toLowerCase()}`);
      }
      if (params.state !== 'all') conditions.push(eb('c.state', '=', params.state));
      return eb.and(conditions);
    });
  const selected = filtered.select([
    'c.id',
    'c.label',
    'c.size',
    'c.category',
    'c.state',
    'c.door',
    'm.uuid',
    'm.name as mname',
    'm.building_id',
    'b.name as bname',
  ]);
  const page = await fetchPage(db, selected, params, (query) =>
    query.orderBy('b.name').orderBy('m.name').orderBy('c.label').orderBy('c.id'),
  );
  return {
    total: page.total,
    items: page.items.map((row) => ({
      ...toCompartmentItem(row),
      muuid: row.uuid,
      mname: row.mname,
      buid: row.building_id,
      bname: row.bname,
    })),
  };
}
