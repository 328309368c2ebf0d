// The lockers' screens on the device channel: a locker fetches its playlist (sending the etag it has, so an
// unchanged playlist comes back as "not modified" and nothing else), and reports what it played and what was
// touched in batches. Declared as plain objects for the reason bike.device.ts gives: device.ts lists them.
import { z } from 'zod';
import type { DeviceCallDeclaration } from '../../device.js';
import { playlist } from './ad-screens.acts.js';

export const adPlaylistCall = {
  name: 'ad-playlist',
  summary:
    'The playlist of this locker’s screen. Send the etag of the playlist you have: while nothing changed the answer is `{ not_modified: true, playlist: null }` with that etag.',
  params: z.object({
    etag: z.string().trim().max(64).optional().describe('the etag of the playlist the locker plays now'),
  }),
  result: z.object({
    etag: z.string(),
    not_modified: z.boolean(),
    playlist: playlist.nullable().describe('null when not modified'),
  }),
} as const satisfies DeviceCallDeclaration<'ad-playlist'>;

/** How many rows one report may carry, and how far back a row may be (a locker offline for days sends late). */
export const AD_REPORT_MAX_ROWS = 500;
export const AD_REPORT_MAX_AGE_DAYS = 7;
/** One row is at most a minute's counts of one item: more than this in a minute is not a real screen. */
export const AD_REPORT_MAX_PER_ROW = 120;

export const adReportRow = z
  .object({
    item: z.number().int().positive().max(2_147_483_647),
    at: z.iso.datetime().describe('when the minute these counts cover began (UTC)'),
    impressions: z.number().int().min(0).max(AD_REPORT_MAX_PER_ROW).describe('times it was shown'),
    touches: z
      .number()
      .int()
      .min(0)
      .max(AD_REPORT_MAX_PER_ROW)
      .describe('times the screen was touched on it'),
    play_seconds: z.number().int().min(0).max(3600).describe('seconds it was on the screen'),
  })
  .refine((row) => row.impressions + row.touches > 0, 'a row counts something')
  .refine((row) => row.touches <= row.impressions, 'an item is touched only while it is shown')
  .refine((row) => row.play_seconds <= row.impressions * 300, 'more play time than its showings allow');

export const adReportCall = {
  name: 'ad-report',
  summary: `What the screen played: per item and minute, its showings, touches and seconds on screen; at most ${AD_REPORT_MAX_ROWS} rows, none older than ${AD_REPORT_MAX_AGE_DAYS} days or in the future. One bad row refuses the whole batch; a batch id already received is answered \`duplicate: true\` and not counted again.`,
  params: z.object({
    batch: z
      .string()
      .regex(/^[A-Za-z0-9-]{8,64}$/, '8 to 64 letters, digits or dashes')
      .describe('chosen by the locker, the same when it sends a batch again'),
    rows: z.array(adReportRow).min(1).max(AD_REPORT_MAX_ROWS),
  }),
  result: z.object({ accepted: z.number().int(), duplicate: z.boolean() }),
} as const satisfies DeviceCallDeclaration<'ad-report'>;
