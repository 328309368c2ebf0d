// Sending a subscription invoice (act 65511) on both databases: an issued or paid invoice goes into the outbox to the
// building's billing contacts (else its notification email) in the building's language with its PDF attached, the
// invoice page then shows each email's delivery state as the outbox has it; a draft, a void invoice or a building
// with nowhere to send are conflicts; callers without the billing level or outside the building are refused; and
// every refusal leaves the outbox as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { dispatchDueMessages } from '../sms/message-dispatcher.js';
import { outboxProvider, type OutgoingMessage } from '../sms/message-provider.js';

describe.each(testDialects())('sending a subscription invoice on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let partner: string;
  let manager: string;
  let building: number;
  let partnerBuilding: number;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    partner = await portal.login('partneradmin');
    manager = await portal.login('bdadmin');
    building = (
      await db()
        .selectFrom('buildings')
        .select('id')
        .where('partner', '=', 'BB')
        .where('id', 'in', db().selectFrom('subscription_invoices').select('building_id'))
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    partnerBuilding = (
      await db()
        .selectFrom('buildings')
        .select('id')
        .where('partner', '=', 'YK-Gold')
        .where('id', 'in', db().selectFrom('subscription_invoices').select('building_id'))
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => portal?.close());

  const db = () => portal.database.handle.db;
  const ok = <T>(response: { status: number; body: Record<string, unknown> }): T => {
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as T;
  };
  /** The building's invoice in that state, made so if the seed has none. */
  const invoiceIn = async (buildingId: number, state: 'draft' | 'issued' | 'paid' | 'void') => {
    const row = await db()
      .selectFrom('subscription_invoices')
      .select(['id', 'number'])
      .where('building_id', '=', buildingId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db().updateTable('subscription_invoices').set({ state }).where('id', '=', row.id).execute();
    return row;
  };
  const outboxCounts = async () => {
    const count = async (table: 'messages' | 'message_attachments' | 'subscription_invoice_emails') =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return Promise.all([
      count('messages'),
      count('message_attachments'),
      count('subscription_invoice_emails'),
    ]);
  };
  const setContacts = (contacts: string[], notifyEmail: string, language = 'en') =>
    db()
      .updateTable('buildings')
      .set({ contacts: JSON.stringify(contacts), notify_email: notifyEmail, notify_language: language })
      .where('id', '=', building)
      .execute();

  it("emails an issued invoice with its PDF to the billing contacts in the building's language", async () => {
    await setContacts(
      ['Ana Lima#Facturation#+14165550100#ana@example.com', 'Joe Roy#Concierge#+14165550101#joe@example.com'],
      'managers@example.com',
      'fr',
    );
    const invoice = await invoiceIn(building, 'issued');
    const sent = ok<InvoiceDetail>(
      await portal.act('send subscription invoice', { t: admin, id: invoice.id }),
    );
    expect(sent.emails).toEqual([
      { recipient: 'ana@example.com', status: 'queued', queued_at: expect.any(String), sent_at: null },
    ]);
    const message = await db()
      .selectFrom('messages')
      .innerJoin('subscription_invoice_emails', 'subscription_invoice_emails.message_id', 'messages.id')
      .selectAll('messages')
      .where('subscription_invoice_emails.invoice_id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({
      channel: 'email',
      status: 'queued',
      language: 'fr',
      building_id: building,
    });
    expect(message.subject).toMatch(new RegExp(`^Facture ${invoice.number} : `));
    expect(message.subject).toContain(sent.invoice.bname);
    expect(message.body).toContain(invoice.number);
    const files = await db()
      .selectFrom('message_attachments')
      .selectAll()
      .where('message_id', '=', message.id)
      .execute();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ filename: `${invoice.number}.pdf`, mime: 'application/pdf' });
    expect(
      Buffer.from(files[0]?.content ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const log = await db()
      .selectFrom('operation_log')
      .selectAll()
      .where('operation', '=', 'subscription-invoice-sent')
      .where('target', '=', invoice.number)
      .execute();
    expect(log).toHaveLength(1);

    // The outbox sends it (a provider of the test's own takes the email): the invoice page then says sent.
    await db()
      .updateTable('messages')
      .set({ next_attempt_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', message.id)
      .execute();
    const delivered: OutgoingMessage[] = [];
    const email = { name: 'test', send: async (outgoing: OutgoingMessage) => void delivered.push(outgoing) };
    await dispatchDueMessages(db(), { sms: outboxProvider, email }, portal.clock.now, 1);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.recipient).toBe('ana@example.com');
    expect(delivered[0]?.attachments?.map((file) => file.filename)).toEqual([`${invoice.number}.pdf`]);
    const after = ok<InvoiceDetail>(await portal.act('subscription invoice', { t: admin, id: invoice.id }));
    expect(after.emails[0]).toMatchObject({ status: 'sent', sent_at: expect.any(String) });
  });

  it('sends to the notification email when no contact is for billing, and sends a paid invoice again', async () => {
    await setContacts(['Joe Roy#Concierge#+14165550101#joe@example.com'], 'a@example.com; b@example.com');
    const invoice = await invoiceIn(building, 'paid');
    const sent = ok<InvoiceDetail>(
      await portal.act('send subscription invoice', { t: admin, id: invoice.id }),
    );
    expect(
      sent.emails
        .slice(0, 2)
        .map((email) => email.recipient)
        .sort(),
    ).toEqual(['a@example.com', 'b@example.com']);
    // The earlier email is still listed: the page shows each time it went out.
    expect(sent.emails.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a draft, a void invoice and a building with nowhere to send, queueing nothing', async () => {
    await setContacts([], 'managers@example.com');
    const before = await outboxCounts();
    const draft = await invoiceIn(building, 'draft');
    const refusedDraft = await portal.act('send subscription invoice', { t: admin, id: draft.id });
    expect(refusedDraft.body).toMatchObject({ code: 'CONFLICT', msg: expect.stringContaining('draft') });
    const voided = await invoiceIn(building, 'void');
    expect((await portal.act('send subscription invoice', { t: admin, id: voided.id })).body.code).toBe(
      'CONFLICT',
    );
    await setContacts(['Joe Roy#Concierge#+14165550101#'], '');
    const issued = await invoiceIn(building, 'issued');
    const nowhere = await portal.act('send subscription invoice', { t: admin, id: issued.id });
    expect(nowhere.body).toMatchObject({
      code: 'CONFLICT',
      msg: expect.stringContaining('no billing contact'),
    });
    expect((await portal.act('send subscription invoice', { t: admin, id: 987654 })).body.code).toBe(
      'NOT_FOUND',
    );
    expect((await portal.act('send subscription invoice', { t: admin, id: 'x' })).body.code).toBe(
      'INVALID_PARAMS',
    );
    expect(await outboxCounts()).toEqual(before);
  });

  it('refuses a partner (its own buildings or another) and a building admin, queueing nothing', async () => {
    await setContacts(['Ana Lima#Billing#+14165550100#ana@example.com'], '');
    const issued = await invoiceIn(building, 'issued');
    const partnerInvoice = await invoiceIn(partnerBuilding, 'issued');
    await db()
      .updateTable('buildings')
      .set({ notify_email: 'partner@example.com' })
      .where('id', '=', partnerBuilding)
      .execute();
    const before = await outboxCounts();
    for (const [token, id] of [
      [partner, issued.id],
      [partner, partnerInvoice.id],
      [manager, issued.id],
    ] as const) {
      const refused = await portal.act('send subscription invoice', { t: token, id });
      expect(refused.body.code).toBe('FORBIDDEN');
    }
    expect(await outboxCounts()).toEqual(before);
    // The same invoice goes out for the operator: the refusals were the callers', not the invoice's.
    ok(await portal.act('send subscription invoice', { t: admin, id: issued.id }));
    expect((await outboxCounts())[0]).toBe(before[0] + 1);
  });
});
