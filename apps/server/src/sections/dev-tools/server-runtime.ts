// What Developer tools read of the running server that the database does not hold: its metrics registry (the
// /metrics endpoint's), the database handle, when it started, and the demo fleet's control. Set once by the app
// that serves the database. A WeakMap rather than a global, so two portals in one process (tests) keep their own.
import type { Kysely } from 'kysely';
import { ActError } from '../../domain/act-error.js';
import type { DatabaseHandle } from '../../db/connect.js';
import type { Database } from '../../db/schema.js';
import type { PortalMetrics } from '../../http/metrics.js';
import type { DemoFleetControl } from '../../simulator/demo-fleet-control.js';

export interface ServerRuntime {
  database: DatabaseHandle;
  metrics: PortalMetrics;
  startedAt: Date;
  fleet: DemoFleetControl;
}

const runtimes = new WeakMap<object, ServerRuntime>();

export function attachServerRuntime(runtime: ServerRuntime): void {
  runtimes.set(runtime.database.db, runtime);
}

export function serverRuntimeOf(db: Kysely<Database>): ServerRuntime {
  const runtime = runtimes.get(db);
  if (!runtime) throw new ActError('CONFLICT', 'No running server serves this database.');
  return runtime;
}
