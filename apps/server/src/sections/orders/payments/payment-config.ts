// Which payment provider the server uses, from the environment (read with the rest in config/config.ts):
// PAYMENT_PROVIDER=development (the default outside production) or stripe (with STRIPE_SECRET_KEY and optionally
// STRIPE_API_URL). Production without PAYMENT_PROVIDER has no provider: every charge fails, none pretends.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { DEV_FAIL_MODES, developmentProvider, type DevFailMode } from './development-provider.js';
import { noPaymentProvider, type PaymentProvider } from './payment-provider.js';
import { stripeProvider } from './stripe-provider.js';

export const PAYMENT_PROVIDERS = ['development', 'stripe', 'none'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export interface PaymentConfig {
  provider: PaymentProviderName;
  stripeSecretKey: string | undefined;
  stripeApiUrl: string;
  /** The secret the provider signs its webhook with; without it POST /api/payments/webhook is off. */
  webhookSecret: string | undefined;
  devFail: DevFailMode;
}

export function paymentProviderFor(
  config: PaymentConfig,
  db: Kysely<Database>,
  now: () => Date,
): PaymentProvider {
  if (config.provider === 'stripe' && config.stripeSecretKey) {
    return stripeProvider({ apiUrl: config.stripeApiUrl, secretKey: config.stripeSecretKey });
  }
  if (config.provider === 'development') return developmentProvider(db, { fail: config.devFail, now });
  return noPaymentProvider;
}

// The provider a database's handlers use, set once by the app that serves it. A WeakMap rather than a global, so
// two portals in one process (tests) each keep their own.
const providers = new WeakMap<object, PaymentProvider>();

export function attachPaymentProvider(db: Kysely<Database>, provider: PaymentProvider): void {
  providers.set(db, provider);
}

/** The attached provider; a database no app attached one to (a script) gets none, so nothing is charged. */
export function paymentProviderOf(db: Kysely<Database>): PaymentProvider {
  return providers.get(db) ?? noPaymentProvider;
}

type Env = Record<string, string | undefined>;

/** Reads the payment settings; each problem joins the configuration's list so all are reported together. */
export function readPaymentConfig(env: Env, production: boolean, problems: string[]): PaymentConfig {
  const provider = env.PAYMENT_PROVIDER || (production ? 'none' : 'development');
  const devFail = env.PAYMENT_DEV_FAIL || 'off';
  const config: PaymentConfig = {
    provider: PAYMENT_PROVIDERS.find((name) => name === provider) ?? 'none',
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeApiUrl: env.STRIPE_API_URL || 'https://api.stripe.com',
    webhookSecret: env.PAYMENT_WEBHOOK_SECRET || undefined,
    devFail: DEV_FAIL_MODES.find((mode) => mode === devFail) ?? 'off',
  };
  if (config.provider !== provider)
    problems.push(`PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')}; it is '${provider}'`);
  if (config.devFail !== devFail)
    problems.push(`PAYMENT_DEV_FAIL must be one of ${DEV_FAIL_MODES.join(', ')}; it is '${devFail}'`);
  if (config.provider === 'stripe' && !config.stripeSecretKey)
    problems.push('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  if (!/^https?:\/\/[^\s]+$/.test(config.stripeApiUrl))
    problems.push(`STRIPE_API_URL must be an http(s) URL; it is '${config.stripeApiUrl}'`);
  if (config.webhookSecret !== undefined && config.webhookSecret.length < 16)
    problems.push('PAYMENT_WEBHOOK_SECRET must be at least 16 characters');
  return config;
}
