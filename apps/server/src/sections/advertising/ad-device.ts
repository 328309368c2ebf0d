// The lockers' screens on the device channel (the route has already checked the signature, the clock and that the
// request is newer than the last: a replay never gets here). The playlist answers "not modified" for the etag the
// locker has; a report is checked whole before anything is counted, and counted once per batch id.
import { sql, type Kysely } from 'kysely';
import { AD_REPORT_MAX_AGE_DAYS, type DeviceCallParams, type DeviceCallResult } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import type { DeviceMachine } from '../../domain/devices/device-auth.js';
import { playlistOf } from './playlist.js';
import { addToRollup } from './daily-rollup.js';
import { targetsLocker } from './ad-group-reach.js';

const DAY_MS = 86_400_000;
/** A locker's clock may run a little ahead; the channel itself allows this much. */
const FUTURE_MS = 5 * 60_000;

export async function adPlaylistAtLocker(
  db: Kysely<Database>,
  machine: DeviceMachine,
  params: DeviceCallParams<'ad-playlist'>,
  at: Date,
): Promise<DeviceCallResult<'ad-playlist'>> {
  const playlist = await playlistOf(db, { id: machine.id, building_id: machine.buildingId }, at);
  if (params.etag === playlist.etag) return { etag: playlist.etag, not_modified: true, playlist: null };
  return { etag: playlist.etag, not_modified: false, playlist };
}

interface DailyCount {
  day: string;
  item_id: number;
  impressions: number;
  touches: number;
  play_seconds: number;
}

/** Rows of one batch summed per day and item (a batch often holds several minutes of one item). */
function dailyCounts(rows: DeviceCallParams<'ad-report'>['rows'], at: Date): DailyCount[] {
  const byKey = new Map<string, DailyCount>();
  rows.forEach((row, index) => {
    const time = Date.parse(row.at);
    if (time > at.getTime() + FUTURE_MS || time < at.getTime() - AD_REPORT_MAX_AGE_DAYS * DAY_MS) {
      throw new ActError(
        'INVALID_PARAMS',
        `Row ${index + 1} is in the future or older than ${AD_REPORT_MAX_AGE_DAYS} days.`,
        {
          issues: [{ path: `rows.${index}.at`, message: 'in the future or too old' }],
        },
      );
    }
    const day = new Date(time).toISOString().slice(0, 10);
    const key = `${day}:${row.item}`;
    const sum = byKey.get(key) ?? { day, item_id: row.item, impressions: 0, touches: 0, play_seconds: 0 };
    sum.impressions += row.impressions ?? 0;
    sum.touches += row.touches ?? 0;
    sum.play_seconds += row.play_seconds ?? 0;
    byKey.set(key, sum);
  });
  return [...byKey.values()];
}

export async function adReportAtLocker(
  db: Kysely<Database>,
  machine: DeviceMachine,
  params: DeviceCallParams<'ad-report'>,
  at: Date,
): Promise<DeviceCallResult<'ad-report'>> {
  const counts = dailyCounts(params.rows, at);
  const itemIds = [...new Set(counts.map((count) => count.item_id))];
  // Only items of groups targeting this locker (its building or itself): anything else is a forged or confused
  // report. The screen is not asked: a locker whose screen was changed today still reports what it played before.
  const items = await db
    .selectFrom('ad_items')
    .innerJoin('ad_groups', 'ad_groups.id', 'ad_items.group_id')
    .select(['ad_items.id', 'ad_items.group_id', 'ad_groups.agent_id'])
    .where('ad_items.id', 'in', itemIds)
    .where(targetsLocker({ machineId: machine.id, buildingId: machine.buildingId }))
    .execute();
  const known = new Map(items.map((item) => [item.id, item]));
  const stranger = itemIds.find((id) => !known.has(id));
  if (stranger !== undefined) {
    throw new ActError('NOT_FOUND', `Item ${stranger} does not play at this locker; nothing was counted.`);
  }
  return db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('ad_report_batches')
      .values({ machine_id: machine.id, batch: params.batch, received_at: at.toISOString() })
      .onConflict((conflict) => conflict.columns(['machine_id', 'batch']).doNothing())
      .executeTakeFirst();
    if (Number(fresh.numInsertedOrUpdatedRows ?? 0) === 0) return { accepted: 0, duplicate: true };
    const rows = counts.flatMap((count) => {
      // Every item was found above; the lookup only narrows the type.
      const item = known.get(count.item_id);
      if (!item) return [];
      return {
        ...count,
        machine_id: machine.id,
        group_id: item.group_id,
        agent_id: item.agent_id,
        building_id: machine.buildingId,
      };
    });
    await trx
      .insertInto('ad_daily')
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(['day', 'item_id', 'machine_id']).doUpdateSet({
          impressions: sql`ad_daily.impressions + excluded.impressions`,
          touches: sql`ad_daily.touches + excluded.touches`,
          play_seconds: sql`ad_daily.play_seconds + excluded.play_seconds`,
        }),
      )
      .execute();
    await addToRollup(trx, rows);
    return { accepted: params.rows.length, duplicate: false };
  });
}
