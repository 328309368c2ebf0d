// Pickup codes: six digits, sent to the recipient and stored only as a hash. The hash is salted with the machine
// so the same code can be told apart on two lockers; codes are unique among one machine's pending parcels.
import { createHash, randomInt } from 'node:crypto';

export const PICKUP_CODE_PATTERN = /^\d{6}$/;

export function newPickupCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashPickupCode(machineId: number, code: string): string {
  return createHash('sha256').update(`${machineId}:${code}`).digest('hex');
}
