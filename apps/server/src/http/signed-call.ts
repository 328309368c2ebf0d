// Verifying a webhook a provider signs (extracted from the SMS inbound webhook so the payment webhook checks alike):
// the signature is the hex HMAC-SHA256, with a shared secret, of '<timestamp>.<body as sent>', and the timestamp
// (Unix seconds) must lie within five minutes of the server's clock, so a captured call cannot be replayed later.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNED_CALL_SKEW_SECONDS = 300;

export function signCall(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

function signedRightly(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(signCall(secret, timestamp, body), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface SignedCall {
  /** Unix seconds as sent. */
  timestamp: string;
  /** Hex HMAC-SHA256. */
  signature: string;
  /** The body exactly as it arrived. */
  body: string;
}

/** Whether the call is signed with the secret and fresh (within the skew of `now`). */
export function verifySignedCall(secret: string, call: SignedCall, now: Date): boolean {
  const fresh =
    /^\d{9,11}$/.test(call.timestamp) &&
    Math.abs(now.getTime() / 1000 - Number(call.timestamp)) <= SIGNED_CALL_SKEW_SECONDS;
  return fresh && signedRightly(secret, call.timestamp, call.body, call.signature);
}

/** A header's one value (the first when repeated), or ''. */
export const headerValue = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value) ?? '';
