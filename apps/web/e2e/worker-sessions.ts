// One session per demo account per Playwright worker: the first test of a worker that signs in as an account makes
// the server's real login call (act 8002, argon2 and all), later tests reuse its token after asking the server
// (act 8004) that it still holds. A token revoked meanwhile (a sign-out, a password change, an admin ending the
// account's sessions) is noticed there and replaced by a fresh login, so no test inherits a dead session.
import { loginAct, sessionAct, type ActResult } from '@bluemanager/protocol';
import { clientCodec, postAct, succeeded } from './act-post';

/** The login result as the server sent it, which the app stores as is (checked against the act's schema). */
export type StoredSessionUser = ActResult<typeof loginAct> & Record<string, unknown>;

// Per worker process: each worker runs its tests one after another, so a cached session is never used by two tests
// at once.
const sessions = new Map<string, StoredSessionUser>();

async function freshLogin(baseURL: string, username: string, password: string) {
  const codec = await clientCodec(baseURL);
  const envelope = await postAct(baseURL, codec, loginAct.code, { u: username, p: password });
  if (!succeeded(envelope)) return undefined;
  loginAct.result.parse(envelope);
  return envelope as StoredSessionUser;
}

async function stillValid(baseURL: string, user: StoredSessionUser): Promise<StoredSessionUser | undefined> {
  const codec = await clientCodec(baseURL);
  const envelope = await postAct(baseURL, codec, sessionAct.code, { t: user.token });
  // The server's answer replaces the cached copy (level, expiry may have changed), keeping the token, as the app
  // does at start.
  if (!succeeded(envelope)) return undefined;
  sessionAct.result.parse(envelope);
  return { ...(envelope as StoredSessionUser), token: user.token };
}

/**
 * The login result to store in the browser for this account, or undefined when the server refuses a plain
 * password login (two-factor, a lock): the caller then goes through the form, which shows why.
 */
export async function workerSession(
  baseURL: string,
  username: string,
  password: string,
): Promise<StoredSessionUser | undefined> {
  const cached = sessions.get(username);
  const valid = cached && (await stillValid(baseURL, cached));
  const user = valid || (await freshLogin(baseURL, username, password));
  if (user) sessions.set(username, user);
  else sessions.delete(username);
  return user;
}
