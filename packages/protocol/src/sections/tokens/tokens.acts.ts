// Tokens (spec §2 `tokens`, acts 54101–54104): API tokens for partners and integrations. A token acts for its owner
// (their level and building scope, or part of it) and only for the acts it lists; it is sent as `Authorization: Bearer <token>`
// on the act channel. The secret is answered once, by the create act, and stored only as a hash.
import { z } from 'zod';
import { levelSchema, listResult, pageParams, positiveInt, timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';

export const TOKEN_STATES = ['active', 'expired', 'revoked'] as const;
export type TokenState = (typeof TOKEN_STATES)[number];
/** The most acts one token may list, and the longest it may live. */
export const MAX_TOKEN_ACTS = 500;
export const MAX_TOKEN_DAYS = 366;
export const MAX_TOKEN_BUILDINGS = 200;

export const tokenItem = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string().describe('the public start of the token, to recognise it; never the secret'),
  owner_id: z.number().int(),
  owner: z.string().describe("the owner's username"),
  acts: z.array(z.number().int()).describe('the act codes the token may call'),
  buildings: z
    .array(z.number().int())
    .describe("the building uids it is narrowed to; empty: every building of the owner's scope"),
  expires_at: timestamp,
  created_by: z.string(),
  created_at: timestamp,
  last_used_at: timestamp.nullable().describe('to the minute'),
  revoked_at: timestamp.nullable(),
  state: z.enum(TOKEN_STATES),
});
export type TokenItem = z.infer<typeof tokenItem>;

export const tokenListAct = defineAct({
  code: 54101,
  name: 'api tokens',
  summary:
    'The API tokens, newest first, with their owner, acts, expiry and last use; q finds a name or owner.',
  params: z.object({
    q: z.string().trim().max(64).optional(),
    state: z.enum(TOKEN_STATES).optional().describe('absent lists all'),
    ...pageParams({ maxCount: 200, defaultCount: 50, maxOffset: 100_000 }),
  }),
  result: listResult(tokenItem),
  access: ['10'],
});

export const tokenCreateAct = defineAct({
  code: 54102,
  name: 'create api token',
  summary:
    "Creates an API token for a staff account, limited to acts that account may call (and, when given, to some of its buildings), with an expiry at most a year ahead. The answer's `secret` is the whole token: it is shown this once and stored only as a hash.",
  params: z.object({
    name: z.string().trim().min(1, 'enter a name').max(80),
    owner: positiveInt.describe('the user id the token acts for'),
    acts: z
      .array(positiveInt)
      .min(1, 'choose at least one act')
      .max(MAX_TOKEN_ACTS)
      .refine((codes) => new Set(codes).size === codes.length, 'an act is listed twice'),
    buildings: z
      .array(positiveInt)
      .max(MAX_TOKEN_BUILDINGS)
      .default([])
      .describe("narrows the token to these buildings of the owner's scope; empty for all of them"),
    expires_at: z.iso.datetime({ offset: true }).describe('ISO 8601; at most a year ahead'),
  }),
  result: tokenItem.extend({ secret: z.string().describe('the bearer token; never answered again') }),
  access: ['10'],
});

export const tokenRevokeAct = defineAct({
  code: 54103,
  name: 'revoke api token',
  summary: 'Revokes a token: its next call is refused.',
  params: z.object({ id: positiveInt }),
  result: tokenItem,
  access: ['10'],
});

export const tokenOwnersAct = defineAct({
  code: 54104,
  name: 'token owners',
  summary:
    'The staff accounts a token may act for, with their level (which decides the acts a token can list).',
  params: z.object({}),
  result: z.object({
    items: z.array(
      z.object({
        id: z.number().int(),
        username: z.string(),
        level: levelSchema,
        bPartner: z.boolean(),
        buildings: z
          .array(z.number().int())
          .nullable()
          .describe('the building uids the account reaches; null when it reaches every building'),
      }),
    ),
  }),
  access: ['10'],
});

export const TOKENS_ACTS = [tokenListAct, tokenCreateAct, tokenRevokeAct, tokenOwnersAct] as const;
