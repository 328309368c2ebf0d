// The Profile's recovery-code acts: renew (60301, with a current one-time code, limited like every code check) and
// count (60302). The first ten come with the enrolment itself (8007).
import type { ActResult, recoveryCodesLeftAct, regenerateRecoveryCodesAct } from '@bluemanager/protocol';
import type { SignedInContext } from '../../act-channel/act-handler.js';
import { ActError } from '../../domain/act-error.js';
import { checkCodeAttempt } from '../../domain/auth/code-attempts.js';
import { matchTotp } from '../../domain/auth/totp.js';
import { logOperation } from '../../domain/oplog/operation-log.js';
import { findUserById } from '../../domain/users/user.repository.js';
import { recoveryCodesLeft, renewRecoveryCodes } from './recovery-codes.js';

export async function renewMyRecoveryCodes(
  context: SignedInContext,
  code: string,
): Promise<ActResult<typeof regenerateRecoveryCodesAct>> {
  const user = await findUserById(context.db, context.session.userId);
  const secret = user?.totp_secret;
  if (!user || !secret) throw new ActError('CONFLICT', 'Two-factor is not on: recovery codes come with it.');
  const step = await checkCodeAttempt(context.db, user.id, context.now, () =>
    matchTotp(secret, code, context.now, user.totp_last_step),
  );
  const recoveryCodes = await context.db.transaction().execute(async (trx) => {
    // The code is burnt, so it cannot sign in after renewing.
    await trx.updateTable('users').set({ totp_last_step: step }).where('id', '=', user.id).execute();
    await logOperation(trx, {
      operation: 'recovery-codes-renewed',
      target: user.username,
      actor: context.actor,
      now: context.now,
    });
    return renewRecoveryCodes(trx, user.id, context.now);
  });
  return { recoveryCodes };
}

export async function myRecoveryCodesLeft(
  context: SignedInContext,
): Promise<ActResult<typeof recoveryCodesLeftAct>> {
  return { left: await recoveryCodesLeft(context.db, context.session.userId) };
}
