// A card provider shaped like Stripe's HTTP API (PAYMENT_PROVIDER=stripe): a charge is a confirmed PaymentIntent, a
// refund a Refund, each POSTed form-encoded with the secret key and the caller's idempotency key (Stripe's own
// Idempotency-Key header, so a retry returns the first answer). Only fetch is used; tests point STRIPE_API_URL at a
// fake on 127.0.0.1 and never reach the real service.
import type { PaymentFailure } from '@bluemanager/protocol';
import { PAYMENT_FAILURES } from '@bluemanager/protocol';
import {
  ProviderUnavailableError,
  type ChargeRequest,
  type PaymentProvider,
  type ProviderOutcome,
  type RefundRequest,
} from './payment-provider.js';

export interface StripeOptions {
  apiUrl: string;
  secretKey: string;
  /** Replaced in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface StripeObject {
  id?: string;
  status?: string;
  payment_method?: { card?: { brand?: string; last4?: string } } | string | null;
  last_payment_error?: { code?: string; decline_code?: string } | null;
  failure_reason?: string | null;
}

interface StripeError {
  error?: { type?: string; code?: string; decline_code?: string; payment_intent?: StripeObject };
}

function failureOf(code: string | undefined): PaymentFailure {
  return PAYMENT_FAILURES.find((known) => known === code) ?? (code ? 'card_declined' : 'processing_error');
}

function methodOf(object: StripeObject | undefined): string {
  const method = object?.payment_method;
  if (!method || typeof method === 'string') return '';
  const card = method.card;
  return card?.brand && card.last4 ? `${card.brand} ${card.last4}` : '';
}

/** What Stripe's PaymentIntent or Refund status means here; only `succeeded` counts as money moved. */
export function outcomeOf(object: StripeObject): ProviderOutcome {
  const ref = object.id ?? null;
  const method = methodOf(object);
  if (object.status === 'succeeded' && ref) return { state: 'succeeded', ref, method };
  if ((object.status === 'processing' || object.status === 'pending') && ref)
    return { state: 'pending', ref, method };
  const code =
    object.last_payment_error?.decline_code ?? object.last_payment_error?.code ?? object.failure_reason;
  return { state: 'failed', ref, method, failure: failureOf(code ?? undefined) };
}

export function stripeProvider(options: StripeOptions): PaymentProvider {
  const send = options.fetch ?? fetch;
  const post = async (path: string, form: Record<string, string>, key: string): Promise<ProviderOutcome> => {
    let response: Response;
    try {
      response = await send(new URL(path, options.apiUrl), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': key,
        },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
    } catch (error) {
      throw new ProviderUnavailableError(`the card provider did not answer: ${String(error)}`);
    }
    if (response.status >= 500 || response.status === 429) {
      throw new ProviderUnavailableError(`the card provider answered ${response.status}`);
    }
    const body = (await response.json().catch(() => undefined)) as (StripeObject & StripeError) | undefined;
    if (!body) throw new ProviderUnavailableError('the card provider answered something that is not JSON');
    if (response.ok) return outcomeOf(body);
    // A card error (402) names the intent it refused; any other 4xx is a request the provider would not take.
    const error = body.error;
    const code = error?.decline_code ?? error?.code;
    return {
      state: 'failed',
      ref: error?.payment_intent?.id ?? null,
      method: methodOf(error?.payment_intent),
      failure: error?.type === 'card_error' ? failureOf(code) : 'processing_error',
    };
  };
  return {
    name: 'stripe',
    charge: (request: ChargeRequest) =>
      post(
        '/v1/payment_intents',
        {
          amount: String(request.amount.amount),
          currency: request.amount.currency.toLowerCase(),
          payment_method: request.method,
          confirm: 'true',
          description: request.description,
          'automatic_payment_methods[enabled]': 'true',
          'automatic_payment_methods[allow_redirects]': 'never',
          'expand[]': 'payment_method',
        },
        request.idempotencyKey,
      ),
    refund: (request: RefundRequest) =>
      post(
        '/v1/refunds',
        {
          payment_intent: request.charge,
          amount: String(request.amount.amount),
          'metadata[reason]': request.reason.slice(0, 500),
        },
        request.idempotencyKey,
      ),
  };
}
