// The card provider adapter against a fake Stripe on 127.0.0.1 (the real service is never called), the development
// provider's failure switches, and the payment settings' checks.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../../test/support/test-portal.js';
import { loadConfig, ConfigError } from '../../../config/config.js';
import type { OrderDetail } from '@bluemanager/protocol';
import { stripeProvider } from './stripe-provider.js';
import { ProviderUnavailableError } from './payment-provider.js';

interface Seen {
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

describe('the Stripe-shaped adapter against a local fake', () => {
  let server: Server;
  let url: string;
  const seen: Seen[] = [];
  /** What the fake answers next, by path. */
  const answers = new Map<string, { status: number; body: unknown }>();
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ path: request.url ?? '', headers: request.headers, form: new URLSearchParams(body) });
        const answer = answers.get(request.url ?? '') ?? { status: 500, body: {} };
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = () => stripeProvider({ apiUrl: url, secretKey: 'sk_test_fake', timeoutMs: 2000 });
  const charge = {
    amount: { amount: 4599, currency: 'CAD' as const },
    method: 'pm_card_visa',
    idempotencyKey: 'key-00000001',
    description: 'SH-1',
  };

  it('confirms a PaymentIntent with the amount in cents, the key and the secret', async () => {
    answers.set('/v1/payment_intents', {
      status: 200,
      body: { id: 'pi_1', status: 'succeeded', payment_method: { card: { brand: 'visa', last4: '4242' } } },
    });
    expect(await provider().charge(charge)).toEqual({ state: 'succeeded', ref: 'pi_1', method: 'visa 4242' });
    const request = seen.at(-1);
    if (!request) throw new Error('the fake saw no request');
    expect(request.headers.authorization).toBe('Bearer sk_test_fake');
    expect(request.headers['idempotency-key']).toBe('key-00000001');
    expect(request.form.get('amount')).toBe('4599');
    expect(request.form.get('currency')).toBe('cad');
    expect(request.form.get('confirm')).toBe('true');
  });

  it('reads a card error as declined with its code, and a server error as unknown (never paid)', async () => {
    answers.set('/v1/payment_intents', {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          payment_intent: { id: 'pi_2', status: 'requires_payment_method' },
        },
      },
    });
    expect(await provider().charge(charge)).toEqual({
      state: 'failed',
      ref: 'pi_2',
      method: '',
      failure: 'insufficient_funds',
    });
    answers.set('/v1/payment_intents', { status: 503, body: {} });
    await expect(provider().charge(charge)).rejects.toBeInstanceOf(ProviderUnavailableError);
    answers.set('/v1/payment_intents', { status: 200, body: { id: 'pi_3', status: 'processing' } });
    expect((await provider().charge(charge)).state).toBe('pending');
  });

  it('refunds part of a PaymentIntent', async () => {
    answers.set('/v1/refunds', { status: 200, body: { id: 're_1', status: 'succeeded' } });
    const outcome = await provider().refund({
      charge: 'pi_1',
      amount: { amount: 1000, currency: 'CAD' },
      idempotencyKey: 'refund-0001',
      reason: 'damaged',
    });
    expect(outcome).toEqual({ state: 'succeeded', ref: 're_1', method: '' });
    const request = seen.at(-1);
    if (!request) throw new Error('the fake saw no request');
    expect(request.path).toBe('/v1/refunds');
    expect(request.form.get('payment_intent')).toBe('pi_1');
    expect(request.form.get('amount')).toBe('1000');
    expect(request.headers['idempotency-key']).toBe('refund-0001');
  });
});

describe('payment settings', () => {
  it('defaults to the development provider, and to none in production', () => {
    expect(loadConfig({}).payments.provider).toBe('development');
    const production = loadConfig({
      NODE_ENV: 'production',
      PORTAL_AES_KEY: 'A-key-of-my-own!',
      PORTAL_AES_IV: 'An-iv-of-my-own!',
      SETTINGS_SECRET_KEY: '0123456789abcdef'.repeat(4),
    });
    expect(production.payments.provider).toBe('none');
  });

  it('names every wrong payment setting', () => {
    try {
      loadConfig({
        PAYMENT_PROVIDER: 'stripe',
        PAYMENT_WEBHOOK_SECRET: 'short',
        PAYMENT_DEV_FAIL: 'sometimes',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('STRIPE_SECRET_KEY');
      expect(problems).toContain('PAYMENT_WEBHOOK_SECRET');
      expect(problems).toContain('PAYMENT_DEV_FAIL');
    }
  });
});

describe.each([
  ['decline', 'failed'],
  ['unavailable', 'pending'],
] as const)('the development provider told to fail (PAYMENT_DEV_FAIL=%s)', (mode, state) => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal('sqlite', { PAYMENT_DEV_FAIL: mode });
  });
  afterAll(() => portal?.close());

  it(`leaves the charge ${state} and the order unpaid`, async () => {
    const admin = await portal.login('sysadmin');
    const order = await portal.database.handle.db
      .selectFrom('orders')
      .select('id')
      .where('payment_state', '=', 'failed')
      .executeTakeFirstOrThrow();
    const answer = await portal.act('charge order', {
      t: admin,
      id: order.id,
      method: 'pm_card_visa',
      key: `fail-${mode}-1`,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const detail = answer.body.data as OrderDetail;
    expect(detail.payments.at(-1)).toMatchObject({ state });
    expect(detail.order.paid.amount).toBe(0);
    expect(['failed', 'unpaid']).toContain(detail.order.payment_state);
  });
});
