// What one machine's connection badge says. Spec §5 decides "offline" (status not '101' while run_sts is '1'; the
// server computes it as `offline`); a machine taken out of service is never offline by that rule, so it gets a
// state of its own rather than passing for online, and a retired machine says so before anything else.
import type { MachineSummary } from '@bluemanager/protocol';

export type ConnectionState = 'online' | 'offline' | 'outOfService' | 'retired';

export function connectionState(
  machine: Pick<MachineSummary, 'offline' | 'run_sts' | 'retired'>,
): ConnectionState {
  if (machine.retired) return 'retired';
  if (machine.offline) return 'offline';
  if (machine.run_sts !== '1') return 'outOfService';
  return 'online';
}

/** The machine's run state as the page names it: '1' in service, anything else out of service. */
export function inService(machine: Pick<MachineSummary, 'run_sts'>): boolean {
  return machine.run_sts === '1';
}
