// `npm run bench`: requests per second of the encrypted act round trip (decrypt, session check, query, encrypt)
// against the same payload through the codec alone (decrypt, encrypt the same answer: no session, no checks, no
// query), in the same process and run; the ratio is what the channel's own work costs (target ≥ 0.8). A bare
// Fastify route that parses the same form body is measured beside them for reference.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { actFormBody, createBrowserActCodec, type ActCodec } from '@bluemanager/protocol';
import { createNodeActCodec } from '../act-channel/node-codec.js';
import { buildApp } from '../app.js';
import { limited } from '../http/route-limits.js';
import { loadConfig } from '../config/config.js';
import { openSqlite } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.js';
import { seedDemo } from '../db/seed/demo.js';
import { hashPassword } from '../domain/auth/password.js';
import { listServiceUrls } from '../domain/partners/partner.repository.js';

const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
// Rounds alternate between the routes so that a noisy neighbour hurts all alike; the ratio is taken per round
// and the median printed, so one disturbed round does not decide it.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TARGET = 0.8;
const CONNECTIONS = 10;

/**
 * Two reference routes beside the act channel: the bare route of the target, and the codec alone (decrypt `par`,
 * encrypt the act's answer, no session, no query) — the floor any encrypted act stands on, printed to show how
 * much of the gap is the cipher and how much the channel.
 */
function referencePlugin(codec: ActCodec, answer: object) {
  // The reference routes pass the per-address limiter as the act channel does (one counter each), so the ratio
  // weighs what the issue names (session, validation, scope, handler); their own limit is out of reach, because on
  // a quiet machine five rounds of them passed the default million a minute and were refused.
  const unlimited = limited(1_000_000_000);
  return async (app: FastifyInstance): Promise<void> => {
    await app.register(formbody);
    app.post('/bench/bare', unlimited, async (request) => {
      const body = request.body as Record<string, string | undefined>;
      return body.par ? 'ok' : 'missing';
    });
    app.post('/bench/codec', unlimited, async (request, reply) => {
      const body = request.body as Record<string, string | undefined>;
      codec.decryptJson(body.par ?? '');
      return reply.type('text/plain').send(codec.encryptJson(answer));
    });
  };
}

interface Round {
  /** Requests per second, as the client saw them. */
  perSecond: number;
  /**
   * The server's own event-loop time per request (µs): what the route costs the server, which a noisy neighbour
   * on the machine disturbs far less than it disturbs the throughput.
   */
  busyMicros: number;
}

async function measure(url: string, body: string): Promise<Round> {
  const before = performance.eventLoopUtilization();
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    connections: CONNECTIONS,
    duration: ROUND_SECONDS,
    // The load runs in a worker thread so it does not share the event loop with the server it measures.
    workers: 1,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const busy = performance.eventLoopUtilization(before);
  return {
    perSecond: result.requests.average,
    busyMicros: (busy.active * 1000) / Math.max(1, result.requests.total),
  };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bluemanager-bench-'));
  const database = openSqlite(join(dir, 'bench.sqlite'));
  await migrateToLatest(database);
  await seedDemo(database.db, { now: new Date(), hashPassword });
  const config = loadConfig({ LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000000' });
  const app = await buildApp({ config, database });
  const serverCodec = createNodeActCodec(config.aesKey, config.aesIv);
  const answer = { ret: 1, data: await listServiceUrls(database.db) };
  await app.register(referencePlugin(serverCodec, answer));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  const codec = createBrowserActCodec(config.aesKey, config.aesIv);
  const post = (code: number, params: object) =>
    fetch(`${address}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: actFormBody(code, codec.encryptJson(params)),
    }).then(async (response) => codec.decryptJson(await response.text()) as Record<string, unknown>);
  const login = await post(8002, { u: 'sysadmin', p: DEMO_PASSWORD });
  const actBody = actFormBody(50038, codec.encryptJson({ t: login.token }));
  const check = await post(50038, { t: login.token });
  if (check.ret !== 1) throw new Error(`the benchmarked act fails: ${JSON.stringify(check)}`);

  const bare: number[] = [];
  const codecOnly: number[] = [];
  const act: number[] = [];
  const codecBusy: number[] = [];
  const actBusy: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    bare.push((await measure(`${address}/bench/bare`, actBody)).perSecond);
    const codecRound = await measure(`${address}/bench/codec`, actBody);
    codecOnly.push(codecRound.perSecond);
    codecBusy.push(codecRound.busyMicros);
    const actRound = await measure(`${address}/api`, actBody);
    act.push(actRound.perSecond);
    actBusy.push(actRound.busyMicros);
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  };
  const rounds = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
  const perRound = act.map((value, index) => value / (codecOnly[index] ?? value));
  const ratio = median(perRound);
  console.log(
    `bare Fastify form route:         ${mean(bare).toFixed(0)} requests/s (rounds: ${rounds(bare)})`,
  );
  console.log(
    `codec alone (decrypt + encrypt):  ${mean(codecOnly).toFixed(0)} requests/s (rounds: ${rounds(codecOnly)})`,
  );
  console.log(
    `encrypted act 50038 round trip:  ${mean(act).toFixed(0)} requests/s (rounds: ${rounds(act)}), ${(mean(act) / mean(bare)).toFixed(2)} of the bare route`,
  );
  const busyRatio = median(codecBusy) / median(actBusy);
  console.log(
    `server event-loop time per request (median of rounds): codec alone ${median(codecBusy).toFixed(0)} µs, ` +
      `act ${median(actBusy).toFixed(0)} µs: ratio ${busyRatio.toFixed(2)}`,
  );
  console.log(
    `ratio act / codec alone: ${ratio.toFixed(2)} (median of rounds: ${perRound.map((value) => value.toFixed(2)).join(', ')}; target ≥ ${TARGET}) ${ratio >= TARGET ? 'ok' : 'BELOW TARGET'}`,
  );
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}

await main();
