// The amenity section's acts (block 59000–59099): the machines that lend items with their slots and stock, the
// BlueTags bound to members or items (issue, block, replace), the deposits taken when an item is lent with their
// ledger, and the amenity home's key figures. Amounts are whole minor units (money.ts). Every write names the
// building (`buid`) it concerns, so the dispatcher checks scope before the handler runs; the handler then finds the
// tag, member, item or deposit within that building only.
import { z } from 'zod';
import { defineAct } from '../../acts/define-act.js';
import {
  plainText,
  listResult,
  optionalBuildingUid,
  pageParams,
  positiveInt,
  timestamp,
  buildingUid,
} from '../../schemas.js';
import {
  AMENITY_DEPOSIT_FILTERS,
  AMENITY_DEPOSIT_STATES,
  AMENITY_ITEM_KINDS,
  AMENITY_ITEM_STATES,
  AMENITY_LEDGER_ENTRIES,
  AMENITY_ROLES,
  AMENITY_SETTLE_OUTCOMES,
  AMENITY_TAG_KINDS,
  AMENITY_TAG_STATES,
} from './amenity.vocabulary.js';

const machineUuid = z.string().trim().min(1).max(64).describe('the amenity machine (its machine uuid)');
const search = z.string().trim().max(64).optional();
const direction = z.enum(['asc', 'desc']).default('asc');
const scopeParam = { buid: optionalBuildingUid.describe('building uid; empty for every building in scope') };
/** A BlueTag uid as staff type it from the tag's label or a desk reader. */
export const amenityTagUid = z
  .string()
  .trim()
  .min(4, 'at least 4 characters')
  .max(32)
  .regex(/^[0-9A-Fa-f:-]+$/, 'hexadecimal digits, : and - only')
  .transform((uid) => uid.toUpperCase());

export const amenityMachineItem = z.object({
  uuid: z.string(),
  name: z.string().describe("the machine's name, parts separated by '#'"),
  buid: z.number().int(),
  bname: z.string(),
  status: z.string().describe("'101' when online"),
  run_sts: z.string().describe("'1' when in service"),
  last_seen: timestamp.nullable(),
  slots: z.number().int(),
  available: z.number().int().describe('items in their slots, ready to lend'),
  lent: z.number().int(),
  overdue: z.number().int().describe('lent items past their due time'),
  unavailable: z.number().int().describe('items out of service or missing, and slots without an item'),
  held_cents: z.number().int().describe('deposits held for its items, minor units'),
  currency: z.string(),
});
export type AmenityMachineItem = z.infer<typeof amenityMachineItem>;

export const AMENITY_MACHINE_SORTS = ['name', 'building', 'lent', 'overdue'] as const;

export const amenityMachineListAct = defineAct({
  code: 59001,
  name: 'amenity machines',
  summary:
    "The amenity machines in the caller's buildings with their slots and stock: items available, lent, overdue and unavailable, and the deposits held.",
  params: z.object({
    ...scopeParam,
    q: search.describe('machine or building name'),
    sort: z.enum(AMENITY_MACHINE_SORTS).default('name'),
    dir: direction,
    ...pageParams({ maxCount: 500, defaultCount: 50 }),
  }),
  result: listResult(amenityMachineItem),
  access: AMENITY_ROLES,
  scope: { buid: 'building' },
});

export const amenitySlot = z.object({
  label: z.string(),
  item_id: z.number().int().nullable(),
  item: z.string().describe("the item's name; empty for a slot without an item"),
  kind: z.enum(AMENITY_ITEM_KINDS).nullable(),
  state: z.enum([...AMENITY_ITEM_STATES, 'empty']),
  deposit_cents: z.number().int(),
  loan_hours: z.number().int(),
  tag: z.string().describe("the item's active BlueTag; empty when it has none"),
  member: z.string().describe('who has it, while lent'),
  due_at: timestamp.nullable(),
  overdue: z.boolean(),
});
export type AmenitySlot = z.infer<typeof amenitySlot>;

export const amenityMachinePageAct = defineAct({
  code: 59002,
  name: 'amenity machine',
  summary:
    'One amenity machine: its figures, every slot with its item, state, deposit and loan time, and who has a lent item until when.',
  params: z.object({ uuid: machineUuid }),
  result: z.object({
    machine: amenityMachineItem,
    tz: z.string().describe("the building's time zone"),
    items: z.array(amenitySlot),
  }),
  access: AMENITY_ROLES,
  scope: { uuid: 'machine' },
});

