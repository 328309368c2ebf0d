import type { Kysely } from 'kysely';
import type { ActResult, partnerInfoAct } from '@bluemanager/protocol';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Database } from '../../db/schema.js';

export async function findPartner(
  db: Kysely<Database>,
  code: string,
): Promise<ActResult<typeof partnerInfoAct> | undefined> {
  const partner = await db.selectFrom('partners').selectAll().where('code', '=', code).executeTakeFirst();
  if (!partner) return undefined;
  const carriers = await db
    .selectFrom('partner_carriers')
    .select(['carrier', 'logo'])
    .where('partner', '=', code)
    .orderBy('id')
    .execute();
  return {
    code: partner.code,
    name: partner.name,
    logo: partner.logo,
    carriers: carriers.map((carrier) => ({ c: carrier.carrier, c_img: carrier.logo })),
  };
}

// Every page load asks for these, so the query is compiled once.
const serviceUrls = preparedQuery((db: Kysely<Database>) =>
  db.selectFrom('service_urls').select(['key', 'url']).orderBy('key'),
);

/**
 * The service URLs are configuration: the seed writes them and no act changes them (an operator edits the table
 * by hand, rarely), yet every page load reads them. So each database handle keeps its last read for a short while
 * instead of asking on every call; an edit shows within SERVICE_URLS_TTL_MS on every instance.
 */
export const SERVICE_URLS_TTL_MS = 30_000;
const serviceUrlsRead = new WeakMap<Kysely<Database>, { at: number; rows: Promise<ServiceUrl[]> }>();

interface ServiceUrl {
  key: string;
  url: string;
}

/** Drops this instance's last read after an edit (the Service page), so its next read sees the edit at once. */
export function forgetServiceUrls(db: Kysely<Database>): void {
  serviceUrlsRead.delete(db);
}

export function listServiceUrls(db: Kysely<Database>, nowMs = Date.now()): Promise<ServiceUrl[]> {
  const last = serviceUrlsRead.get(db);
  if (last && nowMs - last.at < SERVICE_URLS_TTL_MS && nowMs >= last.at) return last.rows;
  const rows = serviceUrls(db);
  serviceUrlsRead.set(db, { at: nowMs, rows });
  // A failed read is not kept: the next call asks again.
  rows.catch(() => {
    if (serviceUrlsRead.get(db)?.rows === rows) serviceUrlsRead.delete(db);
  });
  return rows;
}
