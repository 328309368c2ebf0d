// The Pending / Collected pages: the parcel list with server-side filters, sorting and paging, a parcel's detail
// with its timeline, and the staff actions, one parcel or many at a time.
//
// Who may: everyone the menu entry 'Pending / Collected' is shown to (levels 1, 5, 10, 11, 12, 14, 16, 17 and
// business partners) reads and acts on the parcels of the buildings in their scope: building staff their own
// buildings, partner admins their partner's, system and parcel admins every building. A parcel id outside one's
// scope is refused (FORBIDDEN) exactly like one that does not exist.
import { z } from 'zod';
import type { Role } from '../../levels.js';
import { PARCEL_STATES } from '../../parcel-states.js';
import {
  dateOrDateTime,
  listResult,
  optionalBuildingUid,
  pageParams,
  parcelItem,
  positiveInt,
  timestamp,
} from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';

export const PARCEL_ROLES: readonly Role[] = ['1', '5', '10', '11', '-2', '12', '14', '16', '17'];

/** Substring filters need this many characters: fewer have no trigram to look up in the search index. */
export const MIN_SEARCH_LENGTH = 3;
export const MAX_PARCEL_PAGE = 200;
/** Paging stops here; past it, narrow the filter. Totals are counted up to this too. */
export const MAX_PARCEL_OFFSET = 10_000;
export const MAX_BULK_PARCELS = 200;

const booleanish = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false', ''])])
  .optional()
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

const substring = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || value.length >= MIN_SEARCH_LENGTH, {
      message: `type at least ${MIN_SEARCH_LENGTH} characters to search by ${what}`,
    });

const optionalParcelId = z
  .union([z.literal(''), z.null(), positiveInt])
  .optional()
  .transform((value) => (value === '' || value === null ? undefined : value));

/** The filters of the list, of the CSV export and of the route /parcels/{json} (buid, c, p, id, overtime, email). */
export const parcelFilter = z.object({
  buid: optionalBuildingUid.describe('building uid'),
  muuid: z.string().trim().max(64).optional().describe('locker uuid'),
  c: substring('carrier', 64).describe('carrier, a case-insensitive substring'),
  p: substring('phone', 32).describe('recipient phone, a substring'),
  email: substring('email', 128).describe('recipient email, a case-insensitive substring'),
  id: optionalParcelId.describe('parcel id'),
  state: z
    .enum([...PARCEL_STATES, 'all'])
    .default('all')
    .describe('expected, pending, collected, returned or all'),
  overtime: booleanish.describe('only pending parcels past their due time (timed out)'),
  abnormal: booleanish.describe('only parcels flagged abnormal'),
  unattended: booleanish.describe('only unattended deliveries'),
  from: dateOrDateTime.optional().describe('deposited on or after (UTC)'),
  to: dateOrDateTime.optional().describe('deposited on or before (UTC)'),
  s: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || /^\d+$/.test(value) || value.length >= MIN_SEARCH_LENGTH, {
      message: `type a parcel id, or at least ${MIN_SEARCH_LENGTH} characters of a phone, email, carrier or name`,
    })
    .describe('text search: the parcel id, or a substring of its carrier, phone, email or recipient'),
});
export type ParcelFilter = z.output<typeof parcelFilter>;

export const PARCEL_SORTS = ['deposited', 'due', 'collected', 'created', 'id', 'carrier', 'state'] as const;

export const parcelListItem = parcelItem.extend({
  carrier: z.string(),
  deposit_time: timestamp.nullable(),
  due_time: timestamp.nullable(),
  collect_time: timestamp.nullable(),
  overdue: z.boolean().describe('pending and past its due time'),
  abnormal: z.boolean(),
  reason: z.string().describe('why it is abnormal'),
  unattended: z.boolean(),
  close_reason: z.string().describe('why staff completed or returned it'),
  reminders: z.number().int().describe('reminders sent'),
});
export type ParcelListItem = z.infer<typeof parcelListItem>;

export const parcelListAct = defineAct({
  code: 51001,
  name: 'parcel list',
  summary:
    "Parcels in the caller's scope, filtered, sorted and paged on the server. `total` counts up to 10,000 (`capped` past it).",
  params: parcelFilter.extend({
    sort: z.enum(PARCEL_SORTS).default('deposited'),
    dir: z.enum(['asc', 'desc']).default('desc'),
    ...pageParams({ maxCount: MAX_PARCEL_PAGE, defaultCount: 50, maxOffset: MAX_PARCEL_OFFSET }),
  }),
  result: listResult(parcelListItem).extend({
    capped: z.boolean().describe('more parcels match than total says'),
  }),
  access: PARCEL_ROLES,
  scope: { buid: 'building', muuid: 'machine' },
});

