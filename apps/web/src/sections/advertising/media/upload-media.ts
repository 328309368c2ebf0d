// An ad file goes up on its own route (multipart, with the bearer token a form post could not send); the server
// decides what it is from its bytes and answers its facts, or refuses with the channel's failure envelope.
import { AD_MEDIA_ROUTE, adMedia, adMediaUrl, type AdMedia } from '@bluemanager/protocol';

export class UploadRefused extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export async function uploadAdMedia(token: string, file: File): Promise<AdMedia> {
  const body = new FormData();
  body.append('file', file, file.name);
  // Relative, like every call of the app: it may be served under a path.
  const response = await fetch(AD_MEDIA_ROUTE.slice(1), {
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
  return adMedia.parse(answer);
}

/** Where the browser reads a stored file or its thumbnail (relative, as above). */
export function mediaSrc(sha256: string, thumbnail = false): string {
  return adMediaUrl(sha256, thumbnail).slice(1);
}
