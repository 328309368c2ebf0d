// An uploaded avatar made safe to serve: its type decided from its bytes (http/uploaded-image.ts); only JPEG, PNG
// and WebP pass. It is then decoded, turned upright, cropped square and re-encoded by sharp at each size the UI
// draws, so nothing of the original file (metadata, trailing bytes) is ever served.
import sharp from 'sharp';
import { AVATAR_SIZES, AVATAR_TYPES } from '@bluemanager/protocol';
import { MAX_INPUT_PIXELS, sniffImage, unreadableImage } from '../../http/uploaded-image.js';

export interface AvatarSet {
  /** The image at each size, WebP. */
  images: { size: number; content: Buffer }[];
}

export async function avatarSet(bytes: Buffer): Promise<AvatarSet> {
  const detected = await sniffImage(bytes, AVATAR_TYPES);
  try {
    const images = await Promise.all(
      Object.values(AVATAR_SIZES).map(async (size) => ({
        size,
        content: await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize(size, size, { fit: 'cover', position: 'attention' })
          .webp({ quality: 82 })
          .toBuffer(),
      })),
    );
    return { images };
  } catch {
    // The bytes start like an image but do not decode (cut short, corrupt, or over the pixel limit).
    throw unreadableImage(detected);
  }
}