export const amenityFigures = z.object({
  machines: z.number().int(),
  slots: z.number().int(),
  available: z.number().int(),
  lent: z.number().int(),
  overdue: z.number().int(),
  active_tags: z.number().int(),
  blocked_tags: z.number().int(),
  held_cents: z.number().int().describe('deposits held now'),
  kept_cents: z.number().int().describe('deposits kept in the last 30 days'),
  released_cents: z.number().int().describe('deposits released in the last 30 days'),
  currency: z.string(),
  at: timestamp,
});
export type AmenityFigures = z.infer<typeof amenityFigures>;

export const amenityFiguresAct = defineAct({
  code: 59003,
  name: 'amenity figures',
  summary:
    "The amenity home's key figures in the caller's buildings: machines, slots, items available, lent and overdue, BlueTags, and deposits held, kept and released.",
  params: z.object(scopeParam),
  result: amenityFigures,
  access: AMENITY_ROLES,
  scope: { buid: 'building' },
});

export const amenityTagItem = z.object({
  id: z.number().int(),
  uid: z.string(),
  buid: z.number().int(),
  bname: z.string(),
  tz: z.string(),
  kind: z.enum(AMENITY_TAG_KINDS),
  member_id: z.number().int().nullable(),
  member: z.string().describe("the member's name and unit, for a member's tag"),
  item_id: z.number().int().nullable(),
  item: z.string().describe("the item's name, for an item's tag"),
  state: z.enum(AMENITY_TAG_STATES),
  issued_at: timestamp,
  blocked_at: timestamp.nullable(),
  reason: z.string(),
  replaced_by: z.string().describe('the uid of the tag that replaced it'),
});
export type AmenityTagItem = z.infer<typeof amenityTagItem>;

export const amenityTagListAct = defineAct({
  code: 59004,
  name: 'amenity tags',
  summary: "The BlueTags of the caller's buildings, bound to members or items; active ones first.",
  params: z.object({
    ...scopeParam,
    q: search.describe('tag uid, member or item name'),
    kind: z.enum(AMENITY_TAG_KINDS).optional(),
    state: z.enum(AMENITY_TAG_STATES).optional(),
    ...pageParams({ maxCount: 500, defaultCount: 50 }),
  }),
  result: listResult(amenityTagItem),
  access: AMENITY_ROLES,
  scope: { buid: 'building' },
});

export const amenityTagIssueAct = defineAct({
  code: 59005,
  name: 'issue amenity tag',
  summary:
    'Binds a new BlueTag to a member or an item of the building. A member or item of another building is refused (FORBIDDEN); a uid already issued is refused (CONFLICT), and so is a second active tag for the same item.',
  params: z
    .object({
      buid: buildingUid,
      uid: amenityTagUid,
      member_id: positiveInt.optional().describe('the member; give this or item_id'),
      item_id: positiveInt.optional().describe('the item'),
    })
    .refine((params) => (params.member_id === undefined) !== (params.item_id === undefined), {
      message: 'choose a member or an item',
      path: ['member_id'],
    }),
  result: amenityTagItem,
  access: AMENITY_ROLES,
  scope: { buid: 'building', member_id: 'member' },
});

export const amenityTagBlockAct = defineAct({
  code: 59006,
  name: 'block amenity tag',
  summary:
    'Blocks an active BlueTag (lost, stolen): the machines refuse it from now on. A tag that is not active is refused (CONFLICT).',
  params: z.object({
    buid: buildingUid,
    id: positiveInt.describe('the tag'),
    reason: plainText(200).pipe(z.string().min(1, 'give a reason')),
  }),
  result: amenityTagItem,
  access: AMENITY_ROLES,
  scope: { buid: 'building' },
});

export const amenityTagReplaceAct = defineAct({
  code: 59007,
  name: 'replace amenity tag',
  summary:
    'Replaces a BlueTag (worn, lost) with a new one bound to the same member or item: the old tag stops working and names its replacement. A replaced tag is refused (CONFLICT), and so is a uid already issued.',
  params: z.object({ buid: buildingUid, id: positiveInt.describe('the tag'), uid: amenityTagUid }),
  result: amenityTagItem,
  access: AMENITY_ROLES,
  scope: { buid: 'building' },
});

