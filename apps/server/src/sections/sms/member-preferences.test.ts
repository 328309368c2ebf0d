// A parcel's messages follow the member it belongs to: their language picks the template, their preferred channel
// picks SMS or email, and their own email stands in when the SMS cannot go and the carrier gave no email.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { depositInto, freeCompartment } from '../../../test/support/parcel-fixtures.js';

describe.each(testDialects())("a member's language and channel on %s", (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let buid: number;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    [buid] = (await portal.managedBuildings('bdadmin')) as [number];
  });
  afterAll(() => portal?.close());

  const db = () => portal.database.handle.db;
  const addMember = async (fields: { phone: string; email: string; language: string; channel: string }) => {
    const { status, body } = await portal.act('create member', {
      t: admin,
      buid,
      name: `Pat ${fields.phone.slice(-4)}`,
      unit: '707',
      phones: [fields.phone],
      email: fields.email,
      language: fields.language,
      channel: fields.channel,
    });
    expect(status, JSON.stringify(body)).toBe(200);
  };
  const depositFor = async (phone: string, email: string) => {
    const { parcelId } = await depositInto(
      db(),
      await freeCompartment(db(), { buildingId: buid }),
      portal.clock.now,
      {
        phone,
        email,
      },
    );
    return db()
      .selectFrom('messages')
      .select(['channel', 'recipient', 'body'])
      .where('parcel_id', '=', parcelId)
      .orderBy('id')
      .execute();
  };

  it('writes in the French of a French-speaking member, by email only when they prefer it', async () => {
    await addMember({ phone: '4165550871', email: 'pat.fr@example.com', language: 'fr', channel: 'email' });
    const messages = await depositFor('4165550871', 'carrier.copy@example.com');
    expect(messages.map((message) => [message.channel, message.recipient])).toEqual([
      ['email', 'carrier.copy@example.com'],
    ]);
    expect(messages[0]?.body).toMatch(/colis/i);
  });

  it('texts an SMS-minded member only, in their language', async () => {
    await addMember({ phone: '4165550872', email: 'pat.de@example.com', language: 'de', channel: 'sms' });
    const messages = await depositFor('4165550872', 'carrier.copy@example.com');
    expect(messages.map((message) => message.channel)).toEqual(['sms']);
    expect(messages[0]?.body).toMatch(/Paket/);
  });

  it("emails the member's own address when their phone opted out and the carrier gave no email", async () => {
    await addMember({ phone: '4165550873', email: 'pat.en@example.com', language: 'en', channel: 'sms' });
    expect((await portal.act('add sms opt-out', { t: admin, phone: '4165550873' })).status).toBe(200);
    const messages = await depositFor('4165550873', '');
    expect(messages.map((message) => [message.channel, message.recipient])).toEqual([
      ['email', 'pat.en@example.com'],
    ]);
  });

  it('sends to every address of a parcel that belongs to no member', async () => {
    const messages = await depositFor('4165550874', 'nobody.known@example.com');
    expect(messages.map((message) => message.channel).sort()).toEqual(['email', 'sms']);
  });
});
