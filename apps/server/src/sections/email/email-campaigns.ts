// Composing an email to the members of buildings (or of some of their units): every member with an address gets
// it, in batches of BATCH_SIZE a minute apart so a large building does not flood the SMTP server; the progress is
// read from the campaign's messages, and cancelling withdraws those not yet sent.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ActParsedParams, EmailCampaignItem, emailComposeAct } from '@bluemanager/protocol';
import { ActError } from '../../domain/act-error.js';
import type { Database } from '../../db/schema.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import '../members/member.table.js';
import type { EmailCampaignsTable } from './notification-tables.js';

export const BATCH_SIZE = 50;
export const BATCH_INTERVAL_MS = 60_000;
/** The error a withdrawn email carries; the campaign counts them as cancelled, not failed. */
export const CANCELLED_ERROR = 'Cancelled before it was sent.';
const INSERT_CHUNK = 500;

interface Writer {
  actor: OperationActor;
  now: Date;
}

interface Audience {
  buildings: readonly number[];
  units: readonly string[];
}

/** The members an email to the audience reaches: not moved out, with an address, one email per address. */
async function audienceMembers(db: Kysely<Database>, audience: Audience) {
  let query = db
    .selectFrom('members')
    .select(['building_id', 'email', 'language'])
    .where('building_id', 'in', [...audience.buildings])
    .where('status', '!=', 'moved-out')
    .where('email', '!=', '');
  if (audience.units.length > 0) query = query.where('unit', 'in', [...audience.units]);
  const rows = await query.orderBy('building_id').orderBy('id').execute();
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.email) && seen.add(row.email));
}

export async function emailAudience(db: Kysely<Database>, audience: Audience) {
  await requireBuildings(db, audience.buildings);
  const members = await audienceMembers(db, audience);
  const counts = new Map<number, number>(audience.buildings.map((buid) => [buid, 0]));
  for (const member of members) counts.set(member.building_id, (counts.get(member.building_id) ?? 0) + 1);
  return {
    recipients: members.length,
    buildings: [...counts].map(([buid, recipients]) => ({ buid, recipients })),
  };
}

async function requireBuildings(db: Kysely<Database>, buildings: readonly number[]): Promise<void> {
  const known = await db
    .selectFrom('buildings')
    .select('id')
    .where('id', 'in', [...buildings])
    .execute();
  const missing = buildings.filter((id) => !known.some((row) => row.id === id));
  if (missing.length > 0) throw new ActError('NOT_FOUND', `There is no building ${missing.join(', ')}.`);
}

type CampaignRow = Selectable<EmailCampaignsTable>;

async function withProgress(
  db: Kysely<Database>,
  rows: readonly CampaignRow[],
): Promise<EmailCampaignItem[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .selectFrom('messages')
    .select(['campaign_id', 'status', 'last_error', sql<number>`count(*)`.as('n')])
    .where(
      'campaign_id',
      'in',
      rows.map((row) => row.id),
    )
    .groupBy(['campaign_id', 'status', 'last_error'])
    .execute();
  return rows.map((row) => {
    const mine = counts.filter((count) => count.campaign_id === row.id);
    const sum = (fits: (count: (typeof mine)[number]) => boolean) =>
      mine.filter(fits).reduce((total, count) => total + Number(count.n), 0);
    const cancelled = sum((count) => count.status === 'failed' && count.last_error === CANCELLED_ERROR);
    const failed = sum((count) => count.status === 'failed') - cancelled;
    const sent = sum((count) => count.status === 'sent');
    const waiting = sum((count) => count.status === 'queued' || count.status === 'sending');
    return {
      id: row.id,
      subject: row.subject,
      body: row.body,
      buildings: JSON.parse(row.buildings) as number[],
      units: JSON.parse(row.units) as string[],
      status: row.status === 'cancelled' ? 'cancelled' : waiting > 0 ? 'sending' : 'done',
      total: row.total,
      sent,
      failed,
      cancelled,
      batch_size: row.batch_size,
      created_by: row.created_by,
      created_at: row.created_at,
    };
  });
}

