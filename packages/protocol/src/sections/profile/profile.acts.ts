// Profile (spec §2 user menu `profile`, acts 60201–60206): the signed-in user's own account. Every act here is about
// the caller alone, so none takes an id. The avatar is uploaded through the image upload endpoint of spec §7
// (AVATAR_UPLOAD_ROUTE), not an act; act 50046 answers it.
import { z } from 'zod';
import { levelSchema, positiveInt, timeZone, timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { STAFF_LANGUAGES } from '../authority/authority-vocabulary.js';
import { PASSWORD_MAX } from './profile-vocabulary.js';
import { twoFactorCode } from '../core/auth.acts.js';

export const profileItem = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  level: levelSchema,
  partner: z.string(),
  language: z.enum(STAFF_LANGUAGES),
  time_zone: z.string(),
  avatar: z.string().describe("avatar path; '-1' means the default avatar"),
  two_factor: z.boolean(),
  password_changed_at: timestamp.nullable(),
});

export const myProfileAct = defineAct({
  code: 60201,
  name: 'my profile',
  summary: "The caller's own account: name, email, level, language, time zone, avatar and two-factor.",
  params: z.object({}),
  result: profileItem,
  access: 'signed-in',
});

export const updateMyProfileAct = defineAct({
  code: 60202,
  name: 'update my profile',
  summary: "Changes the caller's language and time zone.",
  params: z.object({ language: z.enum(STAFF_LANGUAGES), time_zone: timeZone }),
  result: profileItem,
  access: 'signed-in',
});

export const changeMyPasswordAct = defineAct({
  code: 60203,
  name: 'change my password',
  summary:
    "Changes the caller's password: the current one is required, the new one must be at least 12 characters of three kinds without the username; every other session of the caller ends.",
  params: z.object({
    current: z.string().min(1, 'enter your current password').max(PASSWORD_MAX),
    next: z.string().min(1, 'enter a new password').max(PASSWORD_MAX),
  }),
  result: z.object({ ended_sessions: z.number().int() }),
  access: 'signed-in',
});

export const mySessionItem = z.object({
  id: z.number().int(),
  created_at: timestamp,
  last_seen_at: timestamp,
  expires_at: timestamp,
  ip: z.string(),
  current: z.boolean(),
});

export const mySessionsAct = defineAct({
  code: 60204,
  name: 'my sessions',
  summary: "The caller's open sessions, newest first, the current one marked.",
  params: z.object({}),
  result: z.object({ items: z.array(mySessionItem) }),
  access: 'signed-in',
});

export const endMySessionsAct = defineAct({
  code: 60205,
  name: 'end my sessions',
  summary: "Ends one of the caller's other sessions (`session`), or all of them but the current one.",
  params: z.object({ session: positiveInt.optional() }),
  result: z.object({ ended: z.number().int() }),
  access: 'signed-in',
});

export const removeMyAvatarAct = defineAct({
  code: 60206,
  name: 'remove my avatar',
  summary: "Goes back to the default avatar ('-1').",
  params: z.object({}),
  result: profileItem,
  access: 'signed-in',
});

// Recovery codes (acts 60301–60302, the access block): the ten single-use codes that stand in for a one-time code
// at sign-in when the authenticator is lost. 8007 answers the first ten; these renew and count them.
export const RECOVERY_CODE_COUNT = 10;

export const regenerateRecoveryCodesAct = defineAct({
  code: 60301,
  name: 'renew recovery codes',
  summary:
    'Ten new recovery codes, shown this once; the old ones stop working. Needs a current one-time code, ' +
    'limited like every code check.',
  params: z.object({ v: twoFactorCode }),
  result: z.object({ recoveryCodes: z.array(z.string()) }),
  access: 'signed-in',
});

export const recoveryCodesLeftAct = defineAct({
  code: 60302,
  name: 'recovery codes left',
  summary: "How many of the caller's recovery codes are unused (0 without two-factor).",
  params: z.object({}),
  result: z.object({ left: z.number().int().nonnegative() }),
  access: 'signed-in',
});

export const PROFILE_ACTS = [
  myProfileAct,
  updateMyProfileAct,
  changeMyPasswordAct,
  mySessionsAct,
  endMySessionsAct,
  removeMyAvatarAct,
  regenerateRecoveryCodesAct,
  recoveryCodesLeftAct,
] as const;
