// Ad media: the picture or film an ad item plays. A file is uploaded on its own route (POST /api/ads/media,
// multipart, see docs/protocol.md) and named by the SHA-256 of its bytes; an item then names that file. The
// limits below are checked by the server on the bytes, whatever the file's name or declared type says.
import { z } from 'zod';

export const AD_MEDIA_ROUTE = '/api/ads/media';
/** Where a stored file and its thumbnail are read: public, because what a locker screen shows is public anyway. */
export const AD_MEDIA_PATH = '/ad-media';

export const AD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AD_VIDEO_TYPES = ['video/mp4'] as const;
export const AD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const AD_VIDEO_MAX_BYTES = 30 * 1024 * 1024;
/** A film plays at most this long (an item's play time has the same bound). */
export const AD_VIDEO_MAX_SECONDS = 300;

/** A stored file's name: the SHA-256 of its bytes, 64 lowercase hex digits. */
export const mediaHash = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{64}$/, 'expected an uploaded file');

export const adMedia = z.object({
  sha256: z.string(),
  kind: z.enum(['image', 'video']),
  mime: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  duration_seconds: z.number().int().nullable().describe('a film’s length, rounded up; null for a picture'),
});
export type AdMedia = z.infer<typeof adMedia>;

/** The address of a stored file, or of its thumbnail. */
export function adMediaUrl(sha256: string, thumbnail = false): string {
  return `${AD_MEDIA_PATH}/${sha256}${thumbnail ? '/thumb' : ''}`;
}