async function campaignById(db: Kysely<Database>, id: number): Promise<EmailCampaignItem> {
  const row = await db.selectFrom('email_campaigns').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no email campaign ${id}.`);
  const [item] = await withProgress(db, [row]);
  if (!item) throw new ActError('NOT_FOUND', `There is no email campaign ${id}.`);
  return item;
}

export async function listCampaigns(db: Kysely<Database>, page: { offset: number; count: number }) {
  const rows = await db
    .selectFrom('email_campaigns')
    .selectAll()
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.count)
    .execute();
  const total = await db
    .selectFrom('email_campaigns')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return { total: Number(total.n), items: await withProgress(db, rows) };
}

export async function composeEmail(
  db: Kysely<Database>,
  params: ActParsedParams<typeof emailComposeAct>,
  writer: Writer,
): Promise<EmailCampaignItem> {
  const buildings = [...new Set(params.buildings)];
  const units = [...new Set(params.units)];
  await requireBuildings(db, buildings);
  const id = await db.transaction().execute(async (trx) => {
    const members = await audienceMembers(trx, { buildings, units });
    if (members.length === 0)
      throw new ActError('CONFLICT', 'No member of these buildings or units has an email address.');
    const at = writer.now.toISOString();
    const campaign = await trx
      .insertInto('email_campaigns')
      .values({
        subject: params.subject,
        body: params.body,
        buildings: JSON.stringify(buildings),
        units: JSON.stringify(units),
        status: 'sending',
        total: members.length,
        batch_size: BATCH_SIZE,
        created_by: writer.actor.username,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = members.map((member, index) => ({
      parcel_id: null,
      building_id: member.building_id,
      event: 'member-email',
      channel: 'email',
      recipient: member.email,
      language: member.language,
      subject: params.subject,
      body: params.body,
      secret: null,
      status: 'queued',
      created_at: at,
      // Batch n goes out n minutes after the first.
      next_attempt_at: new Date(
        writer.now.getTime() + Math.floor(index / BATCH_SIZE) * BATCH_INTERVAL_MS,
      ).toISOString(),
      claimed_until: null,
      sent_at: null,
      campaign_id: campaign.id,
    }));
    for (let first = 0; first < rows.length; first += INSERT_CHUNK)
      await trx
        .insertInto('messages')
        .values(rows.slice(first, first + INSERT_CHUNK))
        .execute();
    await logOperation(trx, {
      operation: 'email-campaign-sent',
      target: params.subject,
      actor: writer.actor,
      now: writer.now,
      detail: `${members.length} recipients`,
      changes: { before: {}, after: { buildings, units, recipients: members.length } },
    });
    return campaign.id;
  });
  return campaignById(db, id);
}

export async function cancelCampaign(
  db: Kysely<Database>,
  id: number,
  writer: Writer,
): Promise<EmailCampaignItem> {
  await db.transaction().execute(async (trx) => {
    const campaign = await trx
      .selectFrom('email_campaigns')
      .select(['id', 'subject', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!campaign) throw new ActError('NOT_FOUND', `There is no email campaign ${id}.`);
    if (campaign.status === 'cancelled')
      throw new ActError('CONFLICT', `“${campaign.subject}” is already cancelled.`);
    const withdrawn = await trx
      .updateTable('messages')
      .set({ status: 'failed', last_error: CANCELLED_ERROR })
      .where('campaign_id', '=', id)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    if (Number(withdrawn.numUpdatedRows) === 0)
      throw new ActError(
        'CONFLICT',
        `“${campaign.subject}” is already sent; there is nothing left to cancel.`,
      );
    await trx.updateTable('email_campaigns').set({ status: 'cancelled' }).where('id', '=', id).execute();
    await logOperation(trx, {
      operation: 'email-campaign-cancelled',
      target: campaign.subject,
      actor: writer.actor,
      now: writer.now,
      detail: `${Number(withdrawn.numUpdatedRows)} not sent`,
    });
  });
  return campaignById(db, id);
}
