// What a load run counts per kind of call: how many, how many failed, and each latency, from which the report
// prints throughput and percentiles.
import { percentile } from '../simulator/fleet-simulator.js';

export interface KindStats {
  count: number;
  errors: number;
  latenciesMs: number[];
}

export interface LoadErrorSample {
  kind: string;
  code: string;
  msg: string;
}

export interface DriverReport {
  seconds: number;
  kinds: Record<string, KindStats>;
  /** The first few failures, to say what went wrong. */
  errors: LoadErrorSample[];
}

const MAX_SAMPLES = 20;

export function blankStats(): KindStats {
  return { count: 0, errors: 0, latenciesMs: [] };
}

export function recordCall(
  report: DriverReport,
  kind: string,
  latencyMs: number,
  failure?: { code: string; msg: string },
): void {
  const stats = (report.kinds[kind] ??= blankStats());
  stats.count += 1;
  stats.latenciesMs.push(latencyMs);
  if (!failure) return;
  stats.errors += 1;
  if (report.errors.length < MAX_SAMPLES) report.errors.push({ kind, ...failure });
}

/** One line per kind: calls, calls per second, p50/p95/p99 and errors. */
export function describeKinds(kinds: Record<string, KindStats>, seconds: number): string[] {
  return Object.entries(kinds)
    .filter(([, stats]) => stats.count > 0)
    .map(([kind, stats]) => {
      const p = (n: number) => percentile(stats.latenciesMs, n).toFixed(1).padStart(7);
      return (
        `  ${kind.padEnd(10)} ${String(stats.count).padStart(8)} calls ${(stats.count / seconds).toFixed(1).padStart(8)}/s` +
        `  p50 ${p(50)} ms  p95 ${p(95)} ms  p99 ${p(99)} ms  errors ${stats.errors}`
      );
    });
}
