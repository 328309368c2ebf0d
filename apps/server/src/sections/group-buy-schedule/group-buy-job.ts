// The group-buy close as a background job: every 30 s, on PostgreSQL on one instance per pass (exclusively.ts). The
// claim in closeCampaign is what makes a close happen once; the lock only saves the other instances the work.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { exclusively } from '../../jobs/exclusively.js';
import { runEvery } from '../../jobs/run-every.js';
import { paymentProviderOf } from '../orders/payments/payment-config.js';
import { closeDueCampaigns } from './group-buy-close.js';

const CLOSE_INTERVAL_MS = 30_000;

export function startGroupBuyClose(options: {
  db: Kysely<Database>;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
}): () => Promise<void> {
  return runEvery(
    CLOSE_INTERVAL_MS,
    () =>
      exclusively(options.db, 'group-buy-close', async () => {
        const closed = await closeDueCampaigns(options.db, paymentProviderOf(options.db), options.now());
        if (closed.length > 0) options.log.info({ groupBuys: closed }, 'group buys closed');
      }),
    (error) => options.log.error({ err: error }, 'group-buy close failed'),
    { immediately: true },
  );
}
