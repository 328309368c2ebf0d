// What every picture upload shares (avatars, a post's pictures): the type is decided from the bytes by file-type,
// never from the file's name or the browser's word, and sharp stops decoding past a pixel budget so a small file
// that claims to be huge cannot exhaust memory. Callers re-encode what passes, so no original file is ever served.
import { fileTypeFromBuffer } from 'file-type';
import { ActError } from '../domain/act-error.js';

/** Passed to sharp as `limitInputPixels`. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** A refusal of the picture, named on the form field that carried it. */
export const invalidImage = (message: string, path = 'img') =>
  new ActError('INVALID_PARAMS', message, { issues: [{ path, message }] });

export interface SniffedImage {
  mime: string;
  ext: string;
}

/** The picture's real type when it is one of `allowed` (JPEG, PNG, WebP as named by their MIME types). */
export async function sniffImage(
  bytes: Buffer,
  allowed: readonly string[],
  path = 'img',
): Promise<SniffedImage> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !allowed.includes(detected.mime)) {
    throw invalidImage(
      detected
        ? `The file is ${detected.mime}, not a JPEG, PNG or WebP image.`
        : 'The file is not an image: send a JPEG, PNG or WebP picture.',
      path,
    );
  }
  return { mime: detected.mime, ext: detected.ext };
}

/** The refusal for bytes that start like a picture but do not decode (cut short, corrupt, over the pixel budget). */
export const unreadableImage = (image: SniffedImage, path = 'img') =>
  invalidImage(`The ${image.ext.toUpperCase()} image could not be read: it may be damaged.`, path);
