// A timeline entry in the user's language. The server logs English ('Parcel 42 flagged abnormal: Door open') and
// also returns the operation key, its target and the detail; the catalogue words the key, the detail is appended
// as typed (a reason staff wrote), and a key the catalogue does not know falls back to the server's English.
import type { TimelineEntry } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../format/time';

// The one detail the server writes itself rather than staff: the new due time of an extension.
const DUE_DETAIL = /^due (\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z)$/;

export function timelineText(
  t: TFunction,
  entry: Pick<TimelineEntry, 'operation' | 'target' | 'detail' | 'message'>,
): string {
  const worded = t(`parcels.operations.${entry.operation}`, { target: entry.target, defaultValue: '' });
  if (worded === '') return entry.message;
  if (entry.detail === '') return worded;
  const due = DUE_DETAIL.exec(entry.detail)?.[1];
  const detail = due ? t('parcels.dueDetail', { time: formatDateTime(due) }) : entry.detail;
  return t('parcels.timelineDetail', { message: worded, detail });
}
