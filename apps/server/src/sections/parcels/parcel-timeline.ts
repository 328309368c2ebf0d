// A parcel's timeline as the detail act returns it. The operation log stores the rendered English message
// (`template` with its target, then `: detail`); the web app words each entry in the user's language from the
// operation key, the target and the detail, so the detail is read back out of the message here.
import type { TimelineEntry } from '@bluemanager/protocol';
import { OPERATIONS, operationMessage, type OperationKey } from '@bluemanager/protocol';

export interface LoggedOperation {
  at: string;
  operation: string;
  target: string;
  message: string;
  username: string;
}

const isOperationKey = (key: string): key is OperationKey => Object.hasOwn(OPERATIONS, key);

/** What `operationMessage` appended after the rendered template, or '' (also for a key no longer known). */
export function operationDetail(entry: Pick<LoggedOperation, 'operation' | 'target' | 'message'>): string {
  if (!isOperationKey(entry.operation)) return '';
  const prefix = `${operationMessage(entry.operation, entry.target)}: `;
  return entry.message.startsWith(prefix) ? entry.message.slice(prefix.length) : '';
}

export function toTimelineEntry(entry: LoggedOperation): TimelineEntry {
  return { ...entry, detail: operationDetail(entry) };
}
