// What a heartbeat reports beyond being alive (firmware, power, battery, network), and the machine log entries a
// change makes. Heartbeats come every few seconds from every locker; the log keeps only the changes, so a year of
// a thousand lockers stays a few million rows rather than billions.
import type { z } from 'zod';
import type { heartbeatCall } from '@bluemanager/protocol';
import type { NewMachineEvent } from '../../sections/machines/machine-events.js';

/** Below this charge, on battery, the machine log says the battery is low (once per crossing). */
export const BATTERY_LOW_PERCENT = 20;

export interface ReportedState {
  firmware: string | null;
  power_source: string | null;
  battery: number | null;
  network: string | null;
}

/** The columns a heartbeat sets: only what it reported, so a machine that cannot tell keeps what it last said. */
export function reportedState(params: z.output<typeof heartbeatCall.params>): Partial<ReportedState> {
  const state: Partial<ReportedState> = {};
  if (params.firmware !== undefined) state.firmware = params.firmware;
  if (params.power !== undefined) state.power_source = params.power;
  if (params.battery !== undefined) state.battery = params.battery;
  if (params.network !== undefined) state.network = params.network;
  return state;
}

const isLow = (battery: number | null | undefined) =>
  battery !== null && battery !== undefined && battery < BATTERY_LOW_PERCENT;

/** The entries between what the machine last said and what it says now; nothing for a first report. */
export function stateChanges(
  before: ReportedState,
  now: Partial<ReportedState>,
  machineId: number,
  at: Date,
): NewMachineEvent[] {
  const events: NewMachineEvent[] = [];
  const add = (kind: NewMachineEvent['kind'], detail = '') => events.push({ machineId, kind, at, detail });
  if (now.firmware !== undefined && before.firmware !== null && now.firmware !== before.firmware) {
    add('firmware-updated', `${before.firmware} → ${now.firmware}`);
  }
  if (now.network !== undefined && before.network !== null && now.network !== before.network) {
    add('network-changed', `${before.network} → ${now.network}`);
  }
  if (
    now.power_source !== undefined &&
    before.power_source !== null &&
    now.power_source !== before.power_source
  ) {
    add(now.power_source === 'battery' ? 'power-lost' : 'power-restored');
  }
  const onBattery = (now.power_source ?? before.power_source) === 'battery';
  if (onBattery && now.battery !== undefined && isLow(now.battery) && !isLow(before.battery)) {
    add('battery-low', `${now.battery}%`);
  }
  return events;
}
