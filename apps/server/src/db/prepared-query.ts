import type { Compilable, CompiledQuery, Kysely } from 'kysely';

const SLOT = '\u0000bluemanager-slot\u0000';

/**
 * A query with one parameter, built and compiled once per database and then rerun with the parameter swapped in.
 * Building and compiling cost more than running a small indexed query, so hot paths (every act's session lookup)
 * use this instead of the query builder.
 */
export function preparedQuery<DB, Row>(build: (db: Kysely<DB>, slot: string) => Compilable<Row>) {
  const templates = new WeakMap<Kysely<DB>, CompiledQuery<Row>>();
  return async (db: Kysely<DB>, value: string): Promise<Row[]> => {
    let template = templates.get(db);
    if (!template) {
      template = build(db, SLOT).compile();
      if (!template.parameters.includes(SLOT)) throw new Error('a prepared query must use its slot');
      templates.set(db, template);
    }
    const parameters = template.parameters.map((parameter) => (parameter === SLOT ? value : parameter));
    const result = await db.executeQuery<Row>({ ...template, parameters });
    return result.rows;
  };
}
