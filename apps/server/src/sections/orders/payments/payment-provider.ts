// The payment interface: a provider charges a payment method or refunds a charge and says what became of it. Amounts
// are Money (integer minor units with a currency); every call carries the caller's idempotency key, which the
// provider honours too, so a retry after a lost answer can never move money twice.
import type { Money, PaymentFailure } from '@bluemanager/protocol';

export interface ChargeRequest {
  amount: Money;
  /** The provider's payment method token. */
  method: string;
  idempotencyKey: string;
  /** What the statement shows: the order number. */
  description: string;
}

export interface RefundRequest {
  /** The provider's id of the charge to return money from. */
  charge: string;
  amount: Money;
  idempotencyKey: string;
  reason: string;
}

/**
 * What the provider answered. `pending` means it took the request but has not decided (its webhook will say);
 * nothing is counted as paid until `succeeded`.
 */
export type ProviderOutcome =
  | { state: 'succeeded' | 'pending'; ref: string; method: string }
  | { state: 'failed'; ref: string | null; method: string; failure: PaymentFailure };

export interface PaymentProvider {
  /** Stored with each attempt: development, stripe or none. */
  readonly name: string;
  charge(request: ChargeRequest): Promise<ProviderOutcome>;
  refund(request: RefundRequest): Promise<ProviderOutcome>;
}

/**
 * The provider could not be reached or answered nonsense: whether money moved is unknown, so the attempt stays
 * pending (never succeeded) and a retry with the same key asks again.
 */
export class ProviderUnavailableError extends Error {
  override readonly name = 'ProviderUnavailableError';
}

/** Production without a configured provider: every charge and refund fails, none pretends to succeed. */
export const noPaymentProvider: PaymentProvider = {
  name: 'none',
  charge: () => Promise.resolve({ state: 'failed', ref: null, method: '', failure: 'provider_unavailable' }),
  refund: () => Promise.resolve({ state: 'failed', ref: null, method: '', failure: 'provider_unavailable' }),
};
