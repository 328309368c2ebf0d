// The effective level of a token's owner, kept for a minute per database handle: computing it reads the machines of
// every building the owner reaches (spec §4's upgrade), which a busy integration would otherwise pay on every call.
// The entry is keyed by the owner's stored level and partner, so a change to either counts at the next call; a
// change in the machines shows within a minute, as the session cache lets a renamed user show within seconds.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ownerRoles } from './api-tokens.js';

const TTL_MS = 60_000;
const LIMIT = 5_000;

type Roles = Awaited<ReturnType<typeof ownerRoles>>;
interface Entry {
  key: string;
  roles: Roles;
  readAt: number;
}

const caches = new WeakMap<Kysely<Database>, Map<number, Entry>>();

export async function cachedOwnerRoles(
  db: Kysely<Database>,
  owner: { id: number; level: string; partner: string },
  nowMs: number,
): Promise<Roles> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = `${owner.level}|${owner.partner}`;
  const entry = cache.get(owner.id);
  if (entry && entry.key === key && nowMs - entry.readAt < TTL_MS && nowMs >= entry.readAt)
    return entry.roles;
  const roles = await ownerRoles(db, owner);
  if (cache.size >= LIMIT) cache.clear();
  cache.set(owner.id, { key, roles, readAt: nowMs });
  return roles;
}
