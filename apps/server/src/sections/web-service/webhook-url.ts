// Where a webhook may send: https anywhere; plain http only to this machine (127.0.0.1, localhost, [::1]) and only
// outside production, so tests and development can run a local receiver. The act's schema has already checked
// the shape of the address.
import { ActError } from '../../domain/act-error.js';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function checkWebhookUrl(url: string, allowLoopback: boolean): void {
  const parsed = new URL(url);
  if (parsed.username || parsed.password) {
    throw invalid('put no user name or password in the address; the signature authenticates the portal');
  }
  if (parsed.protocol === 'https:') return;
  if (allowLoopback && LOOPBACK.has(parsed.hostname)) return;
  throw invalid(
    allowLoopback
      ? 'expected an https:// address (plain http only to 127.0.0.1 or localhost)'
      : 'expected an https:// address',
  );
}

function invalid(message: string): ActError {
  return new ActError('INVALID_PARAMS', `url: ${message}.`, { issues: [{ path: 'url', message }] });
}
