// The act channel without schemas: encrypts the parameters, adds the token, posts the form to /api and decrypts
// the envelope. The login page uses it directly so that zod and the act declarations stay out of its bundle;
// the signed-in shell wraps it with result validation (act-client.ts).
import { actFormBody, isActFailure, type ActCodec } from '@bluemanager/protocol';
import { ActError } from './act-error';

export interface TransportOptions {
  codec: () => Promise<ActCodec>;
  token: () => string | undefined;
  /** Called when a signed-in call finds its session gone, before the error is thrown. */
  onSessionLost: () => void;
  fetchImpl?: typeof fetch;
}

export interface RawActCall {
  code: number;
  params: object;
  /** Public acts (login) carry no token, and their failures never mean a lost session. */
  isPublic: boolean;
  /** Flat acts answer beside `ret`; the others under `data`. */
  flat: boolean;
}

export type ActTransport = (call: RawActCall) => Promise<unknown>;

export function createActTransport({
  codec,
  token,
  onSessionLost,
  fetchImpl = fetch,
}: TransportOptions): ActTransport {
  return async ({ code, params, isPublic, flat }) => {
    const cipher = await codec().catch(() => {
      throw new ActError('NETWORK', 'The server cannot be reached.');
    });
    const withToken = isPublic ? params : { ...params, t: token() ?? '' };
    let body: string;
    try {
      const response = await fetchImpl('api', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: actFormBody(code, cipher.encryptJson(withToken)),
      });
      body = await response.text();
    } catch {
      throw new ActError('NETWORK', 'The server cannot be reached.');
    }
    let envelope: unknown;
    try {
      envelope = cipher.decryptJson(body.trim());
    } catch {
      throw new ActError('BAD_RESPONSE', 'The server answered something unexpected.');
    }
    if (isActFailure(envelope)) {
      if (!isPublic && (envelope.code === 'SESSION_EXPIRED' || envelope.code === 'UNAUTHENTICATED'))
        onSessionLost();
      throw new ActError(envelope.code, envelope.msg, envelope.retryAfterSeconds, envelope.issues);
    }
    return flat ? envelope : (envelope as { data?: unknown }).data;
  };
}
