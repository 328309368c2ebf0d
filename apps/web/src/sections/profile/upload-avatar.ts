// The image upload of spec §7: a multipart POST with the session token `t` and the `img` file. The answer is the
// act channel's envelope in plain JSON: {ret: 1, data: {avatar}}, or {ret <= 0, code, msg}. The same upload takes a
// carrier's logo (BlueKey) with a `carrier` field; its answer's data is {logo}.
import { AVATAR_UPLOAD_ROUTE, CARRIER_LOGO_FIELD } from '@bluemanager/protocol';

export class UploadError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function uploadImage(
  token: string,
  file: File,
  fields: Readonly<Record<string, string>>,
  answerKey: 'avatar' | 'logo',
): Promise<string> {
  const body = new FormData();
  body.append('t', token);
  // The fields come before the file, as the route reads them.
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('img', file);
  const response = await fetch(AVATAR_UPLOAD_ROUTE, { method: 'POST', body });
  const answer = (await response.json().catch(() => ({}))) as {
    ret?: number;
    code?: string;
    msg?: string;
    data?: Record<string, unknown>;
  };
  const value = answer.data?.[answerKey];
  if (!response.ok || typeof value !== 'string') {
    throw new UploadError(answer.code ?? 'INTERNAL', answer.msg ?? response.statusText);
  }
  return value;
}

export const uploadAvatar = (token: string, file: File): Promise<string> =>
  uploadImage(token, file, {}, 'avatar');

/** A carrier's new logo, as the data URL the carrier now shows. */
export const uploadCarrierLogo = (token: string, carrierId: number, file: File): Promise<string> =>
  uploadImage(token, file, { [CARRIER_LOGO_FIELD]: String(carrierId) }, 'logo');
