// What an uploaded ad file really is: its type from its bytes (file-type), its width and height (sharp for a
// picture, the MP4's own track header for a film, via mp4box) and a film's length. Nothing here trusts the file's
// name or the type the browser declared.
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  AD_IMAGE_MAX_BYTES,
  AD_IMAGE_TYPES,
  AD_VIDEO_MAX_BYTES,
  AD_VIDEO_MAX_SECONDS,
  AD_VIDEO_TYPES,
} from '@bluemanager/protocol';
import { ActError } from '../../domain/act-error.js';
import { mp4Facts } from './mp4-facts.js';

export interface InspectedMedia {
  kind: 'image' | 'video';
  mime: string;
  width: number;
  height: number;
  durationMs: number | null;
}

const refuse = (message: string) => new ActError('INVALID_PARAMS', message);
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

const isImageType = (mime: string): boolean => (AD_IMAGE_TYPES as readonly string[]).includes(mime);
const isVideoType = (mime: string): boolean => (AD_VIDEO_TYPES as readonly string[]).includes(mime);

export async function inspectMedia(content: Buffer): Promise<InspectedMedia> {
  const detected = await fileTypeFromBuffer(content);
  const mime = detected?.mime ?? '';
  if (isImageType(mime)) {
    if (content.length > AD_IMAGE_MAX_BYTES) {
      throw new ActError('PAYLOAD_TOO_LARGE', `A picture may be at most ${megabytes(AD_IMAGE_MAX_BYTES)}.`);
    }
    const metadata = await sharp(content)
      .metadata()
      .catch(() => undefined);
    if (!metadata?.width || !metadata.height) throw refuse('The picture cannot be read: it is damaged.');
    return { kind: 'image', mime, width: metadata.width, height: metadata.height, durationMs: null };
  }
  if (isVideoType(mime)) {
    if (content.length > AD_VIDEO_MAX_BYTES) {
      throw new ActError('PAYLOAD_TOO_LARGE', `A film may be at most ${megabytes(AD_VIDEO_MAX_BYTES)}.`);
    }
    const facts = mp4Facts(content);
    if (!facts) throw refuse('The film cannot be read: it has no video track or is damaged.');
    if (facts.durationMs <= 0 || facts.durationMs > AD_VIDEO_MAX_SECONDS * 1000) {
      throw refuse(`A film must play between 1 and ${AD_VIDEO_MAX_SECONDS} seconds.`);
    }
    return { kind: 'video', mime, ...facts };
  }
  throw refuse('The file is neither a JPEG, PNG or WebP picture nor an MP4 film.');
}

const THUMB_BOX = 320;

/** A small JPEG for lists: the picture itself, scaled; for a film, a play sign on the film's proportions. */
export async function thumbnailOf(content: Buffer, media: InspectedMedia): Promise<Buffer> {
  if (media.kind === 'image') {
    return sharp(content)
      .rotate()
      .resize(THUMB_BOX, THUMB_BOX, { fit: 'inside' })
      .jpeg({ quality: 78 })
      .toBuffer();
  }
  const scale = THUMB_BOX / Math.max(media.width, media.height);
  const width = Math.max(16, Math.round(media.width * scale));
  const height = Math.max(16, Math.round(media.height * scale));
  const side = Math.min(width, height) / 4;
  const cx = width / 2;
  const cy = height / 2;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#243447"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${side}" fill="#ffffff" fill-opacity="0.2"/>` +
    `<path d="M${cx - side / 3} ${cy - side / 2} L${cx + side / 2} ${cy} L${cx - side / 3} ${cy + side / 2} Z" fill="#ffffff"/>` +
    `</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer();
}
