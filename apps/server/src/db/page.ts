// One page of a list query and the count of everything it matches: the server side of the one list shape
// (offset, count → items, total). The count runs over the same filtered query without its order or page, so a
// list can never disagree with its own total.
import { sql, type QueryExecutorProvider, type SelectQueryBuilder } from 'kysely';

export interface PageRequest {
  /** The first row, counted from 0. */
  offset: number;
  /** The page size. */
  count: number;
}

export interface Page<Row> {
  total: number;
  items: Row[];
}

/** `query` is filtered and selected but neither ordered nor paged; `order` adds a stable order (end on a key). */
export async function fetchPage<DB, TB extends keyof DB, Row>(
  db: QueryExecutorProvider,
  query: SelectQueryBuilder<DB, TB, Row>,
  page: PageRequest,
  order: (query: SelectQueryBuilder<DB, TB, Row>) => SelectQueryBuilder<DB, TB, Row>,
): Promise<Page<Row>> {
  const [items, counted] = await Promise.all([
    order(query).offset(page.offset).limit(page.count).execute(),
    sql<{ total: number | string | bigint }>`select count(*) as total from (${query}) as matching`.execute(
      db,
    ),
  ]);
  return { total: Number(counted.rows[0]?.total ?? 0), items };
}
