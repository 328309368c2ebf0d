// The building rollup of the daily counts (ad_daily_buildings), written with them: a report adds its counts to both
// in one transaction; the demo seed and the benchmark, which write ad_daily in bulk, rebuild it from ad_daily.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface DailyCountRow {
  day: string;
  item_id: number;
  building_id: number;
  group_id: number;
  agent_id: number;
  impressions: number;
  touches: number;
  play_seconds: number;
}

/** Adds counts to the rollup (rows of one day, item and building are summed first). */
export async function addToRollup(trx: Transaction<Database>, rows: readonly DailyCountRow[]): Promise<void> {
  const byKey = new Map<string, DailyCountRow>();
  for (const row of rows) {
    const key = `${row.day}:${row.item_id}:${row.building_id}`;
    const sum = byKey.get(key);
    if (!sum) {
      // Only the rollup's own columns: a per-locker row also carries its machine.
      const { day, item_id, building_id, group_id, agent_id, impressions, touches, play_seconds } = row;
      byKey.set(key, { day, item_id, building_id, group_id, agent_id, impressions, touches, play_seconds });
    } else {
      sum.impressions += row.impressions;
      sum.touches += row.touches;
      sum.play_seconds += row.play_seconds;
    }
  }
  if (byKey.size === 0) return;
  await trx
    .insertInto('ad_daily_buildings')
    .values([...byKey.values()])
    .onConflict((conflict) =>
      conflict.columns(['day', 'item_id', 'building_id']).doUpdateSet({
        impressions: sql`ad_daily_buildings.impressions + excluded.impressions`,
        touches: sql`ad_daily_buildings.touches + excluded.touches`,
        play_seconds: sql`ad_daily_buildings.play_seconds + excluded.play_seconds`,
      }),
    )
    .execute();
}

/** Rebuilds the rollup from the per-locker rows, after a bulk write of them (inside the writer's transaction). */
export async function rebuildRollup(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('ad_daily_buildings').execute();
  await sql`insert into ad_daily_buildings
      (day, item_id, building_id, group_id, agent_id, impressions, touches, play_seconds)
    select day, item_id, building_id, min(group_id), min(agent_id), sum(impressions), sum(touches), sum(play_seconds)
    from ad_daily group by day, item_id, building_id`.execute(db);
}
