// Stock per building (act 65405): every change is a move appended to the ledger (restock, adjustment with a reason,
// an order's reservation or release) and the on-hand count moves with it; no move is ever edited.
import { z } from 'zod';
import { defineAct } from '../../acts/define-act.js';
import { buildingUid, plainText, positiveInt } from '../../schemas.js';
import { shopItemDetail } from './shop-catalogue.acts.js';
import { SHOP_ROLES } from './shop-vocabulary.js';

/** More than this many units in one move is a typo. */
export const MAX_STOCK_CHANGE = 100_000;

export const shopStockAct = defineAct({
  code: 65405,
  name: 'change shop stock',
  summary:
    'A restock (units that arrived, positive) or an adjustment (a count corrected either way, with its reason) of an item in one building; stock never goes below zero.',
  params: z
    .object({
      id: positiveInt.describe('the item'),
      buid: buildingUid,
      kind: z.enum(['restock', 'adjust']),
      delta: z.coerce
        .number()
        .int()
        .min(-MAX_STOCK_CHANGE)
        .max(MAX_STOCK_CHANGE)
        .refine((n) => n !== 0, 'not zero'),
      reason: plainText(200).pipe(z.string().min(1)),
    })
    .refine((move) => move.kind === 'adjust' || move.delta > 0, {
      path: ['delta'],
      message: 'a restock adds units',
    }),
  result: shopItemDetail,
  access: SHOP_ROLES,
  scope: { buid: 'building' },
});
