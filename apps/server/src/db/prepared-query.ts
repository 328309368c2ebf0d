import type { Compilable, CompiledQuery, Kysely } from 'kysely';

const SLOT = '\u0000bluemanager-slot\u0000';

/**
 * A query with at most one parameter, built and compiled once per database and rerun with the parameter swapped
 * in. Building and compiling a query costs several times more than running a small indexed one, so the hot paths
 * (the session lookup of every act, the scope of building-level users, machine authentication) use this instead of
 * building the query on every call.
 */
export function preparedQuery<DB, Row, Value extends string | number = string>(
  build: (db: Kysely<DB>, slot: Value) => Compilable<Row>,
) {
  const templates = new WeakMap<Kysely<DB>, CompiledQuery<Row>>();
  return async (db: Kysely<DB>, value?: Value): Promise<Row[]> => {
    let template = templates.get(db);
    if (!template) {
      // The sentinel stands in for the value only while compiling; it never reaches the database.
      template = build(db, SLOT as Value).compile();
      templates.set(db, template);
    }
    const parameters = template.parameters.map((parameter) => (parameter === SLOT ? value : parameter));
    const result = await db.executeQuery<Row>({ ...template, parameters });
    return result.rows;
  };
}
