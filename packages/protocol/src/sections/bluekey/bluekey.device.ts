// A locker checks a courier's key before it opens for a drop-off (POST /device, signed by the locker). Declared as a
// plain object for the reason bike.device.ts gives.
import { z } from 'zod';
import type { DeviceCallDeclaration } from '../../device.js';
import { KEY_LOCKOUT_SECONDS, KEY_MAX_FAILURES, KEY_METHODS, KEY_REFUSALS } from './bluekey.vocabulary.js';

export const courierKeyCall = {
  name: 'courier-key',
  summary: `A courier typed a PIN, showed a QR code or tapped a tag. The answer says whether the locker may open for a drop-off and, when not, why (unknown, expired, not-yet-valid, not-valid-here, revoked, carrier-inactive); every check is recorded as a use of the key. After ${KEY_MAX_FAILURES} unknown keys in a row the locker refuses keys for ${KEY_LOCKOUT_SECONDS / 60} minutes (RATE_LIMITED with retryAfterSeconds).`,
  params: z.object({
    method: z.enum(KEY_METHODS),
    secret: z.string().trim().min(1).max(128).describe('the PIN, the QR code’s text or the tag id, as read'),
  }),
  result: z.object({
    allowed: z.boolean(),
    reason: z.enum(KEY_REFUSALS).nullable().describe('null when allowed'),
    carrier: z.string().describe('the carrier name to send with the deposit; empty when refused'),
    courier: z.string().describe('the courier’s name; empty for an unknown key'),
  }),
} as const satisfies DeviceCallDeclaration<'courier-key'>;
