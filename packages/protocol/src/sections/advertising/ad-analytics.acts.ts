// Ad Analytics (`ad-test`): what the lockers' screens played, as the lockers reported it (advertising.device.ts):
// showings, touches and seconds on screen, summed per item, group, agent, building or day over a period of UTC
// days, with the daily series for the chart. Acts 53520–53529.
import { z } from 'zod';
import { positiveInt } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { AD_ROLES, calendarDate, isCalendarDate } from './ad-fields.js';

export const AD_ANALYTICS_DIMENSIONS = ['item', 'group', 'agent', 'building', 'day'] as const;
export type AdAnalyticsDimension = (typeof AD_ANALYTICS_DIMENSIONS)[number];
/** The longest period one question may cover: a year, leap day included. */
export const AD_ANALYTICS_MAX_DAYS = 366;

const figures = {
  impressions: z.number().int(),
  touches: z.number().int(),
  play_seconds: z.number().int(),
};

export const adAnalyticsRow = z.object({
  key: z.string().describe('the id of the item, group, agent or building, or the day'),
  label: z.string().describe('its name (an item without its size), or the day'),
  detail: z
    .string()
    .describe("whose it is: an item's group, a group's agent, an agent's group name; '' otherwise"),
  ...figures,
});
export type AdAnalyticsRow = z.infer<typeof adAnalyticsRow>;

const DAY_MS = 86_400_000;
const spanDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export const adAnalyticsAct = defineAct({
  code: 53520,
  name: 'ad analytics',
  summary:
    'Showings, touches and play time per item, group, agent, building or day over a period (UTC days, at most a year), narrowed to an agent, a group or a building; the busiest first (days in order), with the totals and the daily series.',
  params: z
    .object({
      from: calendarDate,
      to: calendarDate,
      by: z.enum(AD_ANALYTICS_DIMENSIONS).default('item'),
      agent_id: positiveInt.optional(),
      group_id: positiveInt.optional(),
      buid: positiveInt.optional(),
    })
    .refine(
      (value) =>
        !isCalendarDate(value.from) ||
        !isCalendarDate(value.to) ||
        (value.to >= value.from && spanDays(value.from, value.to) <= AD_ANALYTICS_MAX_DAYS),
      {
        message: `the period ends before it starts or is longer than ${AD_ANALYTICS_MAX_DAYS} days`,
        path: ['to'],
      },
    ),
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
