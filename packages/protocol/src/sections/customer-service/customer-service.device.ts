// A locker's help button on the device channel (POST /device, signed by the locker): the person at the screen picks
// why they need help and may leave a phone number and a few words; the server opens a support ticket linked to the
// locker (and the compartment). Pressing again while that ticket is unresolved adds to its thread instead of opening
// another. Declared as a plain object for the reason bike.device.ts gives.
import { z } from 'zod';
import type { DeviceCallDeclaration } from '../../device.js';
import { HELP_REASONS } from './support.vocabulary.js';

export const helpCall = {
  name: 'help',
  summary:
    "Someone pressed the locker's help button: a support ticket (source locker, priority high) is opened for the locker, or the locker's unresolved help ticket of the same reason gets the new message in its thread.",
  params: z.object({
    reason: z.enum(HELP_REASONS),
    compartment: z.string().trim().min(1).max(8).optional().describe('the compartment concerned, e.g. A03'),
    phone: z.string().trim().max(32).default('').describe('a number to call back, as typed'),
    message: z.string().trim().max(500).default(''),
  }),
  result: z.object({
    ticket: z.number().int(),
    added: z.boolean().describe('true when an open ticket got it'),
  }),
} as const satisfies DeviceCallDeclaration<'help'>;
