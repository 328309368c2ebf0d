import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ActCodec, ActDeclaration, ActParsedParams, ActResult } from '@bluemanager/protocol';
import type { Database } from '../db/schema.js';
import type { SessionInfo, SessionPolicy } from '../domain/auth/session.service.js';
import type { BuildingScope } from '../domain/buildings/scope.js';
import type { OperationActor } from '../domain/oplog/operation-log.js';

export interface ActContext {
  db: Kysely<Database>;
  codec: ActCodec;
  ip: string;
  now: Date;
  policy: SessionPolicy;
  log: FastifyBaseLogger;
  /** Present for every act that is not public. */
  session: SessionInfo | undefined;
  /** Who the operation log names for this call's writes: the signed-in user, from this address. */
  actor: OperationActor;
  /** The buildings the caller reaches, loaded on first use. */
  scope(): Promise<BuildingScope>;
}

export interface SignedInContext extends ActContext {
  session: SessionInfo;
}

type ContextFor<A extends ActDeclaration> = A['access'] extends 'public' ? ActContext : SignedInContext;

export type ActHandler<A extends ActDeclaration> = (
  params: ActParsedParams<A>,
  context: ContextFor<A>,
) => Promise<ActResult<A>>;

export interface ActImplementation {
  act: ActDeclaration;
  handle(params: unknown, context: ActContext): Promise<unknown>;
}

/**
 * Binds a handler to its declaration. The casts are safe because the dispatcher parses the parameters with the
 * act's schema and establishes a session for every act that is not public before calling `handle`.
 */
export function implement<A extends ActDeclaration>(act: A, handler: ActHandler<A>): ActImplementation {
  return {
    act,
    handle: (params, context) => handler(params as ActParsedParams<A>, context as ContextFor<A>),
  };
}
