// The dispatcher killed mid-way, on both databases: the built benchmark drains a backlog of queued messages into the
// development outbox and is killed with SIGKILL once part of it is sent. Drained again, every message is sent and
// the outbox's journal holds each exactly once: none lost, none sent twice.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { seedDemo } from '../../src/db/seed/demo.js';
import { hashPassword } from '../../src/domain/auth/password.js';
import { drainToOutbox, queueBacklog } from '../../src/bench/outbox-messages.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { testDialects } from '../support/test-dialects.js';

const BENCH = fileURLToPath(new URL('../../dist/bench/dispatch.bench.js', import.meta.url));
const MESSAGES = 6000;
/** The kill comes once this many were reported sent: well inside the backlog. */
const KILL_AFTER = 1500;

/** Runs the drain as its own process and kills it once it reported KILL_AFTER sent; answers what it reported. */
function drainAndKill(url: string): Promise<{ reported: number; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BENCH], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: url, DISPATCH_DRAIN: '1', BENCH_BATCH: '100' },
    });
    let reported = 0;
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      for (const match of output.matchAll(/sent (\d+)/g)) reported = Math.max(reported, Number(match[1]));
      if (reported >= KILL_AFTER && child.signalCode === null) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code !== null && code !== 0 ? reject(new Error(output)) : resolve({ reported, signal }),
    );
  });
}

describe.each(testDialects())('the dispatcher killed mid-way on %s', (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  /** The backlog's messages are those after this id. */
  let firstId = 0;
  beforeAll(async () => {
    if (!existsSync(BENCH))
      throw new Error(`${BENCH} is missing: run \`npm run build\` first (npm test does).`);
    database = await createTestDatabase(dialect);
    db = database.handle.db;
    const now = new Date();
    await seedDemo(db, { now, hashPassword });
    // The demo's own queue first, so the backlog is all there is.
    await drainToOutbox(
      db,
      () => new Date(),
      () => undefined,
    );
    const last = await db
      .selectFrom('messages')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    firstId = Number(last?.id ?? 0);
    await queueBacklog(db, MESSAGES, now);
  }, 120_000);
  afterAll(() => database?.drop());

  it('loses no message and sends none twice', async () => {
    const journal = async () =>
      db
        .selectFrom('outbox_deliveries')
        .innerJoin('messages', 'messages.id', 'outbox_deliveries.message_id')
        .where('messages.id', '>', firstId)
        .select([sql<number>`count(*)`.as('rows'), sql<number>`count(distinct message_id)`.as('messages')])
        .executeTakeFirstOrThrow();
    const killed = await drainAndKill(database.url);
    expect(killed.signal).toBe('SIGKILL');
    const midway = await journal();
    // Killed part of the way: some sent, some still queued.
    expect(Number(midway.rows)).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(Number(midway.rows)).toBeLessThan(MESSAGES);

    await drainToOutbox(
      db,
      () => new Date(),
      () => undefined,
    );
    const after = await journal();
    expect(Number(after.rows)).toBe(MESSAGES);
    expect(Number(after.messages)).toBe(MESSAGES);
    const left = await db
      .selectFrom('messages')
      .select('status')
      .where('status', '!=', 'sent')
      .where('id', '>', firstId)
      .execute();
    expect(left).toEqual([]);
  }, 120_000);
});
