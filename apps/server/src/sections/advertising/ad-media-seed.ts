// The demo's pictures, drawn at seed time (nothing is downloaded): a poster of the screen's exact size in the
// campaign's colours, stored like an upload (same checks, same thumbnail), so the demo's items are real files.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../../db/schema.js';
import { inspectMedia, thumbnailOf } from './media-inspect.js';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A poster: a gradient, two discs and the item's name, in a hue taken from the name. */
export async function demoPoster(title: string, width: number, height: number): Promise<Buffer> {
  const hue = [...title].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);
  const short = Math.min(width, height);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},65%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},70%,22%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${width * 0.78}" cy="${height * 0.22}" r="${short * 0.32}" fill="#ffffff" fill-opacity="0.14"/>` +
    `<circle cx="${width * 0.2}" cy="${height * 0.7}" r="${short * 0.22}" fill="#ffffff" fill-opacity="0.1"/>` +
    `<rect x="${width * 0.08}" y="${height * 0.8}" width="${width * 0.84}" height="${short * 0.12}" rx="${short * 0.03}" fill="#ffffff" fill-opacity="0.9"/>` +
    `<text x="50%" y="${height * 0.45}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${Math.round(short / 11)}" fill="#ffffff">${escapeXml(title)}</text>` +
    `</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 72 }).toBuffer();
}

interface DrawnPoster {
  content: Buffer;
  thumbnail: Buffer;
  sha256: string;
  inspected: Awaited<ReturnType<typeof inspectMedia>>;
}

// Drawing a poster takes a tenth of a second; every test portal seeds the demo again, so one process draws each once.
const drawn = new Map<string, Promise<DrawnPoster>>();

async function draw(title: string, width: number, height: number): Promise<DrawnPoster> {
  const content = await demoPoster(title, width, height);
  const inspected = await inspectMedia(content);
  return {
    content,
    inspected,
    thumbnail: await thumbnailOf(content, inspected),
    sha256: createHash('sha256').update(content).digest('hex'),
  };
}

/** Stores a demo poster as an uploaded file; answers its sha256. */
export async function seedPoster(
  db: Kysely<Database>,
  now: Date,
  title: string,
  size: string,
): Promise<string> {
  const [width, height] = size.split('x').map(Number) as [number, number];
  const key = `${title}|${size}`;
  let poster = drawn.get(key);
  if (!poster) {
    poster = draw(title, width, height);
    drawn.set(key, poster);
  }
  const { content, inspected, thumbnail, sha256 } = await poster;
  await db
    .insertInto('ad_media')
    .values({
      sha256,
      kind: inspected.kind,
      mime: inspected.mime,
      width: inspected.width,
      height: inspected.height,
      bytes: content.length,
      duration_ms: null,
      content,
      thumbnail,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('sha256').doNothing())
    .execute();
  return sha256;
}