export const amenityDepositItem = z.object({
  id: z.number().int(),
  uuid: z.string(),
  machine: z.string().describe("the machine's name, parts separated by '#'"),
  buid: z.number().int(),
  bname: z.string(),
  tz: z.string(),
  slot: z.string(),
  item: z.string(),
  kind: z.enum(AMENITY_ITEM_KINDS),
  member: z.string(),
  lent_at: timestamp,
  due_at: timestamp,
  returned_at: timestamp.nullable(),
  damaged: z.boolean(),
  amount_cents: z.number().int(),
  currency: z.string(),
  state: z.enum(AMENITY_DEPOSIT_STATES),
  overdue: z.boolean().describe('held, and its item is past due'),
  settled_at: timestamp.nullable(),
  reason: z.string().describe('why it was kept or released'),
});
export type AmenityDepositItem = z.infer<typeof amenityDepositItem>;

export const amenityDepositListAct = defineAct({
  code: 59008,
  name: 'amenity deposits',
  summary:
    "The deposits taken in the caller's buildings when items were lent: held ones first (overdue first), then by lending time, newest first.",
  params: z.object({
    ...scopeParam,
    state: z.enum(AMENITY_DEPOSIT_FILTERS).optional().describe('absent lists all'),
    q: search.describe('member, item or machine name'),
    ...pageParams({ maxCount: 500, defaultCount: 50 }),
  }),
  result: listResult(amenityDepositItem),
  access: AMENITY_ROLES,
  scope: { buid: 'building' },
});

export const amenityLedgerItem = z.object({
  id: z.number().int(),
  at: timestamp,
  deposit_id: z.number().int(),
  entry: z.enum(AMENITY_LEDGER_ENTRIES),
  amount_cents: z.number().int().describe('taken counts in, released out; kept stays with the operator'),
  currency: z.string(),
  member: z.string(),
  item: z.string(),
  bname: z.string(),
  tz: z.string(),
  note: z.string(),
});
export type AmenityLedgerItem = z.infer<typeof amenityLedgerItem>;

export const amenityLedgerAct = defineAct({
  code: 59009,
  name: 'amenity ledger',
  summary:
    "The deposit ledger of the caller's buildings, newest first: every deposit taken, released or kept, with the totals of the listed entries.",
  params: z.object({
    ...scopeParam,
    entry: z.enum(AMENITY_LEDGER_ENTRIES).optional(),
    ...pageParams({ maxCount: 500, defaultCount: 50 }),
  }),
  result: listResult(amenityLedgerItem).extend({
    taken_cents: z.number().int(),
    released_cents: z.number().int(),
    kept_cents: z.number().int(),
    currency: z.string(),
  }),
  access: AMENITY_ROLES,
  scope: { buid: 'building' },
});

export const amenityDepositSettleAct = defineAct({
  code: 59010,
  name: 'settle amenity deposit',
  summary:
    'Staff settle a held deposit by hand: release it (the item came back outside the machine) or keep it (the item is lost: it is written off as missing). The reason is logged and written in the ledger. A settled deposit is refused (CONFLICT).',
  params: z.object({
    buid: buildingUid,
    id: positiveInt.describe('the deposit'),
    outcome: z.enum(AMENITY_SETTLE_OUTCOMES),
    reason: plainText(200).pipe(z.string().min(1, 'give a reason')),
  }),
  result: amenityDepositItem,
  access: AMENITY_ROLES,
  scope: { buid: 'building' },
});

export const amenityTagCandidatesAct = defineAct({
  code: 59011,
  name: 'amenity tag candidates',
  summary:
    "Who and what in one building may get a new BlueTag: its active members without an active tag, and the items of its machines without one (the issue dialog's choices).",
  params: z.object({ buid: buildingUid }),
  result: z.object({
    members: z.array(z.object({ id: z.number().int(), name: z.string(), unit: z.string() })),
    items: z.array(
      z.object({ id: z.number().int(), name: z.string(), machine: z.string(), slot: z.string() }),
    ),
  }),
  access: AMENITY_ROLES,
  scope: { buid: 'building' },
});
