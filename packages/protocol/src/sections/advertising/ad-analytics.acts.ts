// Ad Analytics (`ad-test`): what the lockers' screens played, as the lockers reported it (advertising.device.ts):
// showings, touches and seconds on screen, summed per item, group, agent, building or day over a period of UTC
// days, with the daily series for the chart; and the clicks on the short links (Redirect Setting) that advertise an
// agent or a group, per agent, group, day or link. Acts 53520–53529.
import { z } from 'zod';
import { positiveInt } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { AD_ROLES, calendarDate, isCalendarDate } from './ad-fields.js';

export const AD_ANALYTICS_DIMENSIONS = ['item', 'group', 'agent', 'building', 'day', 'redirect'] as const;
export type AdAnalyticsDimension = (typeof AD_ANALYTICS_DIMENSIONS)[number];
/** The longest period one question may cover: a year, leap day included. */
export const AD_ANALYTICS_MAX_DAYS = 366;

const figures = {
  impressions: z.number().int(),
  touches: z.number().int(),
  play_seconds: z.number().int(),
  clicks: z
    .number()
    .int()
    .describe(
      'short-link clicks; a click has no building or item, so it counts 0 there and under a building filter',
    ),
};

export const adAnalyticsRow = z.object({
  key: z.string().describe('the id of the item, group, agent, building or short link, or the day'),
  label: z.string().describe("its name (an item without its size, a short link's note), or the day"),
  detail: z
    .string()
    .describe("whose it is: an item's group, a group's agent, an agent's group name; '' otherwise"),
  ...figures,
});
export type AdAnalyticsRow = z.infer<typeof adAnalyticsRow>;

const DAY_MS = 86_400_000;
const spanDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** Whether a period of whole days is in order and at most AD_ANALYTICS_MAX_DAYS long (bad days have their own issue). */
export const periodFits = (value: { from: string; to: string }): boolean =>
  !isCalendarDate(value.from) ||
  !isCalendarDate(value.to) ||
  (value.to >= value.from && spanDays(value.from, value.to) <= AD_ANALYTICS_MAX_DAYS);
export const PERIOD_ISSUE = {
  message: `the period ends before it starts or is longer than ${AD_ANALYTICS_MAX_DAYS} days`,
  path: ['to'],
};

export const adAnalyticsAct = defineAct({
  code: 53520,
  name: 'ad analytics',
  summary:
    'Showings, touches, play time and short-link clicks per item, group, agent, building, day or short link over a period (UTC days, at most a year), narrowed to an agent, a group or a building; the busiest first (days in order), with the totals and the daily series.',
  params: z
    .object({
      from: calendarDate,
      to: calendarDate,
      by: z.enum(AD_ANALYTICS_DIMENSIONS).default('item'),
      agent_id: positiveInt.optional(),
      group_id: positiveInt.optional(),
      buid: positiveInt.optional(),
    })
    .refine(periodFits, PERIOD_ISSUE),
  result: z.object({
    rows: z.array(adAnalyticsRow).describe('at most 500'),
    totals: z.object(figures),
    days: z
      .array(z.object({ day: z.string(), ...figures }))
      .describe('every day of the period, zeros included'),
  }),
  access: AD_ROLES,
  scope: { buid: 'building' },
});

export const AD_ANALYTICS_ACTS = [adAnalyticsAct] as const;
