// A Machine Logs entry in the reader's language: the log key worded by the catalogue (spec §3's log model), the
// compartment it concerns, and the words appended to it (network names worded too). A key the catalogue does not
// know falls back to the server's English.
import type { MachineLogEntry } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';

const NETWORK_WORDS = /\b(ethernet|wifi|cellular)\b/g;

type Entry = Pick<MachineLogEntry, 'kind' | 'text' | 'detail' | 'compartment'>;

export function machineEntryText(t: TFunction, entry: Entry): string {
  const worded = t(`logs.machine.keys.${entry.kind}`, { defaultValue: '' });
  if (worded === '') return entry.text;
  const detail = entry.detail.replace(NETWORK_WORDS, (word) => t(`logs.machine.networks.${word}`));
  const parts = [
    ...(entry.compartment ? [t('logs.machine.compartment', { label: entry.compartment })] : []),
    ...(detail ? [detail] : []),
  ];
  return parts.length === 0
    ? worded
    : t('logs.machine.withDetail', { text: worded, detail: parts.join(', ') });
}

/** Bootstrap's colours for a severity; the badge says the severity in words too. */
export const SEVERITY_BADGE = {
  info: 'text-bg-secondary',
  warning: 'text-bg-warning',
  error: 'text-bg-danger',
} as const;
