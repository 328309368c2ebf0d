// What every upload shares (http/picture-upload.ts: avatars, a post's pictures, ad files, shop pictures): the
// type is decided from the bytes by file-type, never from the file's name or the browser's word, and sharp stops
// decoding past a pixel budget so a small file that claims to be huge cannot exhaust memory. Callers re-encode
// what passes, so no original file is ever served.
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

/** How the messages name the types an upload takes. */
const KIND_NAMES: Readonly<Record<string, string>> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'video/mp4': 'MP4',
};

const listed = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;

/**
 * The upload's real type when it is one of `allowed` (MIME types); refused otherwise, on the form field `path`
 * when the route names one.
 */
export async function sniffUpload(
  bytes: Buffer,
  allowed: readonly string[],
  path: string | undefined,
): Promise<SniffedImage> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !allowed.includes(detected.mime)) {
    const names = listed(allowed.map((mime) => KIND_NAMES[mime] ?? mime));
    const pictures = allowed.every((mime) => mime.startsWith('image/'));
    const message = detected
      ? `The file is ${detected.mime}, not a ${names} ${pictures ? 'image' : 'file'}.`
      : `The file is not ${pictures ? 'an image' : 'a picture or film'}: send a ${names} ${pictures ? 'picture' : 'file'}.`;
    throw new ActError('INVALID_PARAMS', message, path ? { issues: [{ path, message }] } : undefined);
  }
  return { mime: detected.mime, ext: detected.ext };
}

/** The picture's real type when it is one of `allowed` (JPEG, PNG, WebP as named by their MIME types). */
export const sniffImage = (bytes: Buffer, allowed: readonly string[], path = 'img'): Promise<SniffedImage> =>
  sniffUpload(bytes, allowed, path);

/** The refusal for bytes that start like a picture but do not decode (cut short, corrupt, over the pixel budget). */
export const unreadableImage = (image: SniffedImage, path = 'img') =>
  invalidImage(`The ${image.ext.toUpperCase()} image could not be read: it may be damaged.`, path);
