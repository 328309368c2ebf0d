// Redirect Setting (`redirect-setting`, system admins): short links and QR codes shown on locker screens that send
// a passer-by to an advertiser's page. Spec §3 names a redirect record's note. A link leads only to the http(s)
// address stored with it (GET /r/{code}), counts its clicks (per day, for Ad Analytics), and stops at its expiry. A
// link may name the ad agent and ad group it advertises, so its clicks count for them in Ad Analytics.
import { z } from 'zod';
import type { Role } from '../../levels.js';
import { listResult, pageParams, positiveInt, timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { calendarDate, sortDirection } from './ad-fields.js';

export const REDIRECT_ROLES: readonly Role[] = ['10'];

/** What a short link's code looks like: letters and digits only, so it reads off a screen and fits any URL. */
export const REDIRECT_CODE = /^[A-Za-z0-9]{4,16}$/;

/** Whether a text is an absolute http(s) address with a host and no user name or password in it. */
export function isWebAddress(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname !== '' &&
    !url.username &&
    !url.password
  );
}

export const redirectTarget = z
  .string()
  .trim()
  .max(2000)
  .refine(isWebAddress, 'expected an http or https address such as https://example.com/offer');

export const redirectItem = z.object({
  id: z.number().int(),
  code: z.string().describe('the short link is /r/{code}'),
  note: z.string(),
  target: z.string(),
  expires_on: z.string().nullable().describe('yyyy-mm-dd, the last day it works (UTC); null for no expiry'),
  agent_id: z.number().int().nullable().describe('the ad agent the link advertises; null for none'),
  agent_name: z.string().describe("that agent's name; '' for none"),
  group_id: z
    .number()
    .int()
    .nullable()
    .describe('the ad group (campaign) the link advertises; null for none'),
  group_name: z.string().describe("that group's name; '' for none"),
  clicks: z.number().int(),
  last_click_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type RedirectItem = z.infer<typeof redirectItem>;

export const REDIRECT_SORTS = ['note', 'clicks', 'expires_on', 'created_at'] as const;

export const redirectsAct = defineAct({
  code: 53040,
  name: 'redirects',
  summary:
    'The Redirect Setting page: short links with their note, target, expiry and clicks, searched and paged.',
  params: z.object({
    q: z.string().trim().max(64).optional().describe('text in the note, the code or the target'),
    sort: z.enum(REDIRECT_SORTS).default('created_at'),
    dir: sortDirection,
    ...pageParams({ maxCount: 500, defaultCount: 25 }),
  }),
  result: listResult(redirectItem),
  access: REDIRECT_ROLES,
});

const note = z.string().trim().min(1).max(200);

export const redirectCreateAct = defineAct({
  code: 53041,
  name: 'create redirect',
  summary: 'Adds a short link to an http(s) address; the server draws its code.',
  params: z.object({
    note,
    target: redirectTarget,
    expires_on: calendarDate.nullable().default(null),
    agent_id: positiveInt
      .nullable()
      .default(null)
      .describe('the ad agent it advertises; with a group, its agent'),
    group_id: positiveInt.nullable().default(null).describe('the ad group it advertises; sets the agent too'),
  }),
  result: redirectItem,
  access: REDIRECT_ROLES,
});

export const redirectUpdateAct = defineAct({
  code: 53042,
  name: 'update redirect',
  summary:
    'Changes a short link’s note, target, expiry or the agent and group it advertises; its code and clicks stay.',
  params: z.object({
    id: positiveInt,
    note: note.optional(),
    target: redirectTarget.optional(),
    expires_on: calendarDate.nullable().optional(),
    agent_id: positiveInt.nullable().optional(),
    group_id: positiveInt.nullable().optional(),
  }),
  result: redirectItem,
  access: REDIRECT_ROLES,
});

export const redirectDeleteAct = defineAct({
  code: 53043,
  name: 'delete redirect',
  summary: 'Removes a short link: its address answers 404 from then on.',
  params: z.object({ id: positiveInt }),
  result: z.object({ id: z.number().int() }),
  access: REDIRECT_ROLES,
});

export const REDIRECT_ACTS = [redirectsAct, redirectCreateAct, redirectUpdateAct, redirectDeleteAct] as const;
