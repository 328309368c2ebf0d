// A Member Logs entry in the reader's language: the operation key worded by the catalogue with its target, the
// appended detail after it (field names worded too), and the actor named as people know it. A key the catalogue
// does not know (an older or a demo-only one) falls back to the English the server wrote.
import type { MemberLogEntry } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { readableMachineName } from '../../format/machine-name';
import { readableText } from './readable-text';

type Entry = Pick<MemberLogEntry, 'operation' | 'target' | 'detail' | 'message'>;

/** A detail that lists changed fields ('overdue_hours, reminder_limit') reads with the fields' names. */
function wordedDetail(t: TFunction, detail: string): string {
  const parts = detail.split(', ');
  const worded = parts.map((part) => t(`logs.fields.${part}`, { defaultValue: '' }));
  return worded.every((word) => word !== '') ? worded.join(', ') : readableText(detail);
}

export function entryText(t: TFunction, entry: Entry): string {
  const target = readableText(entry.target);
  const worded = t(`logs.operations.${entry.operation}`, { target, defaultValue: '' });
  if (worded === '') return readableText(entry.message);
  if (entry.detail === '') return worded;
  return t('logs.entryDetail', { message: worded, detail: wordedDetail(t, entry.detail) });
}

export function actorText(t: TFunction, entry: Pick<MemberLogEntry, 'actor_kind' | 'actor'>): string {
  if (entry.actor_kind === 'locker') {
    return entry.actor === ''
      ? t('logs.member.actors.someLocker')
      : t('logs.member.actors.locker', { name: readableMachineName(entry.actor) });
  }
  if (entry.actor_kind === 'system') {
    const job = t(`logs.member.jobs.${entry.actor}`, { defaultValue: entry.actor });
    return t('logs.member.actors.system', { job });
  }
  return entry.actor;
}
