import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config.js';
import { hashPassword } from '../domain/auth/password.js';
import { countDemoUsers } from '../domain/users/user.repository.js';
import type { DatabaseHandle } from './connect.js';
import { migrateToLatest } from './migrate.js';
import { sealPlainSmtpPassword } from '../sections/email/smtp-settings.js';
import { isDatabaseEmpty, seedDemo } from './seed/demo.js';

/** Migrates, seeds an empty database with the demo network unless told not to, and applies the production rules. */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Config,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  const applied = await migrateToLatest(database);
  if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');
  // A password saved before encryption at rest is sealed now: a migration cannot, it is not given the key.
  if ((await sealPlainSmtpPassword(database.db, config.settingsSecretKey)) > 0)
    log.info('the saved SMTP password is now encrypted at rest');
  if (config.seed === 'demo' && (await isDatabaseEmpty(database.db))) {
    const summary = await seedDemo(database.db, { now: new Date(), hashPassword });
    log.info({ seeded: summary }, 'empty database seeded with the demo network');
  }
  if (config.production && (await countDemoUsers(database.db)) > 0) {
    throw new Error(
      'NODE_ENV=production refuses to start with the demo accounts present: remove them (users with is_demo = 1) or use a new database with PORTAL_SEED=none.',
    );
  }
}
