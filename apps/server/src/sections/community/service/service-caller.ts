// Who calls the community service: a resident with a member token (`bmc_…`, their building only), or staff with a
// session token or an API token (`bmt_…`) whose role moderates the board (spec §2: system admins and business
// partners), reaching the buildings of their scope (an API token's narrowed part of it, and only the acts it lists).
import type { Kysely } from 'kysely';
import { COMMUNITY_ROLES, rolesAllow, type ActDeclaration } from '@bluemanager/protocol';
import { ActError } from '../../../domain/act-error.js';
import type { Database } from '../../../db/schema.js';
import {
  authenticate,
  requireEnrolledFor,
  type SessionInfo,
  type SessionPolicy,
} from '../../../domain/auth/session.service.js';
import { resolveScope, scopeReaches, type BuildingScope } from '../../../domain/buildings/scope.js';
import type { OperationActor } from '../../../domain/oplog/operation-log.js';
import { authenticateToken, bearerOf } from '../../tokens/token-auth.js';
import { narrowScope } from '../../tokens/token-scope.js';
import { authenticateMember, isMemberToken, type MemberCaller } from '../member-token.js';

export interface StaffCaller {
  kind: 'staff';
  session: SessionInfo;
  scope: BuildingScope;
  actor: OperationActor;
  /** The acts an API token lists; undefined for a session, which may do what its role may. */
  acts: ReadonlySet<number> | undefined;
}

export interface ResidentCaller {
  kind: 'member';
  member: MemberCaller;
}

export type ServiceCaller = StaffCaller | ResidentCaller;

export async function serviceCaller(
  db: Kysely<Database>,
  header: string | undefined,
  request: { ip: string; now: Date; policy: SessionPolicy },
): Promise<ServiceCaller> {
  const bearer = bearerOf(header);
  if (!bearer) throw new ActError('UNAUTHENTICATED', 'This needs a member token or a staff token.');
  if (isMemberToken(bearer))
    return { kind: 'member', member: await authenticateMember(db, bearer, request.now) };
  const fromToken = bearer.startsWith('bmt_') ? await authenticateToken(db, bearer, request.now) : undefined;
  const session = fromToken?.session ?? (await authenticate(db, bearer, request.now, request.policy));
  if (!fromToken) requireEnrolledFor(session);
  if (!rolesAllow(COMMUNITY_ROLES, session)) {
    throw new ActError('FORBIDDEN', 'Your role does not moderate the community board.');
  }
  const scope = await resolveScope(db, session);
  return {
    kind: 'staff',
    session,
    scope: fromToken ? narrowScope(scope, fromToken.buildings) : scope,
    actor: { userId: session.userId, username: session.username, ip: request.ip },
    acts: fromToken?.acts,
  };
}

/** A staff caller whose token lists the act this path stands for; anyone else is refused. */
export function requireStaff(caller: ServiceCaller, act: ActDeclaration): StaffCaller {
  if (caller.kind !== 'staff') throw new ActError('FORBIDDEN', 'Only moderators may do this.');
  if (caller.acts && !caller.acts.has(act.code)) {
    throw new ActError('FORBIDDEN', `This API token may not call act ${act.code} (${act.name}).`);
  }
  return caller;
}

export function requireMember(caller: ServiceCaller): MemberCaller {
  if (caller.kind !== 'member')
    throw new ActError('FORBIDDEN', 'Only residents post on the board: use a member token.');
  return caller.member;
}

/** The building of a post a staff caller names must be in their scope; outside it, the post is not theirs to see. */
export function requireReach(
  caller: StaffCaller,
  buildingId: number | undefined,
  id: number,
  noun: 'community post' | 'member' | 'building' = 'community post',
): void {
  if (buildingId !== undefined && scopeReaches(caller.scope, buildingId)) return;
  if (caller.scope.kind === 'some')
    throw new ActError('FORBIDDEN', `The ${noun} ${id} is not in one of your buildings.`);
  throw new ActError('NOT_FOUND', `There is no ${noun} ${id}.`);
}
