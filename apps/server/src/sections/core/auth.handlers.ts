import {
  loginAct,
  logoutAct,
  sessionAct,
  twoFactorBeginAct,
  twoFactorConfirmAct,
  twoFactorDisableAct,
} from '@bluemanager/protocol';
import { ActError } from '../../domain/act-error.js';
import { implement, type SignedInContext } from '../../act-channel/act-handler.js';
import { login, sessionView } from '../../domain/auth/login.service.js';
import { endEnrolment, revokeSession } from '../../domain/auth/session.service.js';
import { dropRecoveryCodes, renewRecoveryCodes } from '../profile/recovery-codes.js';
import { publishSessionEnded } from '../../domain/events/parcel-events.js';
import { checkCodeAttempt } from '../../domain/auth/code-attempts.js';
import { matchTotp, newTotpSecret, otpauthUri } from '../../domain/auth/totp.js';
import type { OperationKey } from '@bluemanager/protocol';
import { logOperation } from '../../domain/oplog/operation-log.js';
import { findUserById } from '../../domain/users/user.repository.js';

async function currentUser(context: SignedInContext) {
  const user = await findUserById(context.db, context.session.userId);
  if (!user) throw new ActError('SESSION_EXPIRED', 'This account no longer exists.');
  return user;
}

function logAccount(context: SignedInContext, operation: OperationKey) {
  return logOperation(context.db, {
    operation,
    target: context.session.username,
    actor: context.actor,
    now: context.now,
  });
}

/**
 * Checks a code against a secret (five wrong ones lock the checks, code-attempts.ts) and returns its step, which the
 * caller burns, so the code cannot be used again at login.
 */
function useCode(context: SignedInContext, secret: string, code: string, lastStep: number | null) {
  return checkCodeAttempt(context.db, context.session.userId, context.now, () =>
    matchTotp(secret, code, context.now, lastStep),
  );
}

export const authHandlers = [
  implement(loginAct, (params, context) =>
    login(context.db, {
      username: params.u,
      password: params.p,
      code: params.v || undefined,
      ip: context.ip,
      now: context.now,
      policy: context.policy,
    }),
  ),

  implement(logoutAct, async (_params, context) => {
    await revokeSession(context.db, context.session.sessionId, context.now);
    await logAccount(context, 'logout');
    await publishSessionEnded(context.db, context.session.sessionId);
    return { revoked: true as const };
  }),

  implement(sessionAct, async (_params, context) =>
    sessionView(context.db, context.session, await currentUser(context), context.policy),
  ),

  implement(twoFactorBeginAct, async (_params, context) => {
    const user = await currentUser(context);
    if (user.totp_secret) throw new ActError('CONFLICT', 'Two-factor is already on; turn it off first.');
    const secret = newTotpSecret();
    await context.db
      .updateTable('users')
      .set({ totp_pending_secret: secret })
      .where('id', '=', user.id)
      .execute();
    return { secret, otpauthUri: otpauthUri(secret, user.username) };
  }),

  implement(twoFactorConfirmAct, async (params, context) => {
    const user = await currentUser(context);
    if (!user.totp_pending_secret) throw new ActError('CONFLICT', 'Start two-factor setup (act 8006) first.');
    const step = await useCode(context, user.totp_pending_secret, params.v, null);
    const pending = user.totp_pending_secret;
    const recoveryCodes = await context.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ totp_secret: pending, totp_pending_secret: null, totp_last_step: step })
        .where('id', '=', user.id)
        .execute();
      await logOperation(trx, {
        operation: 'two-factor-enabled',
        target: context.session.username,
        actor: context.actor,
        now: context.now,
      });
      return renewRecoveryCodes(trx, user.id, context.now);
    });
    // A session that could only enrol may now do everything.
    await endEnrolment(context.db, user.id);
    return { twoFactor: true as const, recoveryCodes };
  }),

  implement(twoFactorDisableAct, async (params, context) => {
    const user = await currentUser(context);
    if (!user.totp_secret) throw new ActError('CONFLICT', 'Two-factor is not on.');
    await useCode(context, user.totp_secret, params.v, user.totp_last_step);
    await context.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
        .where('id', '=', user.id)
        .execute();
      await dropRecoveryCodes(trx, user.id);
      await logOperation(trx, {
        operation: 'two-factor-disabled',
        target: context.session.username,
        actor: context.actor,
        now: context.now,
      });
    });
    return { twoFactor: false as const };
  }),
];
