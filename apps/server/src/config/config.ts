// All configuration comes from the environment and is checked once at start; every problem is reported together.
import { fileURLToPath } from 'node:url';
import proxyAddr from '@fastify/proxy-addr';
import { describeKeyProblem } from '@bluemanager/protocol';
import { readPaymentConfig, type PaymentConfig } from '../sections/orders/payments/payment-config.js';
import { readWebhookSettings, type WebhookSettings } from '../sections/web-service/webhook-settings.js';
import { readSettingsSecretKey } from './settings-secret-key.js';

/** The built web app (apps/web/dist), the same path from src/config and dist/config; WEB_ROOT overrides it. */
export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export const DEMO_AES_KEY = 'BlueManager-demo';
export const DEMO_AES_IV = 'BlueManagerDemo!';

export type SeedMode = 'demo' | 'none';

export interface Config {
  databaseUrl: string;
  host: string;
  port: number;
  aesKey: string;
  aesIv: string;
  seed: SeedMode;
  production: boolean;
  logLevel: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  rateLimitPerMinute: number;
  bodyLimitBytes: number;
  webRoot: string | undefined;
  /** Whether to read the client address from X-Forwarded-For (behind a reverse proxy). */
  /**
   * Which proxies may name the client in X-Forwarded-For: none, the nearest `n` hops, or these addresses (CIDR too).
   * Never "everyone": the leftmost entry is written by the client and would let it pick its own address.
   */
  trustProxy: false | number | string[];
  /** A machine silent this long is marked offline (spec §5's rule) by the offline sweep. */
  machineOfflineAfterSeconds: number;
  /**
   * Drive the demo's lockers with the fleet simulator so a demo portal looks alive. On by default for a demo
   * server (PORTAL_SEED=demo) outside production and tests; DEMO_FLEET=off or on decides otherwise.
   */
  demoFleet: boolean;
  /**
   * The secret the SMS gateway signs its inbound webhook with (SMS_INBOUND_SECRET, at least 16 characters): replies
   * such as STOP reach POST /api/sms/inbound. Without it the webhook is off.
   */
  smsInboundSecret: string | undefined;
  /**
   * A Redis server shared by every instance (REDIS_URL): the rate limits count there, so they hold across
   * instances. Without it each instance counts for itself.
   */
  redisUrl: string | undefined;
  /** The payment provider and its webhook (PAYMENT_PROVIDER and friends; sections/orders/payments/payment-config.ts). */
  payments: PaymentConfig;
  /** Outgoing webhooks: the key of their secrets at rest (WEBHOOK_SECRET_KEY) and the loopback rule. */
  webhooks: WebhookSettings;
  /** The AES-256 key of the provider credentials saved in settings (SETTINGS_SECRET_KEY; settings-secret-key.ts). */
  settingsSecretKey: Buffer;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Configuration is not valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

function readInteger(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max}; it is '${raw}'`);
    return fallback;
  }
  return value;
}

const TRUST_PROXY_FORMS =
  'the number of proxies in front (1 behind one reverse proxy), or a comma-separated list of their addresses: ' +
  'IPs, CIDR ranges (10.0.0.0/8) or the names loopback, linklocal and uniquelocal';

/**
 * TRUST_PROXY: empty or 0 for none, a hop count (1 behind one proxy), or a comma-separated list of proxy addresses.
 * Each entry of a list is read by proxy-addr itself, the module Fastify's trustProxy hands the list to, so what
 * passes here is exactly what the server will trust, and a bad entry is named at start instead of failing later.
 */
function readTrustProxy(value: string | undefined, problems: string[]): Config['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) return Math.min(Number(text), 10);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length === 0) return entries;
  problems.push(
    `TRUST_PROXY must be ${TRUST_PROXY_FORMS}; ${bad.map((entry) => `'${entry}'`).join(', ')} ${bad.length === 1 ? 'is' : 'are'} not (TRUST_PROXY is '${text}')`,
  );
  return false;
}

/** Whether proxy-addr reads an entry as an address, a range or one of its names; 'true' or '' is none of them. */
function isProxyAddress(entry: string): boolean {
  if (entry === '') return false;
  try {
    proxyAddr.compile(entry);
    return true;
  } catch {
    return false;
  }
}

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const databaseUrl = env.DATABASE_URL || 'sqlite:data/portal.sqlite';
  if (!/^(sqlite:.+|postgres(ql)?:\/\/.+)$/.test(databaseUrl)) {
    problems.push(`DATABASE_URL must be sqlite:<path> or postgres://…; it is '${databaseUrl}'`);
  }
  const aesKey = env.PORTAL_AES_KEY ?? DEMO_AES_KEY;
  const aesIv = env.PORTAL_AES_IV ?? DEMO_AES_IV;
  const keyProblem = describeKeyProblem(aesKey, aesIv);
  if (keyProblem) problems.push(`PORTAL_AES_KEY / PORTAL_AES_IV: ${keyProblem}`);
  const seed = env.PORTAL_SEED || 'demo';
  if (seed !== 'demo' && seed !== 'none')
    problems.push(`PORTAL_SEED must be 'demo' or 'none'; it is '${seed}'`);
  const production = env.NODE_ENV === 'production';
  const demoFleet = env.DEMO_FLEET || 'auto';
  if (!['on', 'off', 'auto'].includes(demoFleet))
    problems.push(`DEMO_FLEET must be 'on', 'off' or 'auto'; it is '${demoFleet}'`);
  if (production && (aesKey === DEMO_AES_KEY || aesIv === DEMO_AES_IV)) {
    problems.push(
      'NODE_ENV=production needs PORTAL_AES_KEY and PORTAL_AES_IV of your own, not the demo ones',
    );
  }
  const config: Config = {
    databaseUrl,
    host: env.HOST || '127.0.0.1',
    port: readInteger(env, 'PORT', 8080, 0, 65535, problems),
    aesKey,
    aesIv,
    seed: seed === 'none' ? 'none' : 'demo',
    production,
    logLevel: env.LOG_LEVEL || 'info',
    sessionIdleMinutes: readInteger(env, 'SESSION_IDLE_MINUTES', 120, 1, 7 * 24 * 60, problems),
    sessionAbsoluteHours: readInteger(env, 'SESSION_ABSOLUTE_HOURS', 12, 1, 24 * 30, problems),
    rateLimitPerMinute: readInteger(env, 'RATE_LIMIT_PER_MINUTE', 6000, 1, 1_000_000, problems),
    bodyLimitBytes: readInteger(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024, 50 * 1024 * 1024, problems),
    webRoot: env.WEB_ROOT || DEFAULT_WEB_ROOT,
    trustProxy: readTrustProxy(env.TRUST_PROXY, problems),
    machineOfflineAfterSeconds: readInteger(
      env,
      'MACHINE_OFFLINE_AFTER_SECONDS',
      120,
      1,
      7 * 24 * 3600,
      problems,
    ),
    demoFleet:
      demoFleet === 'on' ||
      (demoFleet === 'auto' && seed === 'demo' && !production && env.NODE_ENV !== 'test'),
    smsInboundSecret: env.SMS_INBOUND_SECRET || undefined,
    redisUrl: env.REDIS_URL || undefined,
    payments: readPaymentConfig(env, production, problems),
    webhooks: readWebhookSettings(env, production, problems),
    settingsSecretKey: readSettingsSecretKey(env, production, problems),
  };
  if (config.smsInboundSecret !== undefined && config.smsInboundSecret.length < 16)
    problems.push('SMS_INBOUND_SECRET must be at least 16 characters');
  if (config.redisUrl !== undefined && !/^rediss?:\/\/.+/.test(config.redisUrl)) {
    // Not echoed: the URL may carry a password.
    problems.push('REDIS_URL must be redis://[user:password@]host:port (or rediss:// for TLS)');
  }
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(config.logLevel)) {
    problems.push(
      `LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; it is '${config.logLevel}'`,
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
