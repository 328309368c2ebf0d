// The portal's own uncaught errors, reported to the server's Crash Logs (POST /api/client-errors): each distinct
// message once per page load and a few at most, so a page stuck in an error loop sends little (the server limits
// each address too). Installed before the app renders, so an error of the login page is reported as well; it
// imports nothing heavier than the route's name.
import { CLIENT_ERROR_ROUTE } from '../../../../../packages/protocol/src/sections/crash-logs/crash-logs.vocabulary';

const MAX_REPORTS = 5;

function describe(reason: unknown): { message: string; stack: string } {
  if (reason instanceof Error) {
    return { message: `${reason.name}: ${reason.message}`, stack: reason.stack ?? '' };
  }
  return { message: typeof reason === 'string' ? reason : 'Unknown error', stack: '' };
}

export function reportUncaughtErrors(version: string): void {
  const seen = new Set<string>();
  const send = (reason: unknown) => {
    const { message, stack } = describe(reason);
    const shortMessage = message.trim().slice(0, 500);
    if (shortMessage === '' || seen.has(shortMessage) || seen.size >= MAX_REPORTS) return;
    seen.add(shortMessage);
    const route = (window.location.hash.split('?')[0] ?? '').slice(0, 200);
    void fetch(CLIENT_ERROR_ROUTE, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: shortMessage, stack: stack.slice(0, 8000), route, version }),
      keepalive: true,
    }).catch(() => undefined);
  };
  window.addEventListener('error', (event) => send(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => send(event.reason));
}
