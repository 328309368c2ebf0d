// Group-Buy Setup (spec §2 `group-buy-schedule`, BLUEMART, level 10): campaigns whose unit price falls as more members
// join, open until a deadline; at the deadline a background sweep closes each once, as succeeded (every participant
// gets a 'group-buy' order charged at the reached tier) or failed (nothing was charged). Codes 65001–65099.
import { z } from 'zod';
import { defineAct } from '../../acts/define-act.js';
import { CURRENCIES, money } from '../../money.js';
import {
  listResult,
  optionalBuildingUid,
  pageParams,
  plainText,
  positiveInt,
  timestamp,
} from '../../schemas.js';
import { FULFILMENT_STATES, ORDER_PAYMENT_STATES } from '../orders/order-vocabulary.js';
import {
  CAMPAIGN_STATES,
  GROUP_BUY_ROLES,
  MAX_PICKUP_BUILDINGS,
  MAX_QUANTITY,
  priceTier,
  priceTiers,
} from './group-buy-vocabulary.js';

export const pickupBuilding = z.object({
  buid: z.number().int(),
  bname: z.string(),
  tz: z.string().describe("the building's time zone"),
});

export const campaignItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  currency: z.enum(CURRENCIES),
  state: z.enum(CAMPAIGN_STATES),
  tiers: z.array(priceTier),
  minimum: z.number().int().describe('participants needed to succeed'),
  participants: z.number().int().describe('members who joined'),
  units: z.number().int().describe('units they ordered in all'),
  price: money.describe('the unit price of the tier reached so far'),
  deadline: timestamp,
  buildings: z.array(pickupBuilding).describe('pickup buildings; the first one’s zone shows the deadline'),
  tz: z.string().describe('the zone of the first pickup building'),
  opened_at: timestamp.nullable(),
  closed_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type CampaignItem = z.infer<typeof campaignItem>;

export const campaignParticipant = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  name: z.string(),
  unit: z.string(),
  buid: z.number().int(),
  bname: z.string(),
  quantity: z.number().int(),
  joined_at: timestamp,
  order: z
    .object({
      id: z.number().int(),
      number: z.string(),
      total: money,
      payment_state: z.enum(ORDER_PAYMENT_STATES),
      fulfilment: z.enum(FULFILMENT_STATES),
    })
    .nullable()
    .describe('the order made when the campaign succeeded'),
});
export type CampaignParticipant = z.infer<typeof campaignParticipant>;

export const campaignDetail = z.object({
  campaign: campaignItem,
  participants: z.array(campaignParticipant),
});
export type CampaignDetail = z.infer<typeof campaignDetail>;

export const CAMPAIGN_SORTS = ['deadline', 'name', 'created'] as const;

export const groupBuyListAct = defineAct({
  code: 65001,
  name: 'group buys',
  summary:
    "Group-buy campaigns with a pickup building in the caller's buildings, soonest deadline first; filter by state and building.",
  params: z.object({
    buid: optionalBuildingUid.describe('pickup building uid; empty for every building in scope'),
    state: z.enum(CAMPAIGN_STATES).optional(),
    sort: z.enum(CAMPAIGN_SORTS).default('deadline'),
    dir: z.enum(['asc', 'desc']).default('asc'),
    ...pageParams({ maxCount: 1000, defaultCount: 50 }),
  }),
  result: listResult(campaignItem),
  access: GROUP_BUY_ROLES,
  scope: { buid: 'building' },
});

export const groupBuyDetailAct = defineAct({
  code: 65002,
  name: 'group buy',
  summary:
    'One campaign with its tiers, pickup buildings and participants, and the order each got once it succeeded.',
  params: z.object({ id: positiveInt }),
  result: campaignDetail,
  access: GROUP_BUY_ROLES,
  scope: { id: 'group-buy' },
});

const campaignFields = {
  name: plainText(120).pipe(z.string().min(1)),
  description: plainText(2000, { multiline: true }),
  currency: z.enum(CURRENCIES),
  tiers: priceTiers,
  minimum: z.coerce.number().int().min(1).max(100_000),
  deadline: z.iso.datetime({ offset: true }).describe('when it closes, ISO 8601 with zone'),
  buids: z
    .array(positiveInt)
    .min(1)
    .max(MAX_PICKUP_BUILDINGS)
    .refine((ids) => new Set(ids).size === ids.length, 'a building is named twice')
    .describe('pickup buildings'),
};

export const groupBuyCreateAct = defineAct({
  code: 65003,
  name: 'create group buy',
  summary: 'A new campaign, in draft: nobody can join it before it is opened. The deadline must lie ahead.',
  params: z.object(campaignFields),
  result: campaignDetail,
  access: GROUP_BUY_ROLES,
  scope: { buids: 'building' },
});

export const groupBuyUpdateAct = defineAct({
  code: 65004,
  name: 'update group buy',
  summary:
    'Changes a draft or open campaign. Once a member has joined, its currency and price tiers are frozen (what they agreed to pay), its minimum cannot rise, and a pickup building with participants stays.',
  params: z.object({ id: positiveInt, ...campaignFields }),
  result: campaignDetail,
  access: GROUP_BUY_ROLES,
  scope: { id: 'group-buy', buids: 'building' },
});

export const groupBuyOpenAct = defineAct({
  code: 65005,
  name: 'open group buy',
  summary: 'Opens a draft campaign to members until its deadline, which must still lie ahead.',
  params: z.object({ id: positiveInt }),
  result: campaignDetail,
  access: GROUP_BUY_ROLES,
  scope: { id: 'group-buy' },
});

export const groupBuyCancelAct = defineAct({
  code: 65006,
  name: 'cancel group buy',
  summary:
    'Cancels a draft or open campaign for good, with a reason. Nothing was charged (money is taken only when a campaign succeeds), so nothing is refunded.',
  params: z.object({ id: positiveInt, reason: plainText(200).pipe(z.string().min(1)) }),
  result: campaignDetail,
  access: GROUP_BUY_ROLES,
  scope: { id: 'group-buy' },
});

export const groupBuyJoinAct = defineAct({
  code: 65007,
  name: 'join group buy',
  summary:
    'Joins an active member of a pickup building to an open campaign with a payment method token and a quantity. Nothing is charged now: the token is recorded and charged only if the campaign succeeds. A member joins once; after the deadline or once closed, joining is refused.',
  params: z.object({
    id: positiveInt,
    member: positiveInt.describe('the member id'),
    quantity: z.coerce.number().int().min(1).max(MAX_QUANTITY),
    method: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,100}$/, "the provider's payment method token")
      .describe("a payment method token; the development provider declines 'dev_declined'"),
  }),
  result: campaignDetail,
  access: GROUP_BUY_ROLES,
  scope: { id: 'group-buy', member: 'member' },
});

export const groupBuyCandidatesAct = defineAct({
  code: 65008,
  name: 'group buy candidates',
  summary:
    "Active members of a campaign's pickup buildings who have not joined it yet, matched by name, unit or email; at most 20.",
  params: z.object({ id: positiveInt, q: z.string().trim().max(64).optional() }),
  result: z.object({
    members: z.array(
      z.object({ id: z.number().int(), name: z.string(), unit: z.string(), bname: z.string() }),
    ),
  }),
  access: GROUP_BUY_ROLES,
  scope: { id: 'group-buy' },
});

export const GROUP_BUY_ACTS = [
  groupBuyListAct,
  groupBuyDetailAct,
  groupBuyCreateAct,
  groupBuyUpdateAct,
  groupBuyOpenAct,
  groupBuyCancelAct,
  groupBuyJoinAct,
  groupBuyCandidatesAct,
] as const;
