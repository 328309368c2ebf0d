// Routes outside the act channel (the CSV export, the live events) take the same session token: from an
// Authorization: Bearer header, or from the query where the client cannot set headers (EventSource).
import { rolesAllow, type Role } from '@bluemanager/protocol';
import type { Kysely } from 'kysely';
import { ActError } from '../../domain/act-error.js';
import type { Database } from '../../db/schema.js';
import {
  authenticateRoute,
  type SessionInfo,
  type SessionPolicy,
} from '../../domain/auth/session.service.js';

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

export async function routeSession(
  db: Kysely<Database>,
  token: string | undefined,
  now: Date,
  policy: SessionPolicy,
  roles: readonly Role[],
): Promise<SessionInfo> {
  if (!token) throw new ActError('UNAUTHENTICATED', 'This needs a session token: please sign in.');
  const session = await authenticateRoute(db, token, now, policy);
  if (!rolesAllow(roles, session)) throw new ActError('FORBIDDEN', 'Your role may not see parcels.');
  return session;
}
