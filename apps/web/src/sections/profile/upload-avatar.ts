// The avatar upload of spec §7: a multipart POST with the session token `t` and the `img` file. The answer is the
// act channel's envelope in plain JSON: {ret: 1, data: {avatar}}, or {ret <= 0, code, msg}.
import { AVATAR_UPLOAD_ROUTE } from '@bluemanager/protocol';

export class UploadError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function uploadAvatar(token: string, file: File): Promise<string> {
  const body = new FormData();
  body.append('t', token);
  body.append('img', file);
  const response = await fetch(AVATAR_UPLOAD_ROUTE, { method: 'POST', body });
  const answer = (await response.json().catch(() => ({}))) as {
    ret?: number;
    code?: string;
    msg?: string;
    data?: { avatar?: string };
  };
  if (!response.ok || typeof answer.data?.avatar !== 'string') {
    throw new UploadError(answer.code ?? 'INTERNAL', answer.msg ?? response.statusText);
  }
  return answer.data.avatar;
}
