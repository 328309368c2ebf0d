// Demo board: the same posts in a few buildings, each written by one of the building's active members (the members
// section's demo residents), with comments and reports by their neighbours; and three announcements from the
// operator, one showing, one scheduled and one expired.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PINNED, POST_STATUS } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { insertRows } from '../../db/seed/insert-rows.js';
import type { SectionSeedContext } from '../define-server-section.js';
import { demoPoster } from '../advertising/ad-media-seed.js';
import { DEMO_POSTS } from './community-seed-posts.js';
import { pictureCopies, type PictureCopies } from './post-images.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const BOARDS = 4;

// A resident's photo, drawn and re-encoded once per process (every test portal seeds the demo again) exactly as an
// upload would be.
const drawnPictures = new Map<string, Promise<PictureCopies>>();
function demoPicture(caption: string): Promise<PictureCopies> {
  let copies = drawnPictures.get(caption);
  if (!copies) {
    copies = demoPoster(caption, 960, 720).then(pictureCopies);
    drawnPictures.set(caption, copies);
  }
  return copies;
}

interface Resident {
  id: number;
  building_id: number;
}

/** The buildings with the most active residents: three of the operator's and the largest of another partner's. */
async function boardBuildings(db: Kysely<Database>): Promise<Map<number, Resident[]>> {
  const members = await db
    .selectFrom('members as m')
    .innerJoin('buildings as b', 'b.id', 'm.building_id')
    .select(['m.id', 'm.building_id', 'b.partner'])
    .where('m.status', '=', 'active')
    .orderBy('m.id')
    .execute();
  const byBuilding = new Map<number, { partner: string; residents: Resident[] }>();
  for (const member of members) {
    const entry = byBuilding.get(member.building_id) ?? { partner: member.partner, residents: [] };
    entry.residents.push({ id: member.id, building_id: member.building_id });
    byBuilding.set(member.building_id, entry);
  }
  const ranked = [...byBuilding.entries()]
    .filter(([, entry]) => entry.residents.length >= 6)
    .sort((a, b) => b[1].residents.length - a[1].residents.length || a[0] - b[0]);
  const own = ranked.filter(([, entry]) => entry.partner === 'BB').slice(0, BOARDS - 1);
  const other = ranked.find(([, entry]) => entry.partner !== 'BB');
  return new Map([...own, ...(other ? [other] : [])].map(([id, entry]) => [id, entry.residents]));
}

export async function seedCommunity(
  db: Kysely<Database>,
  context: SectionSeedContext,
): Promise<Readonly<Record<string, number>>> {
  const now = context.now.getTime();
  const boards = await boardBuildings(db);
  const counts = {
    community_posts: 0,
    community_comments: 0,
    community_reports: 0,
    community_post_images: 0,
  };
  let board = 0;
  for (const residents of boards.values()) {
    // Each board gets most posts, not all: boards that look alike would look fake.
    const posts = DEMO_POSTS.filter((_post, index) => (index + board) % 5 !== 4);
    for (const [index, post] of posts.entries()) {
      const author = residents[(index * 3 + board) % residents.length];
      if (!author) continue;
      const createdAt = new Date(
        now - post.daysAgo * DAY - ((index * 7 + board * 3) % 20) * HOUR,
      ).toISOString();
      const decided = post.status === 'published' || post.status === 'rejected';
      const { id } = await db
        .insertInto('community_posts')
        .values({
          building_id: author.building_id,
          member_id: author.id,
          title: post.title,
          body: post.body,
          category: post.category,
          status: POST_STATUS[post.status],
          pending_reason: post.status === 'pending' ? (post.pending ?? 'new') : null,
          reject_reason: post.rejectReason ?? '',
          priority: post.pinned ? PINNED : 0,
          views: post.views + board * 7,
          tags: JSON.stringify(post.tags),
          created_at: createdAt,
          updated_at: createdAt,
          moderated_by: decided ? 'sysadmin' : null,
          moderated_at: decided ? new Date(Date.parse(createdAt) + 2 * HOUR).toISOString() : null,
          reports_reviewed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      counts.community_posts += 1;
      for (const caption of post.pictures ?? []) {
        await db
          .insertInto('community_post_images')
          .values({
            name: randomBytes(16).toString('hex'),
            member_id: author.id,
            post_id: id,
            ...(await demoPicture(caption)),
            created_at: createdAt,
          })
          .execute();
        counts.community_post_images += 1;
      }
      const neighbour = (offset: number) => residents[(index * 3 + board + offset) % residents.length];
      const comments = post.comments.flatMap((body, position) => {
        const by = neighbour(position + 1);
        const at = new Date(Date.parse(createdAt) + (position + 1) * 3 * HOUR).toISOString();
        return by ? [{ post_id: id, member_id: by.id, body, created_at: at }] : [];
      });
      await insertRows(db, 'community_comments', comments);
      counts.community_comments += comments.length;
      const reports = (post.reports ?? []).flatMap((reason, position) => {
        const by = neighbour(position + 2);
        const at = new Date(Date.parse(createdAt) + (position + 1) * 5 * HOUR).toISOString();
        return by ? [{ post_id: id, member_id: by.id, reason, created_at: at }] : [];
      });
      await insertRows(db, 'community_reports', reports);
      counts.community_reports += reports.length;
    }
    board += 1;
  }
  return { ...counts, ...(await seedAnnouncements(db, [...boards.keys()], context.now)) };
}

async function seedAnnouncements(
  db: Kysely<Database>,
  buildings: readonly number[],
  now: Date,
): Promise<Record<string, number>> {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const announcements = [
    {
      title: 'Water shut-off on Wednesday, 9 am to 1 pm',
      body: 'The city replaces a valve on the street: no water in the building during these hours. Fill a kettle the night before.',
      starts_at: at(-1),
      ends_at: at(3),
      buildings,
    },
    {
      title: 'Fire alarm testing next week',
      body: 'Alarms sound briefly between 10 am and 3 pm on Tuesday. No need to leave the building during the test.',
      starts_at: at(4),
      ends_at: at(9),
      buildings: buildings.slice(0, 2),
    },
    {
      title: 'Parcel lockers out of service for maintenance',
      body: 'The lockers were updated on Saturday morning. Thank you for your patience.',
      starts_at: at(-20),
      ends_at: at(-18),
      buildings: buildings.slice(1, 3),
    },
  ];
  let links = 0;
  for (const announcement of announcements) {
    const { id } = await db
      .insertInto('community_system_msgs')
      .values({
        title: announcement.title,
        body: announcement.body,
        unit_from: '',
        unit_to: '',
        starts_at: announcement.starts_at,
        ends_at: announcement.ends_at,
        push: 'none',
        pushed: 0,
        created_by: 'sysadmin',
        created_at: at(-21),
        withdrawn_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = announcement.buildings.map((building_id) => ({ msg_id: id, building_id }));
    await insertRows(db, 'community_system_msg_buildings', rows);
    links += rows.length;
  }
  return { community_system_msgs: announcements.length, community_system_msg_buildings: links };
}
