// What a session may do while its account still owes two-factor (its level requires it, none is set up): sign out,
// read itself and its profile, and enrol. The dispatcher answers every other act TWO_FACTOR_SETUP_REQUIRED.
import { logoutAct, sessionAct, twoFactorBeginAct, twoFactorConfirmAct } from '../core/auth.acts.js';
import { myProfileAct, recoveryCodesLeftAct } from './profile.acts.js';

export const ENROLMENT_ACT_CODES: ReadonlySet<number> = new Set(
  [logoutAct, sessionAct, twoFactorBeginAct, twoFactorConfirmAct, myProfileAct, recoveryCodesLeftAct].map(
    (act) => act.code,
  ),
);
