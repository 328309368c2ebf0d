// The Dashboard tab's units (acts 65502–65505): the building's list of units, each with its residents (members who
// have not moved out, matched by the unit's name, case aside), and the units residents give that are not listed.
// Renaming a unit moves its members with it in the same transaction; deactivating one stops billing it.
import { sql, type Kysely } from 'kysely';
import type { ActResult, subscriptionUnitsAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import { memberSearchText } from '../members/member-row.js';
import { subscriptionBuilding } from './subscription-buildings.js';
import type { UnitRow } from './subscription.tables.js';
import { isUniqueViolation } from './unique-violation.js';

type UnitsResult = ActResult<typeof subscriptionUnitsAct>;

interface WriteContext {
  actor: OperationActor;
  now: Date;
}

const key = (name: string) => name.toLowerCase();

export async function buildingUnits(
  db: Kysely<Database>,
  buildingId: number,
  now: Date,
): Promise<UnitsResult> {
  const [building, units, residents] = await Promise.all([
    subscriptionBuilding(db, buildingId, now),
    db
      .selectFrom('units')
      .selectAll()
      .where('building_id', '=', buildingId)
      .orderBy('active', 'desc')
      .orderBy('name')
      .execute(),
    db
      .selectFrom('members')
      .select(['unit', (eb) => eb.fn.countAll<number>().as('n')])
      .where('building_id', '=', buildingId)
      .where('status', '<>', 'moved-out')
      .groupBy('unit')
      .execute(),
  ]);
  const membersOf = new Map<string, number>();
  const spelling = new Map<string, string>();
  for (const row of residents) {
    membersOf.set(key(row.unit), (membersOf.get(key(row.unit)) ?? 0) + Number(row.n));
    if (!spelling.has(key(row.unit))) spelling.set(key(row.unit), row.unit);
  }
  const listed = new Set(units.map((unit) => key(unit.name)));
  const unlisted = [...membersOf]
    .filter(([name]) => !listed.has(name) && name.trim() !== '')
    .map(([name, members]) => ({ name: spelling.get(name) ?? name, members }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  return {
    building,
    units: units
      .map((unit) => ({
        id: unit.id,
        name: unit.name,
        active: unit.active === 1,
        members: membersOf.get(key(unit.name)) ?? 0,
        updated_at: unit.updated_at,
      }))
      .sort(
        (a, b) =>
          Number(b.active) - Number(a.active) || a.name.localeCompare(b.name, 'en', { numeric: true }),
      ),
    unlisted,
  };
}

async function findUnit(db: Kysely<Database>, id: number): Promise<UnitRow> {
  const unit = await db.selectFrom('units').selectAll().where('id', '=', id).executeTakeFirst();
  if (!unit) throw new ActError('NOT_FOUND', `There is no unit ${id}.`);
  return unit;
}

async function refuseTaken(db: Kysely<Database>, buildingId: number, name: string, except?: number) {
  let query = db
    .selectFrom('units')
    .select('id')
    .where('building_id', '=', buildingId)
    .where(sql<string>`lower(name)`, '=', key(name));
  if (except !== undefined) query = query.where('id', '<>', except);
  if (await query.executeTakeFirst())
    throw new ActError('CONFLICT', `The building already has a unit ${name}.`);
}

/** The unique index decides a race between two adds of one name: the loser is told it is a conflict. */
async function uniquely<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ActError('CONFLICT', `The building already has a unit ${name}.`);
    throw error;
  }
}

export async function addUnit(
  db: Kysely<Database>,
  buildingId: number,
  name: string,
  context: WriteContext,
): Promise<UnitsResult> {
  await uniquely(name, () =>
    db.transaction().execute(async (trx) => {
      await refuseTaken(trx, buildingId, name);
      const at = context.now.toISOString();
      await trx
        .insertInto('units')
        .values({ building_id: buildingId, name, active: 1, created_at: at, updated_at: at })
        .execute();
      await logOperation(trx, {
        operation: 'unit-added',
        target: name,
        actor: context.actor,
        now: context.now,
        buildingId,
      });
    }),
  );
  return buildingUnits(db, buildingId, context.now);
}

export async function renameUnit(
  db: Kysely<Database>,
  id: number,
  name: string,
  context: WriteContext,
): Promise<UnitsResult> {
  const unit = await findUnit(db, id);
  if (unit.name === name) return buildingUnits(db, unit.building_id, context.now);
  await uniquely(name, () =>
    db.transaction().execute(async (trx) => {
      await refuseTaken(trx, unit.building_id, name, id);
      const at = context.now.toISOString();
      await trx.updateTable('units').set({ name, updated_at: at }).where('id', '=', id).execute();
      // The unit's members (moved out too, so their history reads right) take its new name, and their search text.
      const members = await trx
        .selectFrom('members')
        .select(['id', 'name', 'email', 'phones'])
        .where('building_id', '=', unit.building_id)
        .where(sql<string>`lower(unit)`, '=', key(unit.name))
        .execute();
      for (const member of members) {
        const phones = JSON.parse(member.phones) as string[];
        await trx
          .updateTable('members')
          .set({
            unit: name,
            search_text: memberSearchText({ ...member, unit: name, phones }),
            updated_at: at,
          })
          .where('id', '=', member.id)
          .execute();
      }
      await logOperation(trx, {
        operation: 'unit-renamed',
        target: name,
        actor: context.actor,
        now: context.now,
        buildingId: unit.building_id,
        changes: { before: { name: unit.name }, after: { name, members: members.length } },
      });
    }),
  );
  return buildingUnits(db, unit.building_id, context.now);
}

export async function setUnitActive(
  db: Kysely<Database>,
  id: number,
  active: boolean,
  context: WriteContext,
): Promise<UnitsResult> {
  const unit = await findUnit(db, id);
  if ((unit.active === 1) !== active) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('units')
        .set({ active: active ? 1 : 0, updated_at: context.now.toISOString() })
        .where('id', '=', id)
        .execute();
      await logOperation(trx, {
        operation: active ? 'unit-reactivated' : 'unit-deactivated',
        target: unit.name,
        actor: context.actor,
        now: context.now,
        buildingId: unit.building_id,
        changes: { before: { active: unit.active === 1 }, after: { active } },
      });
    });
  }
  return buildingUnits(db, unit.building_id, context.now);
}
