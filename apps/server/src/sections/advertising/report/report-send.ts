// Sending an agent's report (act 53530): the email goes into the portal's outbox like every other, addressed to the
// agent's contact email in the caller's language, with the PDF attached (message_attachments); the dispatcher sends
// it through the configured provider (SMTP, or the development outbox), retrying as it retries any email. The queued
// message, its file and the operation log entry are one transaction.
import type { Kysely, Transaction } from 'kysely';
import type { SignedInContext } from '../../../act-channel/act-handler.js';
import { write } from '../../../act-channel/write.js';
import type { Database } from '../../../db/schema.js';
import { ActError } from '../../../domain/act-error.js';
import { queueAttachedEmail } from '../../email/queue-attached-email.js';
import { agentReport, reportFileName, reportTitle, type ReportParams } from './report-data.js';
import { filled } from './report-labels.js';
import { reportPdf } from './report-pdf.js';

type Writer = Pick<SignedInContext, 'db' | 'actor' | 'now'>;

/**
 * The building an email is filed under (the outbox files every message under one): the first building the agent's
 * campaigns play in, else the portal's first building; a report goes to the agent, not to any building's members.
 */
async function buildingFor(db: Kysely<Database> | Transaction<Database>, agentId: number): Promise<number> {
  const played = await db
    .selectFrom('ad_group_buildings')
    .innerJoin('ad_groups', 'ad_groups.id', 'ad_group_buildings.group_id')
    .select('ad_group_buildings.building_id')
    .where('ad_groups.agent_id', '=', agentId)
    .orderBy('ad_group_buildings.building_id')
    .executeTakeFirst();
  if (played) return played.building_id;
  const first = await db.selectFrom('buildings').select('id').orderBy('id').executeTakeFirst();
  if (!first) throw new ActError('CONFLICT', 'The portal has no building yet to file the email under.');
  return first.id;
}

export async function sendAgentReport(
  context: Writer,
  params: ReportParams,
): Promise<{ message_id: number; recipient: string }> {
  const report = await agentReport(context.db, params);
  const recipient = report.agent.contact_email.trim();
  if (recipient === '')
    throw new ActError(
      'INVALID_PARAMS',
      `${report.agent.name} has no contact email: add one to the agent before sending its report.`,
      { issues: [{ path: 'agent_id', message: 'the agent has no contact email' }] },
    );
  const pdf = await reportPdf(report, context.now);
  const buildingId = await buildingFor(context.db, report.agent.id);
  const at = context.now.toISOString();
  const messageId = await write(context, async (trx, log) => {
    const id = await queueAttachedEmail(trx, {
      buildingId,
      event: 'ad-report',
      recipient,
      language: params.language,
      subject: reportTitle(report),
      body: filled(report.labels.emailBody, { agent: report.agent.name, period: report.period }),
      attachment: { filename: reportFileName(report, 'pdf'), mime: 'application/pdf', content: pdf },
      at,
    });
    await log({
      operation: 'ad-report-sent',
      target: report.agent.name,
      detail: `${params.from} to ${params.to}, to ${recipient}`,
    });
    return id;
  });
  return { message_id: messageId, recipient };
}
