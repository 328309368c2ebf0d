// A locker's playlist: the items it may play from today on, as the locker fetches it and as the Screens page shows
// it. An item is in when its group is on, its agent active, its dates reach today (in the building's time zone),
// the group reaches the locker (its building or the locker itself, and its screen when the group names screens: see
// ad-group-reach.ts), it has its file and its picture size is the screen's ad area. Hours and
// weekdays travel with each entry: the locker applies them itself, so the playlist (and its etag) changes only when
// the campaigns do, not every hour.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { adMediaUrl, usableTimeZone, type Playlist, type PlaylistEntry } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { adAreaOf } from './ad-screens.repository.js';
import { fitsScreen, targetsLocker, type LockerPlace } from './ad-group-reach.js';

/** The building's calendar day at `now`: yyyy-mm-dd. */
export function dayIn(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: usableTimeZone(timeZone) }).format(now);
}

function parseWeekdays(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((day): day is number => typeof day === 'number') : [];
  } catch {
    return [];
  }
}

export interface PlaylistMachine {
  id: number;
  building_id: number;
}

export async function playlistOf(
  db: Kysely<Database>,
  machine: PlaylistMachine,
  now: Date,
): Promise<Playlist> {
  const place = await db
    .selectFrom('buildings')
    .leftJoin('ad_machine_screens', (join) => join.on('ad_machine_screens.machine_id', '=', machine.id))
    .leftJoin('ad_screens', 'ad_screens.id', 'ad_machine_screens.screen_id')
    .select([
      'buildings.timezone',
      'ad_screens.id',
      'ad_screens.name',
      'ad_screens.width',
      'ad_screens.height',
      'ad_screens.header_height',
    ])
    .where('buildings.id', '=', machine.building_id)
    .executeTakeFirst();
  const timezone = usableTimeZone(place?.timezone ?? 'UTC');
  const screen =
    place &&
    place.id !== null &&
    place.name !== null &&
    place.width !== null &&
    place.height !== null &&
    place.header_height !== null
      ? {
          id: place.id,
          name: place.name,
          adSize: adAreaOf({ width: place.width, height: place.height, header_height: place.header_height }),
        }
      : undefined;
  const entries = screen
    ? await entriesFor(
        db,
        { machineId: machine.id, buildingId: machine.building_id, screenId: screen.id },
        screen.adSize,
        dayIn(now, timezone),
      )
    : [];
  const body = { timezone, screen: screen?.name ?? null, ad_size: screen?.adSize ?? null, entries };
  const etag = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 32);
  return { etag, ...body };
}

async function entriesFor(
  db: Kysely<Database>,
  locker: LockerPlace,
  adSize: string,
  today: string,
): Promise<PlaylistEntry[]> {
  const rows = await db
    .selectFrom('ad_items')
    .innerJoin('ad_groups', 'ad_groups.id', 'ad_items.group_id')
    .innerJoin('ad_agents', 'ad_agents.id', 'ad_groups.agent_id')
    .innerJoin('ad_media', 'ad_media.sha256', 'ad_items.media_sha256')
    .select([
      'ad_items.id as item',
      'ad_items.group_id as group',
      'ad_items.type',
      'ad_items.name',
      'ad_items.duration_seconds',
      'ad_media.sha256',
      'ad_media.mime',
      'ad_groups.weight',
      'ad_groups.start_date',
      'ad_groups.end_date',
      'ad_groups.weekdays',
      'ad_groups.hour_from',
      'ad_groups.hour_to',
    ])
    .where(targetsLocker(locker))
    .where(fitsScreen(locker.screenId))
    .where('ad_groups.sts', '=', '1')
    .where('ad_agents.active', '=', 1)
    .where('ad_groups.start_date', '<=', today)
    .where('ad_groups.end_date', '>=', today)
    .where('ad_items.name', 'like', `%|${adSize}`)
    .orderBy('ad_groups.weight', 'desc')
    .orderBy('ad_groups.id')
    .orderBy('ad_items.id')
    .execute();
  return rows.map((row) => ({
    item: row.item,
    group: row.group,
    type: row.type === 'video' ? 'video' : 'image',
    name: row.name.split('|')[0] ?? row.name,
    url: adMediaUrl(row.sha256),
    sha256: row.sha256,
    mime: row.mime,
    duration_seconds: row.duration_seconds,
    weight: row.weight,
    start_date: row.start_date,
    end_date: row.end_date,
    weekdays: parseWeekdays(row.weekdays),
    hour_from: row.hour_from,
    hour_to: row.hour_to,
  }));
}
