import type { Kysely, Migration } from 'kysely';

// Which outbox messages carried an invoice: the invoice page shows each one's recipient and delivery state from the
// message itself, so "sent" is what the outbox did, not what the send action hoped. A message goes with its link.
export function invoiceEmailsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('subscription_invoice_emails')
        .addColumn('invoice_id', 'integer', (col) => col.notNull().references('subscription_invoices.id'))
        .addColumn('message_id', 'integer', (col) =>
          col.primaryKey().references('messages.id').onDelete('cascade'),
        )
        .execute();
      await db.schema
        .createIndex('subscription_invoice_emails_invoice')
        .on('subscription_invoice_emails')
        .column('invoice_id')
        .execute();
    },
  };
}
