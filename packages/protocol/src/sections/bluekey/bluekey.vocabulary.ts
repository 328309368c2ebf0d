// BlueKey's words: who works it, the kinds of courier credential, a key's states, why a locker refuses a key, and
// the attempt limit per locker. Shared by the acts, the device call and the pages.
import type { ActAccess } from '../../acts/define-act.js';

/** The main menu's BlueKey entry is level 10's; carriers and keys are the operator's, not a building's. */
export const BLUEKEY_ROLES = ['10'] as const satisfies ActAccess;

/** What a courier shows the locker: a typed PIN, a QR code on their phone, or an RFID tag. */
export const KEY_METHODS = ['pin', 'qr', 'tag'] as const;
export type KeyMethod = (typeof KEY_METHODS)[number];

/** Derived from the key's period and revocation at the time asked. */
export const KEY_STATES = ['active', 'scheduled', 'expired', 'revoked'] as const;
export type KeyState = (typeof KEY_STATES)[number];

/** Why a locker kept its doors shut for a key. */
export const KEY_REFUSALS = [
  'unknown',
  'expired',
  'not-yet-valid',
  'not-valid-here',
  'revoked',
  'carrier-inactive',
  'locked',
] as const;
export type KeyRefusal = (typeof KEY_REFUSALS)[number];

/** Unknown keys a locker may see in a row before it stops checking keys for a while (a PIN must not be guessed). */
export const KEY_MAX_FAILURES = 5;
export const KEY_LOCKOUT_SECONDS = 15 * 60;

/** A PIN's digits; a QR secret's random bytes. */
export const KEY_PIN_DIGITS = 8;
export const KEY_QR_BYTES = 24;

/** A key lives at most this long (a courier's contract year). */
export const MAX_KEY_DAYS = 366;

/** Spec §9's known carriers, seeded with their codes. */
export const KNOWN_CARRIERS = [
  { name: 'Amazon', code: 'AMZN' },
  { name: 'Purolator', code: 'PURO' },
  { name: 'UPS', code: 'UPS' },
  { name: 'DHL', code: 'DHL' },
  { name: 'Canpar', code: 'CANPAR' },
  { name: 'Canada Post', code: 'CPC' },
  { name: 'FedEx', code: 'FDX' },
  { name: 'Intelcom', code: 'ICOM' },
] as const;

/** The picture a carrier's logo is drawn from: the image upload's own field name, with this one naming the carrier. */
export const CARRIER_LOGO_FIELD = 'carrier';
