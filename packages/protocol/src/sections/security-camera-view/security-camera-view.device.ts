// The lockers' cameras on the device channel: a locker with a camera uploads a snapshot when a door event happens
// (opened, closed, forced; a deposit or pickup names its parcel). Declared as a plain object for the reason
// bike.device.ts gives: device.ts lists it in DEVICE_CALLS.
import { z } from 'zod';
import type { DeviceCallDeclaration } from '../../device.js';

export const SNAPSHOT_EVENTS = ['door-opened', 'door-closed', 'door-forced', 'deposit', 'pickup'] as const;
export type SnapshotEvent = (typeof SNAPSHOT_EVENTS)[number];
export const SNAPSHOT_TYPES = ['image/jpeg', 'image/png'] as const;
/** The largest snapshot, as base64 text: about 190 KB of image, well under the device route's body limit. */
export const SNAPSHOT_MAX_CHARS = 256_000;
/** The device channel refuses any text over 10,000 characters, so a picture travels in pieces. */
export const SNAPSHOT_PIECE_CHARS = 10_000;

/** A picture's base64 in the pieces the snapshot call takes. */
export function snapshotPieces(base64: string): string[] {
  const pieces: string[] = [];
  for (let start = 0; start < base64.length; start += SNAPSHOT_PIECE_CHARS) {
    pieces.push(base64.slice(start, start + SNAPSHOT_PIECE_CHARS));
  }
  return pieces;
}

export const snapshotCall = {
  name: 'snapshot',
  summary:
    "A camera's picture of a door event: a JPEG or PNG as base64, with the compartment and, for a deposit or pickup, the parcel. An image that is not what its type says is refused (INVALID_PARAMS); a parcel of another locker is refused (NOT_FOUND).",
  params: z.object({
    event: z.enum(SNAPSHOT_EVENTS),
    compartment: z.string().trim().min(1).max(8).optional().describe('the compartment label, e.g. A03'),
    parcel: z.number().int().positive().optional().describe('the parcel deposited or picked up'),
    type: z.enum(SNAPSHOT_TYPES),
    image: z
      .array(
        z
          .string()
          .min(1)
          .max(SNAPSHOT_PIECE_CHARS)
          .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64 only'),
      )
      .min(1)
      .max(Math.ceil(SNAPSHOT_MAX_CHARS / SNAPSHOT_PIECE_CHARS))
      .describe(
        `the picture, base64, in pieces of at most ${SNAPSHOT_PIECE_CHARS} characters (the channel's longest text) joined in order`,
      ),
  }),
  result: z.object({ snapshot: z.number().int() }),
} as const satisfies DeviceCallDeclaration<'snapshot'>;