export const messageItem = z.object({
  id: z.number().int(),
  parcel: z.number().int().nullable(),
  buid: z.number().int(),
  event: z
    .string()
    .describe(
      "deposited, reminder, overdue, code-resent or collected; the managers' alerts locker-offline, locker-fault, parcels-overdue",
    ),
  channel: z.string().describe('sms or email'),
  recipient: z.string(),
  language: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.string().describe('queued, sending, sent or failed'),
  provider: z.string().describe('outbox (development), smtp or sms-gateway'),
  attempts: z.number().int(),
  error: z.string(),
  create_time: timestamp,
  sent_time: timestamp.nullable(),
});
export type MessageItem = z.infer<typeof messageItem>;

/**
 * One line of a parcel's timeline: the operation key (the web app words it in the user's language from the key,
 * its target and detail), and the English message the server logged, for a key the app does not know.
 */
export const timelineEntry = z.object({
  at: timestamp,
  operation: z.string().describe('the operation key, e.g. parcel-deposited'),
  target: z.string().describe("the template's '{}': the parcel id"),
  detail: z.string().describe("what follows the template after ': ' (a reason, a new due time), or ''"),
  message: z.string().describe('the logged message in English'),
  username: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

export const parcelDetailAct = defineAct({
  code: 51002,
  name: 'parcel detail',
  summary:
    'One parcel with its whole timeline from the operation log and the messages sent to its recipient.',
  params: z.object({ id: positiveInt }),
  result: z.object({
    parcel: parcelListItem,
    timeline: z.array(timelineEntry),
    messages: z.array(messageItem),
  }),
  access: PARCEL_ROLES,
  scope: { id: 'parcel' },
});

const parcelTargets = {
  id: positiveInt.optional().describe('one parcel: a refusal is the failure envelope'),
  ids: z
    .array(positiveInt)
    .min(1)
    .max(MAX_BULK_PARCELS)
    .optional()
    .describe('several parcels (at most 200): each is done on its own and reported in `results`'),
};

/** Exactly one of id and ids. Typed loosely because the schema around it is generic in its extra fields. */
function oneTarget(value: unknown): boolean {
  const { id, ids } = value as { id?: unknown; ids?: unknown };
  return (id === undefined) !== (ids === undefined);
}

const reason = z.string().trim().min(1).max(500);

export const parcelActionResult = z.object({
  done: z.number().int(),
  failed: z.number().int(),
  results: z.array(
    z.object({
      id: z.number().int(),
      ok: z.boolean(),
      code: z.string().optional().describe('the failure code when not ok'),
      msg: z.string().optional(),
    }),
  ),
});
export type ParcelActionResult = z.infer<typeof parcelActionResult>;

const action = <const Code extends number, const Name extends string, Extra extends z.ZodRawShape>(
  code: Code,
  name: Name,
  summary: string,
  extra: Extra,
) =>
  defineAct({
    code,
    name,
    summary,
    params: z.object({ ...parcelTargets, ...extra }).refine(oneTarget, { message: 'give either id or ids' }),
    result: parcelActionResult,
    access: PARCEL_ROLES,
    // A call naming a parcel out of reach is refused whole: nothing is done to the others either.
    scope: { id: 'parcel', ids: 'parcel' },
  });

export const collectParcelsAct = action(
  51010,
  'mark parcels collected',
  'The recipient has the parcel: it is collected and its compartment free.',
  {},
);
export const completeParcelsAct = action(
  51011,
  'complete parcels manually',
  "Staff close a pending parcel by hand, saying why ('Parcel {} completed manually').",
  { reason: reason.describe('why') },
);
export const resendPickupCodeAct = action(
  51012,
  'resend pickup code',
  'A new pickup code goes to the recipient; the old one stops working.',
  {},
);
export const extendParcelsAct = action(
  51013,
  'extend parcels',
  'Moves the due time `hours` past the later of now and the old due time; the parcel is no longer overdue.',
  { hours: z.coerce.number().int().min(1).max(720).describe('1 to 720') },
);
export const returnParcelsAct = action(
  51014,
  'return parcels to carrier',
  'The carrier takes a pending or expected parcel back.',
  { reason: z.string().trim().max(500).optional() },
);
export const flagAbnormalAct = action(
  51015,
  'flag parcels abnormal',
  'Flags a pending parcel abnormal with the reason staff will see.',
  { reason: reason.describe('what is wrong') },
);
export const clearAbnormalAct = action(
  51016,
  'clear abnormal flag',
  'The problem was dealt with: the abnormal flag comes off.',
  {},
);

export const PARCEL_ACTS = [
  parcelListAct,
  parcelDetailAct,
  collectParcelsAct,
  completeParcelsAct,
  resendPickupCodeAct,
  extendParcelsAct,
  returnParcelsAct,
  flagAbnormalAct,
  clearAbnormalAct,
] as const;
