import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Database, UserRow } from '../../db/schema.js';

export function findUserByUsername(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username.toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

// The scope of every call by a building-level user reads this, so the query is compiled once.
const buildingsOfUser = preparedQuery((db: Kysely<Database>, userId: number) =>
  db.selectFrom('user_buildings').select('building_id').where('user_id', '=', userId),
);

export async function managedBuildingIds(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await buildingsOfUser(db, userId);
  return rows.map((row) => row.building_id);
}

export async function countDemoUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('is_demo', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
