// The Ad Groups list's columns, declared for the shared DataTable: the star (a toggle that writes maker), the group
// and its agent, the schedule in words, the targets (buildings, lockers, screens), the weight, the items (hasAd) and
// where the group stands today.
import type { AdGroupItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { Star } from 'lucide-react';
import type { DataColumn } from '../../../shared/data-table/data-table-types';
import { daysText, hoursText, periodText, runState, type RunState } from './schedule-text';
import { targetsInFull, targetsText } from './target-text';

const RUN_BADGES: Record<RunState, string> = {
  running: 'bg-success-subtle text-success-emphasis',
  upcoming: 'bg-info-subtle text-info-emphasis',
  ended: 'bg-secondary-subtle text-secondary-emphasis',
  off: 'bg-warning-subtle text-warning-emphasis',
};

interface ColumnContext {
  t: TFunction;
  locale: string;
  day: string;
  number: (value: number) => string;
  /** Undefined for a reader who may not star. */
  onStar?: (group: AdGroupItem) => void;
}

export function groupColumns({ t, locale, day, number, onStar }: ColumnContext): DataColumn<AdGroupItem>[] {
  return [
    {
      id: 'star',
      header: t('adGroups.columns.star'),
      csv: (group) => (group.maker === '1' ? t('adGroups.starred') : ''),
      cell: (group) => {
        const starred = group.maker === '1';
        const icon = <Star size={18} aria-hidden="true" fill={starred ? 'currentColor' : 'none'} />;
        return onStar ? (
          <button
            type="button"
            className={`btn btn-link p-1 ${starred ? 'text-warning-emphasis' : 'text-body-secondary'}`}
            aria-pressed={starred}
            aria-label={t('adGroups.starFor', { name: group.gname })}
            onClick={() => onStar(group)}
            data-testid="star-toggle"
          >
            {icon}
          </button>
        ) : (
          starred && <span title={t('adGroups.starred')}>{icon}</span>
        );
      },
    },
    {
      id: 'gname',
      header: t('adGroups.columns.gname'),
      sortKey: 'gname',
      hideable: false,
      csv: (group) => group.gname,
      cell: (group) => (
        <span className="fw-semibold" data-testid="group-name">
          {group.gname}
        </span>
      ),
    },
    {
      id: 'agent',
      header: t('adGroups.columns.agent'),
      sortKey: 'agent',
      csv: (group) => group.agent,
      cell: (group) => (
        <span>
          {group.agent}
          {!group.agent_active && (
            <span className="badge bg-secondary-subtle text-secondary-emphasis ms-2">
              {t('adGroups.agentInactive')}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'schedule',
      header: t('adGroups.columns.schedule'),
      sortKey: 'end_date',
      csv: (group) =>
        `${periodText(t, group, locale)}; ${daysText(t, group.weekdays, locale)}; ${hoursText(t, group.hour_from, group.hour_to)}`,
      cell: (group) => (
        <span className="d-inline-flex flex-column">
          <span>{periodText(t, group, locale)}</span>
          <span className="small text-body-secondary">
            {daysText(t, group.weekdays, locale)} · {hoursText(t, group.hour_from, group.hour_to)}
          </span>
        </span>
      ),
    },
    {
      id: 'buildings',
      header: t('adGroups.columns.buildings'),
      csv: (group) => targetsInFull(t, group),
      cell: (group) => (
        <span title={targetsInFull(t, group)} data-testid="group-targets">
          {targetsText(t, group)}
        </span>
      ),
    },
    {
      id: 'weight',
      header: t('adGroups.columns.weight'),
      sortKey: 'weight',
      className: 'text-end',
      csv: (group) => group.weight,
      cell: (group) => number(group.weight),
    },
    {
      id: 'items',
      header: t('adGroups.columns.items'),
      sortKey: 'items',
      className: 'text-end',
      csv: (group) => group.items,
      cell: (group) =>
        group.hasAd ? (
          number(group.items)
        ) : (
          <span className="badge bg-warning-subtle text-warning-emphasis" data-testid="no-ad">
            {t('adGroups.noAd')}
          </span>
        ),
    },
    {
      id: 'state',
      header: t('adGroups.columns.state'),
      csv: (group) => t(`adGroups.run.${runState(group, day)}`),
      cell: (group) => {
        const state = runState(group, day);
        return (
          <span className={`badge ${RUN_BADGES[state]}`} data-testid="group-state">
            {t(`adGroups.run.${state}`)}
          </span>
        );
      },
    },
  ];
}
