// The webhooks' settings from the configuration: the key their signing secrets are encrypted with at rest
// (WEBHOOK_SECRET_KEY, 32 bytes as 64 hex characters; a fixed demo key outside production, and none in production
// without it: there no webhook can be created until it is set), and whether a receiver
// may be plain http on this machine (outside production only, for tests and development). Attached per database
// handle like the payment provider, so two portals in one process (tests) keep their own.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface WebhookSettings {
  /** AES-256 key; undefined in production without WEBHOOK_SECRET_KEY. */
  secretKey: Buffer | undefined;
  /** http://127.0.0.1 and http://localhost receivers are allowed (never in production). */
  allowLoopback: boolean;
}

/** Public on purpose, like the demo AES key: only for a portal that is not in production. */
export const DEMO_WEBHOOK_SECRET_KEY = 'b10eb0c5'.repeat(8);

type Env = Record<string, string | undefined>;

export function readWebhookSettings(env: Env, production: boolean, problems: string[]): WebhookSettings {
  const raw = env.WEBHOOK_SECRET_KEY;
  if (raw !== undefined && !/^[0-9a-fA-F]{64}$/.test(raw)) {
    problems.push('WEBHOOK_SECRET_KEY must be 64 hex characters (32 bytes)');
  }
  const valid = raw !== undefined && /^[0-9a-fA-F]{64}$/.test(raw);
  const key = valid ? raw : production ? undefined : DEMO_WEBHOOK_SECRET_KEY;
  return { secretKey: key === undefined ? undefined : Buffer.from(key, 'hex'), allowLoopback: !production };
}

const attached = new WeakMap<object, WebhookSettings>();

export function attachWebhookSettings(db: Kysely<Database>, settings: WebhookSettings): void {
  attached.set(db, settings);
}

/** The attached settings; a database no app attached any to (a script) gets the demo key and no loopback. */
export function webhookSettingsOf(db: Kysely<Database>): WebhookSettings {
  return attached.get(db) ?? { secretKey: Buffer.from(DEMO_WEBHOOK_SECRET_KEY, 'hex'), allowLoopback: false };
}
