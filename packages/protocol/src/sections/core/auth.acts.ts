import { z } from 'zod';
import { levelSchema, timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';

const sessionUser = z.object({
  ret: z.number().int().positive().describe('the user id'),
  username: z.string(),
  level: levelSchema.describe('the level after the upgrade of spec §4'),
  storedLevel: levelSchema,
  partner: z.string(),
  bPartner: z.boolean(),
  mtypes: z
    .array(z.object({ mtype: z.number().int() }))
    .describe('locker family types in reach: 1 main, 2 miniBox, 3 bike, 4 amenity'),
  miniBox: z.union([z.literal(0), z.literal(1)]),
  amenity: z.union([z.literal(0), z.literal(1)]),
  avatar: z.string().describe("avatar path; '-1' or '' means the default avatar"),
  twoFactor: z.boolean(),
  twoFactorSetupRequired: z
    .boolean()
    .describe(
      'the level requires two-factor and none is set up: the session may only enrol (8006, 8007) or sign out',
    )
    .optional(),
  idleExpiresAt: timestamp,
  expiresAt: timestamp,
});

/** A current one-time code: six digits, with room for stray spaces around them and no more. */
export const twoFactorCode = z
  .string()
  .max(12)
  .trim()
  .regex(/^\d{6}$/, 'expected a 6-digit code');

export const loginAct = defineAct({
  code: 8002,
  name: 'login',
  summary: 'Signs in with username, password and, for accounts with two-factor, the current one-time code.',
  params: z.object({
    u: z.string().trim().min(1).max(64),
    p: z.string().min(1).max(256),
    v: z
      .string()
      .trim()
      .max(12)
      .optional()
      .describe(
        'one-time code (TOTP), or one of the recovery codes once; required only when two-factor is on',
      ),
  }),
  result: sessionUser.extend({
    token: z.string().describe('256-bit bearer token, base64url; send it as `t`'),
  }),
  flat: true,
  access: 'public',
});

export const logoutAct = defineAct({
  code: 8003,
  name: 'logout',
  summary: 'Revokes the token on the server.',
  params: z.object({}),
  result: z.object({ revoked: z.literal(true) }),
  access: 'signed-in',
});

export const sessionAct = defineAct({
  code: 8004,
  name: 'current session',
  summary: 'Returns the signed-in user and the expiry of the token, as login did, without a new token.',
  params: z.object({}),
  result: sessionUser,
  flat: true,
  access: 'signed-in',
});

export const twoFactorBeginAct = defineAct({
  code: 8006,
  name: 'two-factor setup',
  summary: 'Starts two-factor setup: returns a new TOTP secret, kept pending until confirmed with 8007.',
  params: z.object({}),
  result: z.object({ secret: z.string().describe('base32'), otpauthUri: z.string() }),
  access: 'signed-in',
});

export const twoFactorConfirmAct = defineAct({
  code: 8007,
  name: 'two-factor confirm',
  summary:
    'Turns two-factor on with a code from the pending secret; every later login must give `v`. Answers ten ' +
    'single-use recovery codes, shown this once (only their hashes are kept).',
  params: z.object({
    v: twoFactorCode,
  }),
  result: z.object({ twoFactor: z.literal(true), recoveryCodes: z.array(z.string()) }),
  access: 'signed-in',
});

export const twoFactorDisableAct = defineAct({
  code: 8008,
  name: 'two-factor off',
  summary: 'Turns two-factor off; needs a current code.',
  params: z.object({
    v: twoFactorCode,
  }),
  result: z.object({ twoFactor: z.literal(false) }),
  access: 'signed-in',
});
