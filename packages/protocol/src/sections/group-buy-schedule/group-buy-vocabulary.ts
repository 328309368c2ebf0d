// The words of Group-Buy Setup: who runs campaigns, a campaign's states, and its price tiers (what each participant
// pays once the campaign has reached that many participants), checked so that a larger group never pays more.
import { z } from 'zod';
import type { Role } from '../../levels.js';
import { MAX_INT32 } from '../../schemas.js';

/** Spec §2: the BLUEMART section is the operator's system admins'. */
export const GROUP_BUY_ROLES: readonly Role[] = ['10'];

/** draft → open → succeeded | failed, and cancelled from draft or open; the last three are final. */
export const CAMPAIGN_STATES = ['draft', 'open', 'succeeded', 'failed', 'cancelled'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** States in which staff may still change a campaign. */
export const EDITABLE_STATES: readonly CampaignState[] = ['draft', 'open'];

export const MAX_TIERS = 8;
export const MAX_PICKUP_BUILDINGS = 50;
/** One participant buys at most this many units: more is a typo. */
export const MAX_QUANTITY = 20;

export const priceTier = z.object({
  min: z.coerce.number().int().min(1).max(100_000).describe('from this many participants on'),
  amount: z.coerce.number().int().min(0).max(MAX_INT32).describe('unit price, whole minor units (cents)'),
});
export type PriceTier = z.infer<typeof priceTier>;

/** Tiers as a list: the first from one participant, counts rising and prices falling from one tier to the next. */
export const priceTiers = z
  .array(priceTier)
  .min(1)
  .max(MAX_TIERS)
  .superRefine((tiers, context) => {
    if (tiers[0] && tiers[0].min !== 1)
      context.addIssue({
        code: 'custom',
        path: [0, 'min'],
        message: 'the first tier starts at 1 participant',
      });
    tiers.forEach((tier, index) => {
      const before = tiers[index - 1];
      if (!before) return;
      if (tier.min <= before.min)
        context.addIssue({
          code: 'custom',
          path: [index, 'min'],
          message: 'each tier needs more participants than the one before',
        });
      if (tier.amount >= before.amount)
        context.addIssue({
          code: 'custom',
          path: [index, 'amount'],
          message: 'each tier costs less than the one before',
        });
    });
  });

/** The tier a campaign with `participants` has reached: the last whose count it meets (the first below that). */
export function reachedTier(tiers: readonly PriceTier[], participants: number): PriceTier | undefined {
  return tiers.filter((tier) => tier.min <= Math.max(1, participants)).at(-1) ?? tiers[0];
}
