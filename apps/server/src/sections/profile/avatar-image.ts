// An uploaded avatar made safe to serve: its type decided from its bytes (http/uploaded-image.ts); only JPEG, PNG
// and WebP pass. It is then decoded, turned upright, squared and re-encoded by sharp at each size the UI draws, so
// nothing of the original file (metadata, trailing bytes) is ever served. A carrier's logo goes the same way.
import sharp from 'sharp';
import { AVATAR_SIZES, AVATAR_TYPES } from '@bluemanager/protocol';
import { MAX_INPUT_PIXELS, sniffImage, unreadableImage } from '../../http/uploaded-image.js';

export interface AvatarSet {
  /** The image at each size, WebP. */
  images: { size: number; content: Buffer }[];
}

/** How the picture is squared: cropped to fill (a face), or fit whole on a transparent square (a carrier's logo). */
export interface ImageSetOptions {
  sizes?: readonly number[];
  fit?: 'cover' | 'contain';
}

export async function avatarSet(bytes: Buffer, options: ImageSetOptions = {}): Promise<AvatarSet> {
  const sizes = options.sizes ?? Object.values(AVATAR_SIZES);
  const fit = options.fit ?? 'cover';
  const detected = await sniffImage(bytes, AVATAR_TYPES);
  try {
    const images = await Promise.all(
      sizes.map(async (size) => ({
        size,
        content: await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize(
            size,
            size,
            fit === 'cover'
              ? { fit, position: 'attention' }
              : { fit, background: { r: 0, g: 0, b: 0, alpha: 0 } },
          )
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
