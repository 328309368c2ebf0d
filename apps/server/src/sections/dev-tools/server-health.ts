// The server's health as Developer tools show it, read from what the server already keeps: the /metrics registry
// (event streams, the message queue gauge, the act and device call counters), the migrator's own bookkeeping, the
// crash reports, and package.json's version.
import { readFileSync } from 'node:fs';
import type { ServerHealth } from '@bluemanager/protocol';
import type { Registry } from 'prom-client';
import { migrationCounts } from '../../db/migrate.js';
import type { ServerRuntime } from './server-runtime.js';

const DAY_MS = 86_400_000;

/** The portal's version, read once from the server package's package.json (three levels up from src/ and dist/). */
const VERSION = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** The samples of one metric of the registry, each with its labels; none when the metric is unknown. */
async function samples(
  registry: Registry,
  name: string,
): Promise<{ value: number; labels: Record<string, string | number | undefined> }[]> {
  const metric = registry.getSingleMetric(name);
  if (!metric) return [];
  return (await metric.get()).values;
}

const sum = (values: readonly { value: number }[]) =>
  values.reduce((total, sample) => total + sample.value, 0);

export async function serverHealth(runtime: ServerRuntime, now: Date): Promise<ServerHealth> {
  const { registry } = runtime.metrics;
  const queue = await samples(registry, 'bm_message_queue');
  const queued = (status: string) => sum(queue.filter((sample) => sample.labels.status === status));
  const failedCalls = [
    ...(await samples(registry, 'bm_act_calls_total')),
    ...(await samples(registry, 'bm_device_calls_total')),
  ].filter((sample) => sample.labels.outcome === 'INTERNAL');
  const crashes = await runtime.database.db
    .selectFrom('crash_reports')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('at', '>=', new Date(now.getTime() - DAY_MS).toISOString())
    .executeTakeFirstOrThrow();
  return {
    version: VERSION,
    node: process.version,
    started_at: runtime.startedAt.toISOString(),
    uptime_seconds: Math.max(0, Math.floor((now.getTime() - runtime.startedAt.getTime()) / 1000)),
    dialect: runtime.database.dialect,
    migrations: await migrationCounts(runtime.database),
    event_streams: sum(await samples(registry, 'bm_event_streams')),
    queue: { queued: queued('queued'), sending: queued('sending'), failed: queued('failed') },
    errors: { server: sum(failedCalls), crashes_24h: Number(crashes.count) },
  };
}
