// Courier access keys (act block 64001–64099, keys 64011–64020): a courier of a carrier gets a PIN, a QR code or a
// tag, valid in chosen buildings or lockers for a period. A PIN's and a QR code's secret is answered once by the
// create act and stored only as a hash; a locker checks a key through the device call `courier-key`, and every
// check, allowed or refused, is a use.
import { z } from 'zod';
import { defineAct } from '../../acts/define-act.js';
import {
  listResult,
  optionalBuildingUid,
  pageParams,
  plainText,
  positiveInt,
  timestamp,
} from '../../schemas.js';
import { BLUEKEY_ROLES, KEY_METHODS, KEY_REFUSALS, KEY_STATES } from './bluekey.vocabulary.js';

export const keyPlace = z.object({
  buid: z.number().int(),
  bname: z.string(),
  muuid: z.string().nullable().describe('one locker; null for every locker of the building'),
  mname: z.string().describe("the locker's name; empty for the whole building"),
});
export type KeyPlace = z.infer<typeof keyPlace>;

export const courierKeyItem = z.object({
  id: z.number().int(),
  carrier_id: z.number().int(),
  carrier: z.string(),
  courier: z.string(),
  phone: z.string(),
  method: z.enum(KEY_METHODS),
  hint: z.string().describe("a tag's last characters, to tell tags apart; empty for a PIN or QR code"),
  state: z.enum(KEY_STATES),
  valid_from: timestamp,
  valid_to: timestamp,
  places: z.array(keyPlace),
  created_by: z.string(),
  created_at: timestamp,
  revoked_at: timestamp.nullable(),
  revoked_by: z.string(),
  last_used_at: timestamp.nullable(),
  uses: z.number().int().describe('checks at lockers, allowed or refused'),
});
export type CourierKeyItem = z.infer<typeof courierKeyItem>;

export const keyUseItem = z.object({
  id: z.number().int(),
  key_id: z.number().int().nullable().describe('null for a key no record matches'),
  courier: z.string(),
  carrier: z.string(),
  method: z.enum(KEY_METHODS),
  allowed: z.boolean(),
  reason: z.enum(KEY_REFUSALS).nullable().describe('why it was refused; null when allowed'),
  bname: z.string(),
  mname: z.string(),
  at: timestamp,
});
export type KeyUseItem = z.infer<typeof keyUseItem>;

export const courierKeyListAct = defineAct({
  code: 64011,
  name: 'courier keys',
  summary:
    'The courier keys, newest first: q finds a courier or phone; carrier, state and building (keys valid anywhere in it) filter.',
  params: z.object({
    q: plainText(64).optional(),
    carrier_id: positiveInt.optional(),
    state: z.enum(KEY_STATES).optional(),
    buid: optionalBuildingUid,
    ...pageParams({ maxCount: 200, defaultCount: 25, maxOffset: 100_000 }),
  }),
  result: listResult(courierKeyItem),
  access: BLUEKEY_ROLES,
  scope: { carrier_id: 'carrier', buid: 'building' },
});

export const courierKeyDetailAct = defineAct({
  code: 64012,
  name: 'courier key',
  summary: 'One courier key, with where and when it opens.',
  params: z.object({ id: positiveInt }),
  result: courierKeyItem,
  access: BLUEKEY_ROLES,
  scope: { id: 'courier-key' },
});

const tagId = z
  .string()
  .trim()
  .transform((text) => text.replace(/[\s:-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-Z]{4,32}$/, 'a tag id is 4 to 32 letters and digits'));

export const courierKeyCreateAct = defineAct({
  code: 64013,
  name: 'create courier key',
  summary:
    'Gives a courier a key: a PIN or QR code (generated; its secret is answered this once and stored only as a hash) or the id of their tag, valid from valid_from to valid_to in the chosen buildings (every locker) and lockers. A tag already on another live key is refused.',
  params: z
    .object({
      carrier_id: positiveInt,
      courier: plainText(80).min(1, 'enter the courier’s name'),
      phone: plainText(32).default(''),
      method: z.enum(KEY_METHODS),
      tag: tagId.optional().describe('the tag id, for method tag'),
      buids: z.array(positiveInt).max(200).default([]),
      muuids: z.array(z.string().trim().min(1).max(64)).max(500).default([]),
      valid_from: timestamp.pipe(z.iso.datetime({ offset: true })),
      valid_to: timestamp.pipe(z.iso.datetime({ offset: true })),
    })
    .refine((params) => params.method !== 'tag' || params.tag !== undefined, {
      message: 'enter the tag id',
      path: ['tag'],
    })
    .refine((params) => params.buids.length + params.muuids.length > 0, {
      message: 'choose at least one building or locker',
      path: ['buids'],
    })
    .refine((params) => Date.parse(params.valid_from) < Date.parse(params.valid_to), {
      message: 'the key must end after it starts',
      path: ['valid_to'],
    }),
  result: z.object({
    key: courierKeyItem,
    secret: z
      .string()
      .nullable()
      .describe('the PIN or the QR code’s text, answered this once; null for a tag'),
  }),
  access: BLUEKEY_ROLES,
  scope: { carrier_id: 'carrier', buids: 'building', muuids: 'machine' },
});

export const courierKeyRevokeAct = defineAct({
  code: 64014,
  name: 'revoke courier key',
  summary:
    'Revokes a key at once: the next check at any locker is refused (revoked). A revoked key stays revoked.',
  params: z.object({ id: positiveInt }),
  result: courierKeyItem,
  access: BLUEKEY_ROLES,
  scope: { id: 'courier-key' },
});

export const keyUseListAct = defineAct({
  code: 64015,
  name: 'courier key uses',
  summary:
    "Every check of a key at a locker, newest first, allowed or refused with its reason: one key's (key_id), one carrier's (carrier_id), or all.",
  params: z.object({
    key_id: positiveInt.optional(),
    carrier_id: positiveInt.optional(),
    allowed: z.boolean().optional(),
    ...pageParams({ maxCount: 200, defaultCount: 25, maxOffset: 100_000 }),
  }),
  result: listResult(keyUseItem),
  access: BLUEKEY_ROLES,
  scope: { key_id: 'courier-key', carrier_id: 'carrier' },
});

export const COURIER_KEY_ACTS = [
  courierKeyListAct,
  courierKeyDetailAct,
  courierKeyCreateAct,
  courierKeyRevokeAct,
  keyUseListAct,
] as const;
