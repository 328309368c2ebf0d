// A shop picture goes up on its own route (multipart, with the bearer token a form post could not send); the server
// checks its bytes with the ad media's helpers and answers its SHA-256, or refuses with the channel's failure
// envelope. The refusal reuses the ad upload's error so the pages read both alike.
import { SHOP_IMAGE_UPLOAD_ROUTE, shopImageUrl } from '@bluemanager/protocol';
import { z } from 'zod';
import { UploadRefused } from '../advertising/media/upload-media';

const stored = z.object({ sha256: z.string(), width: z.number(), height: z.number() });

export async function uploadShopImage(token: string, file: File): Promise<z.infer<typeof stored>> {
  const body = new FormData();
  body.append('file', file, file.name);
  // Relative, like every call of the app: it may be served under a path.
  const response = await fetch(SHOP_IMAGE_UPLOAD_ROUTE.slice(1), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  const answer: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const failure = answer as { msg?: string; code?: string };
    throw new UploadRefused(
      failure.msg ?? `The upload answered ${response.status}.`,
      failure.code ?? 'INTERNAL',
    );
  }
  return stored.parse(answer);
}

/** Where the browser reads a picture or its thumbnail (relative, as above). */
export function shopImageSrc(sha256: string, thumbnail = false): string {
  return shopImageUrl(sha256, thumbnail).slice(1);
}
