// One act call from a browser test's own process, as docs/protocol.md says: the key and IV from /client-config, the
// shared codec and the form body posted to /api. Shared by the act channel and the per-worker sign-in cache.
import { request } from 'node:http';
import { actFormBody, createBrowserActCodec, type ActCodec } from '@bluemanager/protocol';

export async function clientCodec(baseURL: string): Promise<ActCodec> {
  const response = await fetch(new URL('client-config', baseURL));
  const { aesKey, aesIv } = (await response.json()) as { aesKey: string; aesIv: string };
  return createBrowserActCodec(aesKey, aesIv);
}

/** The decrypted envelope of one act call, failures included (the caller reads `ret` and `code`). */
export async function postAct(
  baseURL: string,
  codec: ActCodec,
  code: number,
  params: object,
): Promise<Record<string, unknown>> {
  const response = await fetch(new URL('api', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: actFormBody(code, codec.encryptJson(params)),
  });
  return codec.decryptJson(await response.text()) as Record<string, unknown>;
}

export function succeeded(envelope: Record<string, unknown>): boolean {
  return typeof envelope.ret === 'number' && envelope.ret > 0;
}

/**
 * One act call sent from another loopback address (127.x.y.z), so the server counts it against that client: a test
 * can lock an address of its own without touching the 127.0.0.1 every browser test signs in from.
 */
export function postActFrom(
  baseURL: string,
  codec: ActCodec,
  localAddress: string,
  code: number,
  params: object,
): Promise<Record<string, unknown>> {
  const body = actFormBody(code, codec.encryptJson(params));
  return new Promise((resolve, reject) => {
    const call = request(
      new URL('api', baseURL),
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve(codec.decryptJson(Buffer.concat(chunks).toString()) as Record<string, unknown>),
        );
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}
