// The amenity machines' calls on the device channel (POST /device, signed by the machine): a member's BlueTag
// borrows the item of a slot (a deposit is held) and the item's own BlueTag brings it back (the deposit is released,
// or kept when the item is late or damaged). Plain objects, not defineDeviceCall, because device.ts lists them in
// DEVICE_CALLS and a value import back from it would be a module cycle.
import { z } from 'zod';
import type { DeviceCallDeclaration } from '../../device.js';
import { timestamp } from '../../schemas.js';

const slotLabel = z.string().trim().min(1).max(8).describe('the slot (compartment) label, e.g. A03');
const tagUid = z
  .string()
  .trim()
  .min(4)
  .max(32)
  .regex(/^[0-9A-Fa-f:-]+$/, 'hexadecimal digits, : and - only')
  .describe('the BlueTag as the reader read it (NFC/RFID uid)');

export const lendCall = {
  name: 'lend',
  summary:
    "A member tapped their BlueTag and took the item of a slot: a loan starts, its deposit is held and the item is due back after the item's loan time. A tag that is unknown, blocked, an item's or a member's of another building is refused (FORBIDDEN); a slot without an available item is refused (CONFLICT).",
  params: z.object({ compartment: slotLabel, tag: tagUid }),
  result: z.object({
    deposit: z.number().int(),
    item: z.string(),
    due_at: timestamp,
    amount_cents: z.number().int().describe('the deposit held, minor units'),
    currency: z.string(),
  }),
} as const satisfies DeviceCallDeclaration<'lend'>;

export const returnCall = {
  name: 'return',
  summary:
    "An item was put back in its slot and the machine read the item's BlueTag: the loan ends and its deposit is released, or kept when the item came back after it was due or the machine found it damaged. A tag that is not an item's active tag is refused (FORBIDDEN); an item not out on loan, or put in another slot, is refused (CONFLICT).",
  params: z.object({
    compartment: slotLabel,
    tag: tagUid,
    damaged: z
      .boolean()
      .default(false)
      .describe("the machine's check failed (a charger that does not charge)"),
  }),
  result: z.object({
    deposit: z.number().int(),
    outcome: z.enum(['released', 'kept']),
    late: z.boolean(),
    amount_cents: z.number().int(),
    currency: z.string(),
  }),
} as const satisfies DeviceCallDeclaration<'return'>;
