// "Overstaying" in SQL: an open session older than its location's limit. The limit is per location, so the cutoff
// is computed here for each limit in use (a handful) and the condition is one `or` over them; timestamps are ISO
// UTC strings, which compare as times on both databases. The query must join `bike_sessions` and `bike_locations`.
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';

const HOUR = 3_600_000;

export async function overstayLimits(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('bike_locations').select('overstay_hours').distinct().execute();
  return rows.map((row) => row.overstay_hours);
}

export function overstaying(limits: readonly number[], now: Date): RawBuilder<SqlBool> {
  if (limits.length === 0) return sql<SqlBool>`1 = 0`;
  const each = limits.map(
    (hours) =>
      sql`(bike_locations.overstay_hours = ${hours} and bike_sessions.started_at < ${new Date(now.getTime() - hours * HOUR).toISOString()})`,
  );
  return sql<SqlBool>`(bike_sessions.ended_at is null and (${sql.join(each, sql` or `)}))`;
}
