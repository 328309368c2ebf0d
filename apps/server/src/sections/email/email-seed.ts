// The Email page's demo: messages staff composed to the members of buildings over the past weeks (building works,
// holiday hours, a new locker), each sent in batches, a few addresses bouncing; the emails join the six weeks of
// recipient messages the sms section seeds, so the outbox and sent log show a realistic history on a fresh start.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SectionSeedContext } from '../define-server-section.js';
import { BATCH_SIZE } from './email-campaigns.js';
import '../members/member.table.js';
import './notification-tables.js';

const DAY_MS = 86_400_000;
const BOUNCES = ['SMTP 550: mailbox unavailable', 'SMTP 552: mailbox full'];

const CAMPAIGNS = [
  {
    daysAgo: 33,
    subject: 'Elevator maintenance on Thursday',
    body: 'Dear residents,\n\nThe elevators will be serviced on Thursday between 9:00 and 13:00. Parcels can still be collected from the lobby lockers.\n\nThank you for your patience.',
    by: 'sysadmin',
  },
  {
    daysAgo: 19,
    subject: 'Holiday parcel hours',
    body: 'Dear residents,\n\nCarriers deliver more parcels before the holidays. Please collect yours within two days so every neighbour finds a free compartment.\n\nHappy holidays!',
    by: 'sysadmin',
  },
  {
    daysAgo: 6,
    subject: 'A new locker in the lobby',
    body: 'Dear residents,\n\nA second parcel locker was installed next to the mailroom. Your pickup messages name the locker your parcel is in.\n\nBest regards,\nThe building management',
    by: 'sysadmin',
  },
];

export async function seedEmailCampaigns(
  db: Kysely<Database>,
  context: SectionSeedContext,
): Promise<Readonly<Record<string, number>>> {
  const buildings = await db.selectFrom('buildings').select('id').orderBy('id').limit(3).execute();
  let campaigns = 0;
  let emails = 0;
  for (const [index, campaign] of CAMPAIGNS.entries()) {
    // Each composed to one building, the last to all three.
    const chosen = index === CAMPAIGNS.length - 1 ? buildings : buildings.slice(index, index + 1);
    const ids = chosen.map((building) => building.id);
    if (ids.length === 0) continue;
    const members = await db
      .selectFrom('members')
      .select(['building_id', 'email', 'language'])
      .where('building_id', 'in', ids)
      .where('email', '!=', '')
      .where('status', '!=', 'moved-out')
      .orderBy('id')
      .execute();
    if (members.length === 0) continue;
    const at = new Date(context.now.getTime() - campaign.daysAgo * DAY_MS);
    const created = await db
      .insertInto('email_campaigns')
      .values({
        subject: campaign.subject,
        body: campaign.body,
        buildings: JSON.stringify(ids),
        units: '[]',
        status: 'sending',
        total: members.length,
        batch_size: BATCH_SIZE,
        created_by: campaign.by,
        created_at: at.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = members.map((member, position) => {
      const sentAt = new Date(
        at.getTime() + Math.floor(position / BATCH_SIZE) * 60_000 + 5_000,
      ).toISOString();
      // About one address in nineteen bounces.
      const bounced = (position * 7 + index) % 19 === 3;
      return {
        parcel_id: null,
        building_id: member.building_id,
        event: 'member-email',
        channel: 'email',
        recipient: member.email,
        language: member.language,
        subject: campaign.subject,
        body: campaign.body,
        secret: null,
        status: bounced ? 'failed' : 'sent',
        provider: 'outbox',
        attempts: bounced ? 3 : 1,
        last_error: bounced ? (BOUNCES[position % BOUNCES.length] ?? '') : '',
        created_at: at.toISOString(),
        next_attempt_at: sentAt,
        claimed_until: null,
        sent_at: bounced ? null : sentAt,
        campaign_id: created.id,
      };
    });
    for (let first = 0; first < rows.length; first += 500)
      await db
        .insertInto('messages')
        .values(rows.slice(first, first + 500))
        .execute();
    campaigns += 1;
    emails += rows.length;
  }
  return { email_campaigns: campaigns, messages: emails };
}
