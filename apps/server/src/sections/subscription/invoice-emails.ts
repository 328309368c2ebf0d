// An invoice's emails as the outbox has them: each message that carried it, its recipient and where it is now.
import type { Kysely } from 'kysely';
import { EMAIL_STATUSES, type InvoiceEmail } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import '../email/notification-tables.js';
import { oneOf } from './plan-row.js';

export async function invoiceEmails(db: Kysely<Database>, invoiceId: number): Promise<InvoiceEmail[]> {
  const rows = await db
    .selectFrom('subscription_invoice_emails')
    .innerJoin('messages', 'messages.id', 'subscription_invoice_emails.message_id')
    .select(['messages.recipient', 'messages.status', 'messages.created_at', 'messages.sent_at'])
    .where('subscription_invoice_emails.invoice_id', '=', invoiceId)
    .orderBy('messages.id', 'desc')
    .execute();
  return rows.map((row) => ({
    recipient: row.recipient,
    status: oneOf(EMAIL_STATUSES, row.status, 'message status'),
    queued_at: row.created_at,
    sent_at: row.sent_at,
  }));
}
