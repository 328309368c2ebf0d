// Acts about who and where: partners, users, buildings and the service URLs the client needs.
import { z } from 'zod';
import { BUILDING_LEVELS, PARTNER_ROLE } from '../../levels.js';
import { buildingItem, levelSchema, userId } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';

export const partnerInfoAct = defineAct({
  code: 50091,
  name: 'partner info',
  summary:
    'A partner company with its carriers. Anyone but a system admin may ask only for their own partner.',
  params: z.object({ p: z.string().trim().min(1).max(32).describe('partner code, e.g. BB or YK-Gold') }),
  result: z.object({
    code: z.string(),
    name: z.string(),
    logo: z.string(),
    carriers: z.array(
      z.object({ c: z.string().describe('carrier company'), c_img: z.string().describe('logo path') }),
    ),
  }),
  access: 'signed-in',
  scope: { p: 'own-partner' },
});

export const userInfoAct = defineAct({
  code: 50046,
  name: 'user info',
  summary: 'A user and their avatar. Anyone may read themselves; a system admin may read anyone.',
  params: z.object({ bid: userId.describe('the user id (the `ret` of login)') }),
  result: z.object({
    id: z.number().int(),
    username: z.string(),
    level: levelSchema,
    partner: z.string(),
    email: z.string(),
    avatar: z.string(),
  }),
  access: 'signed-in',
  scope: { bid: 'own-user' },
});

export const serviceUrlsAct = defineAct({
  code: 50038,
  name: 'service URLs',
  summary:
    'The base URLs the portal uses: resources, carrier logos (rc_url), image upload, community and others.',
  params: z.object({}),
  result: z.array(z.object({ key: z.string(), url: z.string() })),
  access: 'signed-in',
});

const buildingsResult = z.array(buildingItem);

export const managedBuildingsAct = defineAct({
  code: 50004,
  name: 'managed buildings',
  summary: 'The buildings a building-level user manages (used by levels 1, 11 and 12).',
  params: z.object({
    a: userId.describe('the user id (the `ret` of login); only a system admin may name another'),
  }),
  result: buildingsResult,
  access: [...BUILDING_LEVELS, '10'],
  scope: { a: 'own-user' },
});

export const allBuildingsAct = defineAct({
  code: 50005,
  name: 'all buildings',
  summary:
    "Every building in the caller's scope: all for system, parcel and ad admins, the partner's own for a partner.",
  params: z.object({ a: userId.optional().describe('the user id (the `ret` of login); informational') }),
  result: buildingsResult,
  access: ['10', PARTNER_ROLE, '5', '6', ...BUILDING_LEVELS],
});
