// Spec §3's log model for what lockers report: each log key (a machine event kind) with its category, its severity
// and its readable English text. The web words each key in the reader's language; a key's detail (a compartment's
// fault, a firmware version, or the words '[machine-abnormal-parcel-order-complate]' carries) is appended.
import type { MachineEventKind } from '../machines/machines.acts.js';

export const MACHINE_LOG_CATEGORIES = [
  'connection',
  'door',
  'fault',
  'power',
  'firmware',
  'parcel',
  'admin',
] as const;
export type MachineLogCategory = (typeof MACHINE_LOG_CATEGORIES)[number];

export const MACHINE_LOG_SEVERITIES = ['info', 'warning', 'error'] as const;
export type MachineLogSeverity = (typeof MACHINE_LOG_SEVERITIES)[number];

export interface MachineLogKey {
  category: MachineLogCategory;
  severity: MachineLogSeverity;
  text: string;
}

export const MACHINE_LOG_MODEL = {
  online: { category: 'connection', severity: 'info', text: 'Back online' },
  offline: { category: 'connection', severity: 'warning', text: 'Went offline' },
  'network-changed': { category: 'connection', severity: 'info', text: 'Network changed' },
  'door-opened': { category: 'door', severity: 'info', text: 'Door opened' },
  'door-closed': { category: 'door', severity: 'info', text: 'Door closed' },
  'door-jammed': { category: 'door', severity: 'error', text: 'Door jammed' },
  'door-forced': { category: 'door', severity: 'error', text: 'Door forced open' },
  fault: { category: 'fault', severity: 'error', text: 'Fault reported' },
  'power-lost': { category: 'power', severity: 'warning', text: 'Mains power lost, running on battery' },
  'power-restored': { category: 'power', severity: 'info', text: 'Mains power restored' },
  'battery-low': { category: 'power', severity: 'error', text: 'Battery low' },
  'firmware-updated': { category: 'firmware', severity: 'info', text: 'Firmware updated' },
  deposit: { category: 'parcel', severity: 'info', text: 'Parcel deposited' },
  pickup: { category: 'parcel', severity: 'info', text: 'Parcel picked up' },
  'pickup-refused': { category: 'parcel', severity: 'warning', text: 'Pickup code refused' },
  'pickup-locked': { category: 'parcel', severity: 'warning', text: 'Pickup codes locked' },
  'machine-abnormal-parcel-order-complate': {
    category: 'parcel',
    severity: 'warning',
    text: 'Abnormal parcel order completed',
  },
  created: { category: 'admin', severity: 'info', text: 'Machine installed' },
  updated: { category: 'admin', severity: 'info', text: 'Machine changed' },
  retired: { category: 'admin', severity: 'info', text: 'Machine retired' },
  'credential-issued': { category: 'admin', severity: 'info', text: 'Credential issued' },
} as const satisfies Record<MachineEventKind, MachineLogKey>;

/** A stored kind's place in the model; a kind no longer known reads as an informational admin entry. */
export function machineLogKey(kind: string): MachineLogKey {
  return Object.hasOwn(MACHINE_LOG_MODEL, kind)
    ? MACHINE_LOG_MODEL[kind as MachineEventKind]
    : { category: 'admin', severity: 'info', text: kind };
}

/** The entry in English: the key's text, then its detail ('Fault reported: printer: paper low'). */
export function machineLogText(kind: string, detail: string): string {
  const { text } = machineLogKey(kind);
  return detail ? `${text}: ${detail}` : text;
}
