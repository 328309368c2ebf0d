// What one machine's connection badge says. Spec §5 decides "offline" (status not '101' while run_sts is '1'; the
// server computes it as `offline`); a machine taken out of service is never offline by that rule, so it gets a
// state of its own rather than passing for online, and a retired machine says so before anything else.
import type { MachineSummary } from '@bluemanager/protocol';

export type ConnectionState = 'online' | 'offline' | 'neverConnected' | 'outOfService' | 'retired';

export function connectionState(
  machine: Pick<MachineSummary, 'offline' | 'run_sts' | 'retired' | 'last_seen'>,
): ConnectionState {
  if (machine.retired) return 'retired';
  // A machine created a moment ago has not had the chance to send a heartbeat: it is not "offline" yet.
  if (machine.offline) return machine.last_seen === null ? 'neverConnected' : 'offline';
  if (machine.run_sts !== '1') return 'outOfService';
  return 'online';
}

/** The machine's run state as the page names it: '1' in service, anything else out of service. */
export function inService(machine: Pick<MachineSummary, 'run_sts'>): boolean {
  return machine.run_sts === '1';
}

export type ReportingState = 'reporting' | 'silent' | 'never';

/** What the device's status says in words: '101' is a machine that reports; any other code is a silent one. */
export function reportingState(machine: Pick<MachineSummary, 'status' | 'last_seen'>): ReportingState {
  if (machine.status === '101') return 'reporting';
  return machine.last_seen === null ? 'never' : 'silent';
}
