// The board's list, shared by the moderation act (every status, pending first) and the community service (what
// residents may see): the category filter of spec §5 and the sort modes of spec §4.
import { sql, type Kysely } from 'kysely';
import {
  CATEGORY_ALL,
  CATEGORY_REPORTED,
  POST_STATUS,
  type ActParsedParams,
  type communityPostsAct,
  type PostItem,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import { postQuery, toPostItems } from './post-read.js';

export type BoardFilter = Omit<ActParsedParams<typeof communityPostsAct>, 'buid'> & {
  buid?: number | undefined;
  /** Residents see published posts, and their own pending ones. */
  resident?: number;
  /** One member's posts (the service's /mybulletin). */
  author?: number;
};

export async function listPosts(
  db: Kysely<Database>,
  scope: BuildingScope,
  filter: BoardFilter,
): Promise<{ total: number; items: PostItem[] }> {
  const query = postQuery(db).where((eb) => {
    const conditions = [buildingFilter(eb.ref('p.building_id'), scope, filter.buid)];
    if (filter.status !== undefined) conditions.push(eb('p.status', '=', POST_STATUS[filter.status]));
    if (filter.resident !== undefined) {
      conditions.push(
        eb.or([
          eb('p.status', '=', POST_STATUS.published),
          eb.and([eb('p.member_id', '=', filter.resident), eb('p.status', '=', POST_STATUS.pending)]),
        ]),
      );
    }
    if (filter.author !== undefined) conditions.push(eb('p.member_id', '=', filter.author));
    if (filter.category === CATEGORY_REPORTED) {
      conditions.push(
        eb.exists(eb.selectFrom('community_reports as r').select('r.id').whereRef('r.post_id', '=', 'p.id')),
      );
    } else if (filter.category !== CATEGORY_ALL) {
      conditions.push(eb('p.category', '=', filter.category));
    }
    if (filter.q) {
      conditions.push(
        eb.or([containsText(eb.ref('p.title'), filter.q), containsText(eb.ref('p.body'), filter.q)]),
      );
    }
    return eb.and(conditions);
  });
  const page = await fetchPage(db, query, filter, (ordered) => {
    // The moderation queue comes first, whatever the sort.
    let next = ordered.orderBy(sql`case when p.status = ${POST_STATUS.pending} then 0 else 1 end`);
    if (filter.sort === 2) next = next.orderBy('p.views', 'desc');
    else if (filter.sort === 3) next = next.orderBy('p.views', 'asc');
    else
      next = next.orderBy('p.priority', 'desc').orderBy('p.created_at', filter.sort === 1 ? 'asc' : 'desc');
    return next.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
  });
  return { total: page.total, items: await toPostItems(db, page.items) };
}
