// A member's history from the operation log, newest first: what happened (in the reader's language, from the
// entry's operation key), when, who, and what changed or which duplicate a merge took in.
import type { ActResult, memberDetailAct } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatZonedDateTime } from '../../format/time';

type Entry = ActResult<typeof memberDetailAct>['history'][number];

const OPERATIONS = [
  'member-created',
  'member-updated',
  'member-moved-out',
  'member-activated',
  'member-suspended',
  'member-reactivated',
  'members-merged',
  'member-hold-set',
  'member-hold-ended',
  'members-imported',
] as const;

/** The fields an entry changed, by name; a merge's nested duplicate is not a field of this member. */
const changedNames = (entry: Entry) =>
  Object.keys(entry.after ?? {}).filter((key) => key !== 'duplicate' && entry.before?.[key] !== undefined);

function detailOf(t: TFunction, entry: Entry): string | undefined {
  if (entry.operation === 'members-merged') {
    const duplicate = entry.before?.duplicate;
    if (typeof duplicate === 'object' && duplicate !== null) {
      const { name, unit } = duplicate as { name?: unknown; unit?: unknown };
      return t('members.detail.mergedFrom', { name: String(name ?? ''), unit: String(unit ?? '') });
    }
  }
  if (entry.operation === 'member-hold-set') {
    const { hold_from: from, hold_until: until } = entry.after ?? {};
    return t('members.hold.range', { from: String(from ?? ''), until: String(until ?? '') });
  }
  if (entry.operation !== 'member-updated') return undefined;
  const names = changedNames(entry);
  if (names.length === 0) return undefined;
  return t('members.detail.changedFields', {
    fields: names.map((key) => t(`members.fields.${key}`, { defaultValue: key })).join(', '),
  });
}

/** `timeZone`: the member's building's, in which every time of the page is shown. */
export function MemberHistory({ history, timeZone }: { history: readonly Entry[]; timeZone: string }) {
  const { t } = useTranslation();
  if (history.length === 0)
    return <p className="mb-0 text-body-secondary">{t('members.detail.noHistory')}</p>;
  return (
    <ol className="list-unstyled mb-0" data-testid="member-history">
      {history.map((entry) => {
        const known = OPERATIONS.find((operation) => operation === entry.operation);
        const detail = detailOf(t, entry);
        return (
          <li key={entry.id} className="border-bottom py-2 small" data-operation={entry.operation}>
            <div className="fw-semibold">{known ? t(`members.operations.${known}`) : entry.message}</div>
            {detail && <div>{detail}</div>}
            <div className="text-body-secondary">
              <time dateTime={entry.at}>{formatZonedDateTime(entry.at, timeZone)}</time> ·{' '}
              {t('members.detail.by', { user: entry.username })}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
