// Signing in: throttling, password and one-time code checks, the level upgrade of spec §4, a new session.
import type { Kysely } from 'kysely';
import { isLevel, upgradeLevel, type ActResult, type loginAct, type sessionAct } from '@bluemanager/protocol';
import { ActError } from '../act-error.js';
import type { Database, UserRow } from '../../db/schema.js';
import { resolveScope, resolveUserScope } from '../buildings/scope.js';
import { machineModesInScope } from '../../sections/machines/machine-modes.repository.js';
import { accountBlocked } from '../../sections/blocklist/block-checks.js';
import { logOperation } from '../oplog/operation-log.js';
import { findUserByUsername } from '../users/user.repository.js';
import {
  ACCOUNT_FAILURE_LIMIT,
  ADDRESS_FAILURE_LIMIT,
  accountKey,
  addressKey,
  clearFailures,
  lockedFor,
  recordFailure,
} from './login-throttle.js';
import { decoyPasswordHash, verifyPassword } from './password.js';
import { createSession, idleExpiry, type SessionInfo, type SessionPolicy } from './session.service.js';
import { matchTotp } from './totp.js';
import { looksLikeRecoveryCode, spendRecoveryCode } from '../../sections/profile/recovery-codes.js';

export interface LoginInput {
  username: string;
  password: string;
  code: string | undefined;
  ip: string;
  now: Date;
  policy: SessionPolicy;
}

type LoginResult = ActResult<typeof loginAct>;
type SessionView = ActResult<typeof sessionAct>;

function lockedError(milliseconds: number): ActError {
  const minutes = Math.max(1, Math.ceil(milliseconds / 60_000));
  return new ActError(
    'ACCOUNT_LOCKED',
    `Too many failed sign-ins: locked, try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfterSeconds: Math.ceil(milliseconds / 1000) },
  );
}

async function failLogin(
  db: Kysely<Database>,
  input: LoginInput,
  user: UserRow | undefined,
  error: ActError,
) {
  await recordFailure(db, accountKey(input.username), ACCOUNT_FAILURE_LIMIT, input.now);
  await recordFailure(db, addressKey(input.ip), ADDRESS_FAILURE_LIMIT, input.now);
  await logOperation(db, {
    operation: 'login-failed',
    target: input.username,
    actor: { userId: user?.id ?? null, username: input.username, ip: input.ip },
    now: input.now,
  });
  const locked = await lockedFor(db, [accountKey(input.username), addressKey(input.ip)], input.now);
  return locked > 0 ? lockedError(locked) : error;
}

async function checkSecondFactor(
  db: Kysely<Database>,
  user: UserRow,
  input: LoginInput,
): Promise<ActError | null> {
  if (!user.totp_secret) return null;
  if (!input.code) return new ActError('TWO_FACTOR_REQUIRED', 'Enter the code from your authenticator app.');
  // A recovery code stands in for the one-time code, once; a wrong one counts as a failed sign-in like a wrong code.
  if (looksLikeRecoveryCode(input.code)) {
    if (!(await spendRecoveryCode(db, user.id, input.code, input.now))) {
      return new ActError('TWO_FACTOR_INVALID', 'That recovery code is wrong or was already used.');
    }
    await logOperation(db, {
      operation: 'recovery-code-used',
      target: user.username,
      actor: { userId: user.id, username: user.username, ip: input.ip },
      now: input.now,
    });
    return null;
  }
  const step = matchTotp(user.totp_secret, input.code, input.now, user.totp_last_step);
  if (step === undefined)
    return new ActError('TWO_FACTOR_INVALID', 'That code is wrong or was already used.');
  // Compare-and-set, so two requests racing with the same code cannot both succeed.
  const updated = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', user.id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) {
    return new ActError('TWO_FACTOR_INVALID', 'That code is wrong or was already used.');
  }
  return null;
}

export async function sessionView(
  db: Kysely<Database>,
  session: SessionInfo,
  user: Pick<UserRow, 'avatar' | 'totp_secret'>,
  policy: SessionPolicy,
): Promise<SessionView> {
  const scope = await resolveScope(db, session);
  const { familyTypes } = await machineModesInScope(db, scope);
  return {
    ret: session.userId,
    username: session.username,
    level: session.level,
    storedLevel: session.storedLevel,
    partner: session.partner,
    bPartner: session.bPartner,
    mtypes: familyTypes.map((mtype) => ({ mtype })),
    miniBox: session.miniBox ? 1 : 0,
    amenity: session.amenity ? 1 : 0,
    avatar: user.avatar,
    twoFactor: user.totp_secret !== null,
    twoFactorSetupRequired: session.enrolOnly === true,
    idleExpiresAt: idleExpiry(session.lastSeenAt, policy),
    expiresAt: session.expiresAt,
  };
}

/** The Authority's rule for the level (level_policies): must its accounts sign in with a second factor? */
async function levelRequiresTwoFactor(db: Kysely<Database>, level: string): Promise<boolean> {
  const rule = await db
    .selectFrom('level_policies')
    .select('require_two_factor')
    .where('level', '=', level)
    .executeTakeFirst();
  return rule?.require_two_factor === 1;
}

export async function login(db: Kysely<Database>, input: LoginInput): Promise<LoginResult> {
  const keys = [accountKey(input.username), addressKey(input.ip)];
  const locked = await lockedFor(db, keys, input.now);
  if (locked > 0) throw lockedError(locked);

  const user = await findUserByUsername(db, input.username);
  const passwordOk = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), input.password);
  // A deleted account (Authority) signs in no more than an unknown one.
  if (!user || !passwordOk || !isLevel(user.level) || user.deleted_at !== null) {
    throw await failLogin(db, input, user, new ActError('BAD_CREDENTIALS', 'Wrong username or password.'));
  }
  const secondFactorError = await checkSecondFactor(db, user, input);
  if (secondFactorError) {
    if (secondFactorError.code === 'TWO_FACTOR_REQUIRED') throw secondFactorError;
    throw await failLogin(db, input, user, secondFactorError);
  }
  // Checked after the password, so the Black List tells nothing to someone guessing.
  if (await accountBlocked(db, user.username, input.now)) {
    throw new ActError('FORBIDDEN', 'This account is blocked: please ask a system admin.');
  }
  if (user.disabled_at !== null) {
    throw new ActError('FORBIDDEN', 'This account is disabled: please ask an administrator.');
  }
  await clearFailures(db, accountKey(input.username));

  // The upgrade reads the machine modes of the buildings the stored level reaches.
  const { modes } = await machineModesInScope(db, await resolveUserScope(db, { ...user, level: user.level }));
  const effective = upgradeLevel({ storedLevel: user.level, partner: user.partner, machineModes: modes });
  const enrolOnly = user.totp_secret === null && (await levelRequiresTwoFactor(db, user.level));
  const created = await createSession(db, {
    userId: user.id,
    effective,
    ip: input.ip,
    now: input.now,
    policy: input.policy,
    enrolOnly,
  });
  await logOperation(db, {
    operation: 'login-success',
    target: user.username,
    actor: { userId: user.id, username: user.username, ip: input.ip },
    now: input.now,
  });
  const session: SessionInfo = {
    sessionId: created.sessionId,
    userId: user.id,
    username: user.username,
    storedLevel: user.level,
    level: effective.level,
    bPartner: effective.bPartner,
    miniBox: effective.miniBox,
    amenity: effective.amenity,
    partner: user.partner,
    lastSeenAt: created.lastSeenAt,
    expiresAt: created.expiresAt,
    enrolOnly,
  };
  return { ...(await sessionView(db, session, user, input.policy)), token: created.token };
}
