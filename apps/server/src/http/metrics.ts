// GET /metrics: the Prometheus text format (prom-client), for an operator's scraper: act calls by code and outcome
// with their latency, device calls by name and outcome, the message queue's depth by status, the open event
// streams, and the process's own figures. Each server instance answers for itself. Nothing secret is a label: no
// user, token, phone or code.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/schema.js';

export interface PortalMetrics {
  registry: Registry;
  /** One act call: its code ('unknown' when the body named none) and its failure code, or 'ok'. */
  act(code: number | undefined, outcome: string, seconds: number): void;
  /** One device call: its name and outcome. */
  device(call: string, outcome: string): void;
  /** A live event stream opened (+1) or ended (-1) on this instance. */
  eventStreams(change: 1 | -1): void;
}

export function createMetrics(db: Kysely<Database>): PortalMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'bm_' });
  const acts = new Counter({
    name: 'bm_act_calls_total',
    help: 'Act calls by act code and outcome (ok, or the failure code).',
    labelNames: ['act', 'outcome'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'bm_act_duration_seconds',
    help: 'Time to answer an act call, by act code.',
    labelNames: ['act'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const devices = new Counter({
    name: 'bm_device_calls_total',
    help: 'Device channel calls (heartbeats, deposits, pickups, events) by call and outcome.',
    labelNames: ['call', 'outcome'] as const,
    registers: [registry],
  });
  const streams = new Gauge({
    name: 'bm_event_streams',
    help: 'Live event streams (GET /api/events) open on this instance.',
    registers: [registry],
  });
  new Gauge({
    name: 'bm_message_queue',
    help: 'Recipient messages by status (queued and sending are the queue).',
    labelNames: ['status'] as const,
    registers: [registry],
    // Read at scrape time, so the figure is the database's, shared by every instance.
    async collect() {
      const rows = await db
        .selectFrom('messages')
        .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy('status')
        .execute();
      this.reset();
      for (const row of rows) this.set({ status: row.status }, Number(row.count));
    },
  });
  // Each act's series, looked up once: prom-client hashes the label set on every call otherwise, and this runs on
  // every act. Bounded by the registry's codes times the failure codes.
  const callSeries = new Map<string, { inc: () => void }>();
  const latencySeries = new Map<string, { observe: (seconds: number) => void }>();
  return {
    registry,
    act(code, outcome, seconds) {
      const act = code === undefined ? 'unknown' : String(code);
      const callKey = `${act} ${outcome}`;
      let calls = callSeries.get(callKey);
      if (!calls) {
        calls = acts.labels({ act, outcome });
        callSeries.set(callKey, calls);
      }
      calls.inc();
      let timing = latencySeries.get(act);
      if (!timing) {
        timing = latency.labels({ act });
        latencySeries.set(act, timing);
      }
      timing.observe(seconds);
    },
    device(call, outcome) {
      devices.inc({ call, outcome });
    },
    eventStreams(change) {
      streams.inc(change);
    },
  };
}

export function metricsRoute(app: FastifyInstance, metrics: PortalMetrics): void {
  app.get('/metrics', async (_request, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );
}
