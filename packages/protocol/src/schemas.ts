// Parameter and result pieces the act declarations share.
import { z } from 'zod';
import { LEVELS } from './levels.js';

/** A building uid: a positive integer, sent as a number or a numeric string. */
/** The largest value of the database's integer columns (PostgreSQL `integer`): a bigger id names no row. */
export const MAX_INT32 = 2_147_483_647;

/** A positive integer that fits the database's integer columns: ids, and codes stored as integers. */
export const positiveInt = z.coerce.number().int().positive().max(MAX_INT32);

export const buildingUid = positiveInt;

/** A building uid that may be left empty ('' or absent), meaning "every building in my scope". */
export const optionalBuildingUid = z
  .union([z.literal(''), z.null(), buildingUid])
  .optional()
  .transform((value) => (value === '' || value === null ? undefined : value));

export const userId = positiveInt;

export const offset = z.coerce.number().int().min(0).max(1_000_000);
export const pageSize = (max: number, fallback: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

/**
 * The one paging vocabulary of our list acts (the spec's own acts keep their m/n): `offset` is the first row,
 * `count` the page size. Spread into an act's params: `params: filters.extend(pageParams({ ... }))`.
 */
export function pageParams(limits: { maxCount: number; defaultCount: number; maxOffset?: number }) {
  return {
    offset: offset
      .max(limits.maxOffset ?? 1_000_000)
      .default(0)
      .describe('the first row, counted from 0'),
    count: pageSize(limits.maxCount, limits.defaultCount).describe(`page size, at most ${limits.maxCount}`),
  };
}

/** The one list answer: a page of items and how many match the filters in all. */
export function listResult<Item extends z.ZodType>(item: Item) {
  return z.object({ total: z.number().int(), items: z.array(item) });
}

/** A timestamp in the ISO form the server stores: yyyy-mm-ddThh:mm:ss.sssZ (UTC). */
export const timestamp = z.string().describe('ISO 8601 UTC timestamp');

// Asking the runtime builds a DateTimeFormat, which costs more than the rest of a list item: every parcel of a
// list asks for its building's zone, so the answers are kept. Names are few (a bounded map, so a flood of made-up
// names cannot grow it without end).
const knownZones = new Map<string, boolean>();
const KNOWN_ZONES_LIMIT = 2_000;

/** Whether this runtime knows a time zone by that name (America/Toronto, UTC…). */
export function isTimeZone(zone: string): boolean {
  const known = knownZones.get(zone);
  if (known !== undefined) return known;
  let answer: boolean;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    answer = true;
  } catch {
    answer = false;
  }
  if (knownZones.size < KNOWN_ZONES_LIMIT) knownZones.set(zone, answer);
  return answer;
}

/**
 * A stored zone as one the clock can use: a zone the runtime does not know (a row written before zones were checked,
 * or by hand) reads as UTC, so one bad building never makes a deposit or a sweep fail.
 */
export const usableTimeZone = (zone: string): string => (isTimeZone(zone) ? zone : 'UTC');

/** An IANA time zone this runtime knows (America/Toronto, UTC…): every act that takes a zone checks it so. */
export const timeZone = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(isTimeZone, 'expected an IANA time zone such as America/Toronto');

/** A date or date-time as the portal sends it: yyyy-mm-dd, or yyyy-mm-dd hh:mm:ss. */
export const dateOrDateTime = z
  .string()
  .max(19)
  .regex(/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?$/, 'expected yyyy-mm-dd or yyyy-mm-dd hh:mm:ss');

export const levelSchema = z.enum(LEVELS);

/** The encrypted package of a parcel: base64 of AES-CBC of a ParcelPackage, with the channel's key and IV. */
export const encryptedPackage = z.string().describe('encrypted ParcelPackage');

/** What a parcel's `pkg` decrypts to. */
export const parcelPackage = z.object({
  id: z.number().int(),
  s: z.string().describe('searchable text: parcel id, carrier, phone, email, recipient'),
  a: z.string().describe("address: the building name, then '|' and the building address"),
  c: z.string().describe('carrier'),
  p: z.string().describe('recipient phone'),
  e: z.string().describe('recipient email'),
  n: z.string().describe('recipient name'),
  note: z.string(),
  state: z.string(),
  deposited: timestamp.nullable(),
  due: timestamp.nullable(),
});
export type ParcelPackage = z.infer<typeof parcelPackage>;

export const parcelItem = z.object({
  id: z.number().int(),
  pkg: encryptedPackage,
  buid: z.number().int(),
  bname: z.string(),
  tz: z.string().describe("the building's time zone: the parcel's times are shown in it"),
  muuid: z.string(),
  mname: z.string(),
  compartment: z.string().nullable(),
  state: z.string(),
  create_time: timestamp,
});
export type ParcelItem = z.infer<typeof parcelItem>;

export const buildingItem = z.object({
  buid: z.number().int(),
  bname: z.string(),
  baddr: z.string().describe('pipe-separated: street|city|province|postal code|country'),
  address: z.string().describe('the same address, under the name the level 10 locker filter reads'),
  partner: z.string(),
  timezone: z.string(),
  overdue_hours: z.number().int(),
  machines: z.number().int(),
});
export type BuildingItem = z.infer<typeof buildingItem>;

// C0 controls and DEL, with or without tab and line breaks: matching them is the point of these two.
// eslint-disable-next-line no-control-regex
const ONE_LINE_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const MULTILINE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Text a person typed, trimmed and at most `max` characters: one line of printable characters, or with
 * `{ multiline: true }` line breaks and tabs too (a post, a message body). Control characters have no business in
 * stored text whichever way it arrives (the act channel refuses them too, but other routes read these schemas).
 */
export const plainText = (max: number, options: { multiline?: boolean } = {}) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(
      (text) => !(options.multiline ? MULTILINE_CONTROL : ONE_LINE_CONTROL).test(text),
      'no control characters',
    );
