// The demo's short links: two running, one expired, each advertising one of the demo's agents and groups, with weeks
// of daily clicks (ad_redirect_daily) so Ad Analytics and the list have figures to show; a link's total is the sum
// of its days.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { dayFrom } from './ad-seed.js';

interface DemoRedirect {
  code: string;
  note: string;
  target: string;
  /** The last day it works, in days from now; null for no expiry. */
  expires: number | null;
  agent: string;
  group: string;
  /** The days it was clicked, from `first` to `last` days from now, about `perDay` clicks each. */
  clicked: { first: number; last: number; perDay: number };
}

const DEMO_REDIRECTS: readonly DemoRedirect[] = [
  {
    code: 'MapleLatte',
    note: 'Maple Leaf Coffee: winter menu',
    target: 'https://mapleleafcoffee.example/winter',
    expires: 40,
    agent: 'Maple Leaf Coffee',
    group: 'Winter warmers',
    clicked: { first: -42, last: 0, perDay: 6 },
  },
  {
    code: 'PrairieRate',
    note: 'Prairie Bank: mortgage renewal',
    target: 'https://prairiebank.example/renew?src=locker',
    expires: null,
    agent: 'Prairie Bank',
    group: 'Mortgage renewal',
    clicked: { first: -28, last: 0, perDay: 3 },
  },
  {
    code: 'Lobster24',
    note: 'Atlantic Seafood: summer lobster',
    target: 'https://atlanticseafood.example/lobster',
    expires: -70,
    agent: 'Atlantic Seafood Market',
    group: 'Lobster summer',
    clicked: { first: -130, last: -70, perDay: 5 },
  },
];

/** A steady, varied count for day `index`: busier at the weekend, never the same week twice. */
const clicksOn = (perDay: number, index: number): number =>
  Math.max(0, perDay + ((index * 7 + 3) % 5) - 2 + (index % 7 >= 5 ? 3 : 0));

export async function seedRedirects(
  db: Kysely<Database>,
  now: Date,
  agents: ReadonlyMap<string, number>,
): Promise<{ ad_redirects: number; ad_redirect_daily: number }> {
  const at = now.toISOString();
  let daily = 0;
  for (const link of DEMO_REDIRECTS) {
    const agentId = agents.get(link.agent) ?? null;
    const group =
      agentId === null
        ? undefined
        : await db
            .selectFrom('ad_groups')
            .select('id')
            .where('agent_id', '=', agentId)
            .where('gname', '=', link.group)
            .executeTakeFirst();
    const days = Array.from({ length: link.clicked.last - link.clicked.first + 1 }, (_, index) => ({
      day: dayFrom(now, link.clicked.first + index),
      clicks: clicksOn(link.clicked.perDay, index),
    }));
    const inserted = await db
      .insertInto('ad_redirects')
      .values({
        code: link.code,
        note: link.note,
        target: link.target,
        expires_on: link.expires === null ? null : dayFrom(now, link.expires),
        agent_id: agentId,
        group_id: group?.id ?? null,
        clicks: days.reduce((sum, day) => sum + day.clicks, 0),
        last_click_at: link.clicked.last >= 0 ? at : `${dayFrom(now, link.clicked.last)}T12:00:00.000Z`,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('ad_redirect_daily')
      .values(
        days.map((day) => ({
          ...day,
          redirect_id: inserted.id,
          agent_id: agentId,
          group_id: group?.id ?? null,
        })),
      )
      .execute();
    daily += days.length;
  }
  return { ad_redirects: DEMO_REDIRECTS.length, ad_redirect_daily: daily };
}
