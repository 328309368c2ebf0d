// From a parsed form body to an envelope (the route's limit has let it through): decrypt, authenticate (a session's
// token `t`, or an API token in the Authorization header), check the level, validate, check the
// declared field rights and scope, run the handler. Every failure becomes an ActError; nothing escapes as a 500 with a stack trace.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  CodecError,
  FAILURES,
  canCall,
  wrapResult,
  type ActCodec,
  type ActDeclaration,
  type ActFailure,
} from '@bluemanager/protocol';
import type { Database } from '../db/schema.js';
import {
  authenticate,
  requireEnrolledFor,
  type SessionInfo,
  type SessionPolicy,
} from '../domain/auth/session.service.js';
import { resolveScope, type BuildingScope } from '../domain/buildings/scope.js';
import { ActError } from '../domain/act-error.js';
import type { ActContext, ActImplementation } from './act-handler.js';
import type { PortalMetrics } from '../http/metrics.js';
import { checkDeclaredScope, checkFieldRights } from './scope-check.js';
import { validateParams } from './validate-params.js';
import { checkWireText } from './wire-text.js';
import { authenticateToken } from '../sections/tokens/token-auth.js';
import { narrowScope } from '../sections/tokens/token-scope.js';

export interface ChannelDeps {
  db: Kysely<Database>;
  codec: ActCodec;
  policy: SessionPolicy;
  now: () => Date;
  implementations: ReadonlyMap<number, ActImplementation>;
  /** Counts calls and their latency for /metrics (absent in tests that do not need it). */
  metrics?: PortalMetrics;
}

export interface ActOutcome {
  status: number;
  envelope: Record<string, unknown> | ActFailure;
  code: number | undefined;
  userId: number | undefined;
}

interface ActForm {
  act: string;
  par: string;
}

const ACT_CODE = /^\d{1,9}$/;

// Three fields checked by hand: this runs on every call, and a schema library's parse costs more than the checks.
function parseBody(body: unknown): ActForm {
  const form = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const { act, m, par } = form;
  if (typeof act !== 'string' || !ACT_CODE.test(act) || m !== '1' || typeof par !== 'string' || par === '') {
    throw new ActError('MALFORMED_REQUEST', 'Expected a form body with act (a number), m=1 and par.');
  }
  return { act, par };
}

function decryptParams(codec: ActCodec, par: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = codec.decryptJson(par);
  } catch (error) {
    if (error instanceof CodecError)
      throw new ActError('MALFORMED_REQUEST', `par could not be read: ${error.message}.`);
    throw error;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ActError('MALFORMED_REQUEST', 'par must hold a JSON object of parameters.');
  }
  return value as Record<string, unknown>;
}

interface Caller {
  session: SessionInfo;
  /** An API token's narrowing of the session's buildings; empty for all of them. */
  buildings: readonly number[];
}

async function establishSession(
  deps: ChannelDeps,
  act: ActDeclaration,
  token: unknown,
  bearer: string | undefined,
  now: Date,
): Promise<Caller | undefined> {
  if (act.access === 'public') return undefined;
  // An API token (Authorization: Bearer) acts for its owner, and only for the acts it lists.
  if (bearer !== undefined) {
    const caller = await authenticateToken(deps.db, bearer, now);
    if (!caller.acts.has(act.code) || !canCall(act, caller.session)) {
      throw new ActError('FORBIDDEN', `This API token may not use act ${act.code} (${act.name}).`);
    }
    return caller;
  }
  if (typeof token !== 'string' || token === '') {
    throw new ActError('UNAUTHENTICATED', 'This act needs a token (t): please sign in.');
  }
  const session = await authenticate(deps.db, token, now, deps.policy);
  requireEnrolledFor(session, act.code);
  if (!canCall(act, session)) {
    throw new ActError('FORBIDDEN', `Your role may not use act ${act.code} (${act.name}).`);
  }
  return { session, buildings: [] };
}

export async function dispatchAct(
  deps: ChannelDeps,
  body: unknown,
  ip: string,
  log: FastifyBaseLogger,
  bearer?: string,
): Promise<ActOutcome> {
  let code: number | undefined;
  let session: SessionInfo | undefined;
  try {
    const form = parseBody(body);
    code = Number(form.act);
    const implementation = deps.implementations.get(code);
    if (!implementation) throw new ActError('UNKNOWN_ACT', `There is no act ${form.act}.`);
    const { act } = implementation;
    const { t: token, ...raw } = decryptParams(deps.codec, form.par);
    // The token is read before the parameters are validated (which checks their wire text), so it is checked here.
    checkWireText({ t: token }, `act ${code}`);
    const now = deps.now();
    const caller = await establishSession(deps, act, token, bearer, now);
    session = caller?.session;
    const params = validateParams(act.params, raw, `act ${act.code}`) as Record<string, unknown>;
    let scopePromise: Promise<BuildingScope> | undefined;
    const scope = () => {
      if (!caller) throw new Error(`act ${act.code} asked for a scope without a session`);
      scopePromise ??= resolveScope(deps.db, caller.session).then((reach) =>
        narrowScope(reach, caller.buildings),
      );
      return scopePromise;
    };
    if (session) {
      checkFieldRights(act, session, params);
      await checkDeclaredScope(deps.db, act, session, scope, params);
    }
    const context: ActContext = {
      db: deps.db,
      codec: deps.codec,
      ip,
      now,
      policy: deps.policy,
      log,
      session,
      actor: { userId: session?.userId ?? null, username: session?.username ?? '', ip },
      scope,
    };
    const result = await implementation.handle(params, context);
    return { status: 200, envelope: wrapResult(act, result), code, userId: session?.userId };
  } catch (error) {
    const failure =
      error instanceof ActError ? error : new ActError('INTERNAL', 'The server failed; nothing was saved.');
    if (!(error instanceof ActError)) log.error({ err: error, act: code }, 'act failed');
    return {
      status: FAILURES[failure.code].http,
      envelope: failure.toEnvelope(),
      code,
      userId: session?.userId,
    };
  }
}
