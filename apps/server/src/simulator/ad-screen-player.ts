// The screens of the simulated fleet: each locker asks for its playlist now and then with the etag it has (an
// unchanged playlist comes back "not modified"), plays what the hours and weekdays allow in its building's time
// zone, counts showings and the odd touch per item and minute, and reports them in batches, so Ad Analytics moves
// while the demo runs.
import { randomUUID } from 'node:crypto';
import type {
  DeviceAnswer,
  DeviceCallName,
  DeviceCallParams,
  Playlist,
  PlaylistEntry,
} from '@bluemanager/protocol';
import type { Random } from '../db/seed/random.js';

type Call = <N extends DeviceCallName>(name: N, params: DeviceCallParams<N>) => Promise<DeviceAnswer<N>>;
type ReportRow = DeviceCallParams<'ad-report'>['rows'][number];

/** Heartbeats between two playlist checks, and between two reports (a minute at the demo fleet's 30 s heartbeat). */
const FETCH_EVERY = 6;
const REPORT_EVERY = 2;
/** A locker without a screen asks again only now and then (a screen may be fitted later). */
const FETCH_EVERY_WITHOUT_SCREEN = 120;

function localClock(now: Date, timeZone: string): { day: string; weekday: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1;
  return { day: `${part('year')}-${part('month')}-${part('day')}`, weekday, hour: Number(part('hour')) };
}

export function playingNow(playlist: Playlist, now: Date): PlaylistEntry[] {
  const clock = localClock(now, playlist.timezone);
  return playlist.entries.filter(
    (entry) =>
      entry.start_date <= clock.day &&
      entry.end_date >= clock.day &&
      entry.weekdays.includes(clock.weekday) &&
      entry.hour_from <= clock.hour &&
      clock.hour < entry.hour_to,
  );
}

export class AdScreenPlayer {
  private playlist: Playlist | undefined;
  private etag: string | undefined;
  private steps = 0;
  private rows: ReportRow[] = [];
  notModified = 0;

  constructor(
    private readonly call: Call,
    private readonly random: Random,
  ) {}

  async step(now: Date): Promise<void> {
    const every = this.playlist && this.playlist.ad_size === null ? FETCH_EVERY_WITHOUT_SCREEN : FETCH_EVERY;
    if (this.steps % every === 0) {
      const answer = await this.call('ad-playlist', this.etag ? { etag: this.etag } : {});
      if (answer.ok) {
        this.etag = answer.data.etag;
        if (answer.data.playlist) this.playlist = answer.data.playlist;
        else this.notModified++;
      }
    }
    this.steps++;
    if (this.playlist) {
      const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
      for (const entry of playingNow(this.playlist, now)) {
        if (!this.random.chance(0.6)) continue;
        const impressions = this.random.int(1, 3);
        this.rows.push({
          item: entry.item,
          at: minute,
          impressions,
          touches: this.random.chance(0.08) ? 1 : 0,
          play_seconds: impressions * entry.duration_seconds,
        });
      }
    }
    if (this.steps % REPORT_EVERY === 0 && this.rows.length > 0) {
      const rows = this.rows.splice(0, 500);
      await this.call('ad-report', { batch: randomUUID(), rows });
    }
  }
}
