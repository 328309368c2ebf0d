// What a camera sends must be the picture its type says: the first bytes of a JPEG or a PNG. And the demo's own
// pictures: small PNGs of a locker's door drawn here, so a fresh start shows snapshots without shipping images.
import { crc32, deflateSync } from 'node:zlib';
import type { SnapshotEvent } from '@bluemanager/protocol';

const SIGNATURES: Readonly<Record<string, readonly number[]>> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

/** The picture's bytes, or undefined when they are not an image of the type. */
export function imageBytes(base64: string, type: string): Buffer | undefined {
  const bytes = Buffer.from(base64, 'base64');
  const signature = SIGNATURES[type];
  if (!signature || bytes.length < signature.length) return undefined;
  return signature.every((byte, index) => bytes[index] === byte) ? bytes : undefined;
}

function chunk(kind: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(kind, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const TINTS: Readonly<Record<SnapshotEvent, [number, number, number]>> = {
  'door-opened': [70, 110, 160],
  'door-closed': [90, 100, 110],
  'door-forced': [170, 60, 50],
  deposit: [60, 140, 90],
  pickup: [150, 120, 50],
};

/** A 160×120 PNG of a compartment door, its light tinted by the event, its grain by `seed`; base64. */
export function demoSnapshot(event: SnapshotEvent, seed: number): string {
  const width = 160;
  const height = 120;
  const [r, g, b] = TINTS[event];
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const door = x > 40 && x < 120 && y > 15 && y < 110;
      const handle = x > 105 && x < 112 && y > 55 && y < 70;
      const light = 0.55 + 0.45 * (1 - y / height);
      const grain = ((x * 31 + y * 17 + seed * 13) % 23) - 11;
      const shade = handle ? 0.25 : door ? 0.8 : 0.5;
      const offset = 1 + x * 3;
      row[offset] = Math.max(0, Math.min(255, Math.round(r * light * shade * 1.6 + grain)));
      row[offset + 1] = Math.max(0, Math.min(255, Math.round(g * light * shade * 1.6 + grain)));
      row[offset + 2] = Math.max(0, Math.min(255, Math.round(b * light * shade * 1.6 + grain)));
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from(SIGNATURES['image/png'] ?? []),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]).toString('base64');
}
