// Carrier companies (act block 64001–64099, carriers 64001–64010): the delivery companies whose couriers fill the
// lockers. A parcel names its carrier by name (parcels.carrier, as the locker sent it); a carrier row is matched to
// those parcels by its name, so the parcel acts stay as they are.
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
import { BLUEKEY_ROLES } from './bluekey.vocabulary.js';

export const carrierItem = z.object({
  id: z.number().int(),
  name: z.string().describe('as the lockers send it with a deposit, e.g. Canada Post'),
  code: z.string().describe('a short code, e.g. CPC'),
  logo: z.string().describe('the logo as an image data URL; empty when none was uploaded'),
  active: z.boolean().describe('an inactive carrier’s keys open nothing'),
  keys: z.number().int().describe('keys active now'),
  created_at: timestamp,
  updated_at: timestamp,
});
export type CarrierItem = z.infer<typeof carrierItem>;

const carrierName = plainText(64).min(1, 'enter a name');
const carrierCode = plainText(16)
  .min(1, 'enter a code')
  .regex(/^[A-Za-z0-9-]+$/, 'letters, digits and dashes only')
  .transform((code) => code.toUpperCase());

export const carrierListAct = defineAct({
  code: 64001,
  name: 'carriers',
  summary: 'The carrier companies by name; q finds a name or code, active filters.',
  params: z.object({
    q: plainText(64).optional(),
    active: z.boolean().optional(),
    ...pageParams({ maxCount: 200, defaultCount: 25, maxOffset: 100_000 }),
  }),
  result: listResult(carrierItem),
  access: BLUEKEY_ROLES,
});

export const carrierDetailAct = defineAct({
  code: 64002,
  name: 'carrier',
  summary: 'One carrier company.',
  params: z.object({ id: positiveInt }),
  result: carrierItem,
  access: BLUEKEY_ROLES,
  scope: { id: 'carrier' },
});

export const carrierCreateAct = defineAct({
  code: 64003,
  name: 'create carrier',
  summary:
    'Adds a carrier company. Its name must be the one its lockers’ deposits carry, so its parcels are counted; names and codes are unique. The logo is uploaded afterwards through the image upload (POST /upload/avatar with `carrier`).',
  params: z.object({ name: carrierName, code: carrierCode, active: z.boolean().default(true) }),
  result: carrierItem,
  access: BLUEKEY_ROLES,
});

export const carrierUpdateAct = defineAct({
  code: 64004,
  name: 'update carrier',
  summary:
    'Renames, recodes, activates or deactivates a carrier. Deactivating refuses its keys at once; renaming counts the parcels of the new name from then on.',
  params: z.object({
    id: positiveInt,
    name: carrierName.optional(),
    code: carrierCode.optional(),
    active: z.boolean().optional(),
    logo: z.literal('').optional().describe('empty: remove the logo'),
  }),
  result: carrierItem,
  access: BLUEKEY_ROLES,
  scope: { id: 'carrier' },
});

const day = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected yyyy-mm-dd');

export const carrierFigures = z.object({
  parcels: z.number().int().describe('deposited in the period'),
  collected: z.number().int().describe('of those, collected by the recipient'),
  dwell_hours: z
    .number()
    .nullable()
    .describe('mean hours from deposit to pickup of those collected; null when none'),
  overdue: z.number().int().describe('of those, overdue at some point'),
  faults: z.number().int().describe('of those, marked abnormal'),
  overdue_rate: z.number().describe('overdue / parcels, 0 when none'),
  fault_rate: z.number().describe('faults / parcels, 0 when none'),
});
export type CarrierFigures = z.infer<typeof carrierFigures>;

export const carrierFiguresAct = defineAct({
  code: 64005,
  name: 'carrier figures',
  summary:
    "A carrier's parcels deposited in a period of UTC days (by the carrier's name), with their mean dwell time (deposit to pickup), overdue rate and fault rate; optionally in one building.",
  params: z
    .object({
      id: positiveInt,
      from: day.describe('first UTC day'),
      to: day.describe('last UTC day, included'),
      buid: optionalBuildingUid,
    })
    .refine((params) => params.from <= params.to, {
      message: '`from` must not be after `to`',
      path: ['from'],
    })
    .refine((params) => Date.parse(params.to) - Date.parse(params.from) <= 3 * 366 * 86_400_000, {
      message: 'the period may span at most three years',
      path: ['to'],
    }),
  result: carrierFigures,
  access: BLUEKEY_ROLES,
  scope: { id: 'carrier', buid: 'building' },
});

export const carrierDeleteAct = defineAct({
  code: 64006,
  name: 'delete carrier',
  summary:
    'Deletes a carrier that never had a courier key (one added by mistake); a carrier with keys is deactivated instead, so its keys’ history stays. Its parcels keep their carrier name.',
  params: z.object({ id: positiveInt }),
  result: z.object({ deleted: z.literal(true) }),
  access: BLUEKEY_ROLES,
  scope: { id: 'carrier' },
});

export const CARRIER_ACTS = [
  carrierListAct,
  carrierDetailAct,
  carrierCreateAct,
  carrierUpdateAct,
  carrierFiguresAct,
  carrierDeleteAct,
] as const;
