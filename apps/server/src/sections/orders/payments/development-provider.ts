// The development provider, the default outside production: no money moves; it keeps a book of every charge and
// refund it was asked for (dev_payment_ledger, by idempotency key, so a repeat answers the same) and can be told to
// fail. Per call: the payment method 'dev_declined' is declined (card_declined), 'dev_insufficient' is declined for
// insufficient funds, 'dev_expired' as an expired card, 'dev_pending' is left pending (its webhook settles it).
// For every call: PAYMENT_DEV_FAIL=decline declines each charge and refund, =unavailable makes the provider
// unreachable (each attempt stays pending).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PaymentFailure } from '@bluemanager/protocol';
import type { Database } from '../../../db/schema.js';
import {
  ProviderUnavailableError,
  type ChargeRequest,
  type PaymentProvider,
  type ProviderOutcome,
  type RefundRequest,
} from './payment-provider.js';
import '../order.tables.js';

export const DEV_FAIL_MODES = ['off', 'decline', 'unavailable'] as const;
export type DevFailMode = (typeof DEV_FAIL_MODES)[number];

const DECLINING_METHODS: Readonly<Record<string, PaymentFailure>> = {
  dev_declined: 'card_declined',
  dev_insufficient: 'insufficient_funds',
  dev_expired: 'expired_card',
};

export interface DevelopmentProviderOptions {
  fail: DevFailMode;
  now: () => Date;
}

const methodLabel = (method: string) => (method.startsWith('dev_') ? 'test card' : method);

export function developmentProvider(
  db: Kysely<Database>,
  options: DevelopmentProviderOptions,
): PaymentProvider {
  const book = async (
    kind: 'charge' | 'refund',
    key: string,
    request: { amount: { amount: number; currency: string } },
    decide: () => ProviderOutcome,
  ): Promise<ProviderOutcome> => {
    if (options.fail === 'unavailable')
      throw new ProviderUnavailableError('the development provider is told to be down');
    const known = await db
      .selectFrom('dev_payment_ledger')
      .select('outcome')
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (known) return JSON.parse(known.outcome) as ProviderOutcome;
    const outcome = decide();
    await db
      .insertInto('dev_payment_ledger')
      .values({
        idempotency_key: key,
        kind,
        ref: outcome.ref ?? '',
        amount: request.amount.amount,
        currency: request.amount.currency,
        outcome: JSON.stringify(outcome),
        created_at: options.now().toISOString(),
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .execute();
    return outcome;
  };
  return {
    name: 'development',
    charge: (request: ChargeRequest) =>
      book('charge', request.idempotencyKey, request, () => {
        const ref = `dev_ch_${randomUUID()}`;
        const method = methodLabel(request.method);
        const failure = options.fail === 'decline' ? 'card_declined' : DECLINING_METHODS[request.method];
        if (failure) return { state: 'failed', ref, method, failure };
        return { state: request.method === 'dev_pending' ? 'pending' : 'succeeded', ref, method };
      }),
    refund: (request: RefundRequest) =>
      book('refund', request.idempotencyKey, request, () => {
        const ref = `dev_re_${randomUUID()}`;
        if (options.fail === 'decline')
          return { state: 'failed', ref, method: '', failure: 'processing_error' };
        return { state: 'succeeded', ref, method: '' };
      }),
  };
}
