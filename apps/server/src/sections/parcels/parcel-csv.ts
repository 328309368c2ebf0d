// The parcel list as CSV, one chunk per batch of rows, so a caller can stream it without holding it all.
import { csvField } from '@bluemanager/protocol';
import type { ParcelWithPlace } from './parcel.repository.js';

const HEADER = [
  'id',
  'state',
  'carrier',
  'recipient',
  'phone',
  'email',
  'building',
  'locker',
  'compartment',
  'deposited',
  'due',
  'collected',
  'overdue',
  'abnormal',
  'reason',
  'unattended',
  'note',
] as const;

function csvRow(row: ParcelWithPlace, nowIso: string): string {
  const overdue = row.state === 'pending' && row.due_at !== null && row.due_at < nowIso;
  return [
    row.id,
    row.state,
    row.carrier,
    row.recipient,
    row.phone,
    row.email,
    row.building_name,
    row.machine_name,
    row.compartment_label,
    row.deposited_at,
    row.due_at,
    row.collected_at,
    overdue ? 1 : 0,
    row.abnormal,
    row.abnormal_reason,
    row.unattended,
    row.note,
  ]
    .map(csvField)
    .join(',');
}

export async function* parcelCsv(
  batches: AsyncIterable<ParcelWithPlace[]>,
  now: Date,
): AsyncGenerator<string> {
  const nowIso = now.toISOString();
  yield `${HEADER.join(',')}\r\n`;
  for await (const rows of batches) yield rows.map((row) => `${csvRow(row, nowIso)}\r\n`).join('');
}
