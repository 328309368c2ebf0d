// A pickup code opens a compartment: staff never read it from a stored message, it waits in the outbox only until
// delivery, and a code that died (parcel closed, new code sent) is never delivered late.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { dispatchDueMessages, retryMessage } from '../../src/sections/sms/message-dispatcher.js';
import { outboxProvider, type MessageProvider } from '../../src/sections/sms/message-provider.js';
import { CODE_MASK } from '../../src/sections/sms/pickup-code-secrecy.js';
import { collectParcel, resendPickupCode } from '../../src/sections/parcels/parcel-lifecycle.js';
import { depositInto, freeCompartment, outboxOf, seededDatabase, STAFF } from '../support/parcel-fixtures.js';
import type { TestDatabase } from '../support/test-database.js';
import { SEED_NOW } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';

/** A real provider as far as the dispatcher can tell: it keeps what it was handed. */
function recordingProvider(failing = false) {
  const texts: string[] = [];
  const provider: MessageProvider = {
    name: 'recording',
    send: async (message) => {
      if (failing) throw new Error('gateway down');
      texts.push(`${message.subject}\n${message.body}`);
    },
  };
  return { provider, texts };
}

describe.each(testDialects())('pickup code secrecy on %s', (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  beforeAll(async () => {
    database = await seededDatabase(dialect);
    db = database.handle.db;
  });
  afterAll(() => database?.drop());

  const messagesOf = (parcelId: number) => outboxOf(db).messagesOf(parcelId);
  const isolate = (parcelId: number) => outboxOf(db).isolate(parcelId);

  it('stores the deposit message with a mask and hands the provider the code, then forgets it', async () => {
    const { parcelId, pickupCode } = await depositInto(db, await freeCompartment(db), SEED_NOW);
    await isolate(parcelId);
    const queued = await messagesOf(parcelId);
    expect(queued).toHaveLength(2);
    for (const message of queued) {
      expect(message.body).toContain(CODE_MASK);
      expect(message.body).not.toContain(pickupCode);
      expect(message.secret).toBe(pickupCode);
    }
    const { provider, texts } = recordingProvider();
    expect(await dispatchDueMessages(db, { sms: provider, email: provider }, SEED_NOW)).toMatchObject({
      sent: 2,
    });
    expect(texts.every((text) => text.includes(pickupCode) && !text.includes(CODE_MASK))).toBe(true);
    for (const message of await messagesOf(parcelId)) {
      expect(message).toMatchObject({ status: 'sent', secret: null });
      expect(message.body).not.toContain(pickupCode);
    }
  });

  it('keeps the text as delivered in the development outbox, which is the recipient’s inbox there', async () => {
    const { parcelId, pickupCode } = await depositInto(db, await freeCompartment(db), SEED_NOW);
    await isolate(parcelId);
    await dispatchDueMessages(db, { sms: outboxProvider, email: outboxProvider }, SEED_NOW);
    for (const message of await messagesOf(parcelId)) {
      expect(message).toMatchObject({ status: 'sent', secret: null });
      expect(message.body).toContain(pickupCode);
    }
  });

  it('never delivers a code that died while its message waited, and refuses to retry it', async () => {
    const { parcelId, pickupCode } = await depositInto(db, await freeCompartment(db), SEED_NOW, {
      email: '',
    });
    await isolate(parcelId);
    const failing = recordingProvider(true);
    await dispatchDueMessages(db, { sms: failing.provider, email: failing.provider }, SEED_NOW);
    const [waiting] = await messagesOf(parcelId);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, secret: pickupCode });

    await collectParcel(db, { parcelId, actor: STAFF, now: SEED_NOW });
    const [dead] = await messagesOf(parcelId);
    expect(dead?.secret).toBeNull();

    const later = new Date(SEED_NOW.getTime() + 24 * 3_600_000);
    const working = recordingProvider();
    await dispatchDueMessages(db, { sms: working.provider, email: working.provider }, later);
    expect(working.texts.some((text) => text.includes(CODE_MASK))).toBe(false);
    const [refused] = await messagesOf(parcelId);
    expect(refused).toMatchObject({ status: 'failed' });
    expect(refused?.last_error).toMatch(/no longer valid/);
    await expect(retryMessage(db, refused?.id ?? 0, later)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/send the recipient a new code/),
    });
  });

  it('a new code kills the old one in waiting messages and travels in its own', async () => {
    const { parcelId, pickupCode } = await depositInto(db, await freeCompartment(db), SEED_NOW, {
      email: '',
    });
    await isolate(parcelId);
    await resendPickupCode(db, { parcelId, actor: STAFF, now: SEED_NOW });
    const [first, second] = await messagesOf(parcelId);
    expect(first?.secret).toBeNull();
    expect(second?.event).toBe('code-resent');
    expect(second?.secret).toMatch(/^\d{6}$/);
    expect(second?.secret).not.toBe(pickupCode);
  });
});
