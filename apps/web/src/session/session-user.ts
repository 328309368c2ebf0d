// The stored user: the login result as the server sent it, kept under `currentUser`.
import { isLevel, type ActCodec, type ActResult, type loginAct } from '@bluemanager/protocol';
import { LOGOUT_KEYS, STORAGE_KEYS } from './storage-keys';

export type SessionUser = ActResult<typeof loginAct>;

export type StoredUserReading = { kind: 'none' } | { kind: 'user'; user: SessionUser } | { kind: 'invalid' };

/**
 * The fields the frame relies on. Checked by hand rather than with the act's zod schema so the login page's
 * bundle stays without zod; the session check (8004) right after start validates the full shape.
 */
export function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.ret === 'number' &&
    typeof user.token === 'string' &&
    typeof user.username === 'string' &&
    typeof user.level === 'string' &&
    isLevel(user.level) &&
    typeof user.partner === 'string' &&
    typeof user.bPartner === 'boolean' &&
    Array.isArray(user.mtypes) &&
    typeof user.expiresAt === 'string'
  );
}

/**
 * Spec §4: an unparsable stored user is decrypted first (older portals stored it encrypted), and a user lacking
 * partner is not a session at all: the caller logs it out.
 */
export function readStoredUser(storage: Storage, codec: ActCodec | undefined): StoredUserReading {
  const raw = storage.getItem(STORAGE_KEYS.currentUser);
  if (raw === null || raw === '') return { kind: 'none' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    try {
      value = codec?.decryptJson(raw);
    } catch {
      return { kind: 'invalid' };
    }
  }
  if (!isSessionUser(value) || !value.partner) return { kind: 'invalid' };
  return { kind: 'user', user: value };
}

/** Spec §3: a login stores the user, the username and the user's partner (currentPartner). */
export function storeUser(storage: Storage, user: SessionUser): void {
  storage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(user));
  storage.setItem(STORAGE_KEYS.username, user.username);
  storage.setItem(STORAGE_KEYS.currentPartner, user.partner);
}

export function clearSessionStorage(storage: Storage): void {
  for (const key of LOGOUT_KEYS) storage.removeItem(key);
}
