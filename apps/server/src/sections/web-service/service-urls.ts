// Saving one service URL: an upsert and its operation-log entry (before and after) in one transaction; then this
// instance forgets its cached read, and the others see the edit within SERVICE_URLS_TTL_MS.
import type { Kysely } from 'kysely';
import type { ServiceUrlKey } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { forgetServiceUrls } from '../../domain/partners/partner.repository.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';

export async function saveServiceUrl(
  db: Kysely<Database>,
  params: { key: ServiceUrlKey; url: string },
  writer: { actor: OperationActor; now: Date },
) {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('service_urls')
      .select('url')
      .where('key', '=', params.key)
      .executeTakeFirst();
    if (before?.url === params.url) return;
    if (before) {
      await trx.updateTable('service_urls').set({ url: params.url }).where('key', '=', params.key).execute();
    } else {
      await trx.insertInto('service_urls').values(params).execute();
    }
    await logOperation(trx, {
      operation: 'service-url-changed',
      target: params.key,
      actor: writer.actor,
      now: writer.now,
      changes: { before: { url: before?.url ?? null }, after: { url: params.url } },
    });
  });
  forgetServiceUrls(db);
  return params;
}
