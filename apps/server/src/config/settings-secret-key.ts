// The key the provider credentials saved in the portal's settings are encrypted with at rest (SETTINGS_SECRET_KEY,
// 32 bytes as 64 hex characters): today the SMTP password of the Email page. A fixed demo key outside production so
// `npm start` works as it is; production refuses to start without one of its own, since a demo key protects nothing.
// Attached per database handle like the webhooks' settings, so two portals in one process (tests) keep their own.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Public on purpose, like the demo AES key: only for a portal that is not in production. */
export const DEMO_SETTINGS_SECRET_KEY = '5e77e4c5'.repeat(8);

type Env = Record<string, string | undefined>;

const HEX_KEY = /^[0-9a-fA-F]{64}$/;

export function readSettingsSecretKey(env: Env, production: boolean, problems: string[]): Buffer {
  const raw = env.SETTINGS_SECRET_KEY || undefined;
  if (raw !== undefined && !HEX_KEY.test(raw)) {
    problems.push(
      'SETTINGS_SECRET_KEY must be 64 hex characters (32 bytes), e.g. from `openssl rand -hex 32`',
    );
  } else if (production && (raw === undefined || raw.toLowerCase() === DEMO_SETTINGS_SECRET_KEY)) {
    problems.push(
      'NODE_ENV=production needs SETTINGS_SECRET_KEY of your own (64 hex characters): it encrypts the saved SMTP password',
    );
  }
  return Buffer.from(raw !== undefined && HEX_KEY.test(raw) ? raw : DEMO_SETTINGS_SECRET_KEY, 'hex');
}

const attached = new WeakMap<object, Buffer>();

export function attachSettingsSecretKey(db: Kysely<Database>, key: Buffer): void {
  attached.set(db, key);
}

/** The attached key; a database no app attached one to (a script, a unit test) gets the demo key. */
export function settingsSecretKeyOf(db: Kysely<Database>): Buffer {
  return attached.get(db) ?? Buffer.from(DEMO_SETTINGS_SECRET_KEY, 'hex');
}
