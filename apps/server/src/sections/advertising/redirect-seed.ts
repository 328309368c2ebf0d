// The demo's short links: two running, one expired, with a few clicks so the list has figures to show.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { dayFrom } from './ad-seed.js';

const DEMO_REDIRECTS = [
  {
    code: 'MapleLatte',
    note: 'Maple Leaf Coffee: winter menu',
    target: 'https://mapleleafcoffee.example/winter',
    expires: 40,
    clicks: 128,
  },
  {
    code: 'PrairieRate',
    note: 'Prairie Bank: mortgage renewal',
    target: 'https://prairiebank.example/renew?src=locker',
    expires: null,
    clicks: 57,
  },
  {
    code: 'Lobster24',
    note: 'Atlantic Seafood: summer lobster',
    target: 'https://atlanticseafood.example/lobster',
    expires: -70,
    clicks: 311,
  },
] as const;

export async function seedRedirects(db: Kysely<Database>, now: Date): Promise<number> {
  const at = now.toISOString();
  for (const link of DEMO_REDIRECTS) {
    await db
      .insertInto('ad_redirects')
      .values({
        code: link.code,
        note: link.note,
        target: link.target,
        expires_on: link.expires === null ? null : dayFrom(now, link.expires),
        clicks: link.clicks,
        last_click_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  return DEMO_REDIRECTS.length;
}
