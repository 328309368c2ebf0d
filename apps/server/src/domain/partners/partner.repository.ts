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

export function listServiceUrls(db: Kysely<Database>) {
  return serviceUrls(db);
}
