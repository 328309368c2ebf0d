// Sending an invoice (act 65511): one email per billing contact into the portal's outbox, as the agent's report goes
// (sections/advertising/report/report-send.ts), each with the invoice's PDF beside it in message_attachments; the
// dispatcher sends them through the configured provider and retries as it retries any email. The messages, their
// files, the invoice's links to them and the operation log entry are one transaction. Only an issued or paid invoice
// goes out: a draft is not yet the operator's word, and a void one is no longer owed.
import type { SignedInContext } from '../../act-channel/act-handler.js';
import { write } from '../../act-channel/write.js';
import { ActError } from '../../domain/act-error.js';
import { formatMoney, type InvoiceDetail } from '@bluemanager/protocol';
import { queueAttachedEmail } from '../email/queue-attached-email.js';
import { invoiceDetail } from './subscription-invoices.js';
import { filledLabel, INVOICE_LABELS, invoiceLanguage, invoiceMonth } from './invoice-labels.js';
import { invoicePdf } from './invoice-pdf.js';
import { invoiceRecipients } from './invoice-recipients.js';

type Writer = Pick<SignedInContext, 'db' | 'actor' | 'now'>;

const SENDABLE = new Set(['issued', 'paid']);

export async function sendInvoice(context: Writer, id: number): Promise<InvoiceDetail> {
  const detail = await invoiceDetail(context.db, id);
  const { invoice } = detail;
  if (!SENDABLE.has(invoice.state)) {
    throw new ActError(
      'CONFLICT',
      invoice.state === 'draft'
        ? `Invoice ${invoice.number} is a draft: issue it before sending it.`
        : `Invoice ${invoice.number} is void: there is nothing to send.`,
    );
  }
  const building = await context.db
    .selectFrom('buildings')
    .select(['contacts', 'notify_email', 'notify_language'])
    .where('id', '=', invoice.buid)
    .executeTakeFirstOrThrow();
  const recipients = invoiceRecipients(building);
  if (recipients.length === 0) {
    throw new ActError(
      'CONFLICT',
      `${invoice.bname} has no billing contact: add a contact with the role Billing, or a notification email, in its settings.`,
    );
  }
  const language = invoiceLanguage(building.notify_language);
  const labels = INVOICE_LABELS[language];
  const values = {
    number: invoice.number,
    building: invoice.bname,
    month: invoiceMonth(invoice.month, language),
    total: formatMoney(invoice.total, language),
  };
  const pdf = await invoicePdf(detail, language, context.now);
  const at = context.now.toISOString();
  await write(context, async (trx, log) => {
    for (const recipient of recipients) {
      const messageId = await queueAttachedEmail(trx, {
        buildingId: invoice.buid,
        event: 'subscription-invoice',
        recipient,
        language,
        subject: filledLabel(labels.emailSubject, values),
        body: filledLabel(labels.emailBody, values),
        attachment: { filename: `${invoice.number}.pdf`, mime: 'application/pdf', content: pdf },
        at,
      });
      await trx
        .insertInto('subscription_invoice_emails')
        .values({ invoice_id: invoice.id, message_id: messageId })
        .execute();
    }
    await log({
      operation: 'subscription-invoice-sent',
      target: invoice.number,
      buildingId: invoice.buid,
      detail: `to ${recipients.join(', ')}`,
    });
  });
  return invoiceDetail(context.db, id);
}
