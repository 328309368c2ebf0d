// Member Logs' filters declared for the shared FilterBar.
import { OPERATION_CATEGORIES } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import type { FilterField, FilterOption } from '../../shared/data-table/data-table-types';
import { buildingFilterField } from '../../shared/options/building-filter-field';
import type { MemberLogFilters } from './member-log-filters';
import { periodProblem } from './period';

export function memberLogFilterFields(
  t: TFunction,
  filters: MemberLogFilters,
  buildings: readonly FilterOption[],
): FilterField[] {
  const problem = periodProblem(filters.from, filters.to);
  return [
    {
      id: 'q',
      label: t('logs.member.filters.search'),
      kind: 'text',
      placeholder: t('logs.member.filters.searchPlaceholder'),
    },
    {
      id: 'category',
      label: t('logs.member.filters.category'),
      kind: 'select',
      options: [
        { value: '', label: t('logs.member.filters.allCategories') },
        ...OPERATION_CATEGORIES.map((category) => ({
          value: category,
          label: t(`logs.categories.${category}`),
        })),
      ],
    },
    {
      id: 'actor',
      label: t('logs.member.filters.actor'),
      kind: 'text',
      placeholder: t('logs.member.filters.actorPlaceholder'),
    },
    buildingFilterField(t('logs.member.filters.building'), t('logs.member.filters.allBuildings'), buildings),
    { id: 'from', label: t('logs.member.filters.from'), kind: 'date' },
    {
      id: 'to',
      label: t('logs.member.filters.to'),
      kind: 'date',
      problem: problem ? t(`logs.member.filters.${problem}`) : undefined,
    },
  ];
}
