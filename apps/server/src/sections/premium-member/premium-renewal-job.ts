// Renews premium subscriptions in the background: every few minutes (and at start, for periods that ended while the
// server was down), on one instance at a time (exclusively.ts), charging through the provider the app attached.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { exclusively } from '../../jobs/exclusively.js';
import { runEvery } from '../../jobs/run-every.js';
import { paymentProviderOf } from '../orders/payments/payment-config.js';
import { renewDueSubscriptions } from './premium-renewals.js';

const RENEWAL_INTERVAL_MS = 5 * 60_000;

export function startPremiumRenewals(options: {
  db: Kysely<Database>;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
}): () => Promise<void> {
  return runEvery(
    RENEWAL_INTERVAL_MS,
    () =>
      exclusively(options.db, 'premium-renewals', async () => {
        const report = await renewDueSubscriptions(options.db, paymentProviderOf(options.db), options.now());
        if (report.failed > 0)
          options.log.error(
            { failed: report.failed },
            'premium renewals skipped subscriptions they could not handle',
          );
      }),
    (error) => options.log.error({ err: error }, 'premium renewal sweep failed'),
    { immediately: true },
  );
}
