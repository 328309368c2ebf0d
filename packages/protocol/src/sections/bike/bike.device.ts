// The bike docks' calls on the device channel (POST /device, signed by the locker): a member's credential docks a
// bike (a session starts and the dock is occupied) and undocks it (the session ends, its fee is charged, the dock is
// free). Declared as plain objects, not through defineDeviceCall, because device.ts lists them in DEVICE_CALLS and a
// value import back from it would be a module cycle.
import { z } from 'zod';
import type { DeviceCallDeclaration } from '../../device.js';
import { BIKE_SESSION_KINDS } from './bike.vocabulary.js';

const dockLabel = z.string().trim().min(1).max(8).describe('the dock or bay label, e.g. A03');
const credential = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/, 'letters, digits, - and _ only')
  .describe("the member's fob or card, as the reader read it");

export const dockCall = {
  name: 'dock',
  summary:
    'A member docked a bike with their credential: a parking or rental session starts (rental where the location charges) and the dock is occupied. An unknown credential is refused (FORBIDDEN) and the dock stays free; a dock that is occupied or out of service is refused (CONFLICT).',
  params: z.object({
    compartment: dockLabel,
    credential,
    kind: z
      .enum(BIKE_SESSION_KINDS)
      .optional()
      .describe("default: 'rental' where the location charges, else 'parking'"),
  }),
  result: z.object({ session: z.number().int(), member: z.string() }),
} as const satisfies DeviceCallDeclaration<'dock'>;

export const undockCall = {
  name: 'undock',
  summary:
    "A member took a bike out of a dock with their credential: the dock's open session ends, its fee is charged and the dock is free; an open collection of that bike is recorded as claimed. The credential must be the session's member's (FORBIDDEN otherwise); a dock without a session is refused (CONFLICT).",
  params: z.object({ compartment: dockLabel, credential }),
  result: z.object({
    session: z.number().int(),
    minutes: z.number().int(),
    fee_cents: z.number().int(),
    currency: z.string(),
  }),
} as const satisfies DeviceCallDeclaration<'undock'>;
