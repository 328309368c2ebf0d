// Machine Logs' filters declared for the shared FilterBar.
import { MACHINE_LOG_CATEGORIES, MACHINE_LOG_SEVERITIES } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import type { FilterField, FilterOption } from '../../shared/data-table/data-table-types';
import { buildingFilterField } from '../../shared/options/building-filter-field';
import type { MachineLogFilters } from './machine-log-filters';
import { periodProblem } from './period';

export function machineLogFilterFields(
  t: TFunction,
  filters: MachineLogFilters,
  buildings: readonly FilterOption[],
  lockers: readonly FilterOption[],
): FilterField[] {
  const problem = periodProblem(filters.from, filters.to);
  return [
    buildingFilterField(
      t('logs.machine.filters.building'),
      t('logs.machine.filters.allBuildings'),
      buildings,
    ),
    {
      id: 'uuid',
      label: t('logs.machine.filters.machine'),
      kind: 'select',
      options: [{ value: '', label: t('logs.machine.filters.allMachines') }, ...lockers],
    },
    {
      id: 'category',
      label: t('logs.machine.filters.category'),
      kind: 'select',
      options: [
        { value: '', label: t('logs.machine.filters.allCategories') },
        ...MACHINE_LOG_CATEGORIES.map((category) => ({
          value: category,
          label: t(`logs.machine.categories.${category}`),
        })),
      ],
    },
    {
      id: 'severity',
      label: t('logs.machine.filters.severity'),
      kind: 'select',
      options: [
        { value: '', label: t('logs.machine.filters.allSeverities') },
        ...MACHINE_LOG_SEVERITIES.map((severity) => ({
          value: severity,
          label: t(`logs.machine.severities.${severity}`),
        })),
      ],
    },
    { id: 'from', label: t('logs.machine.filters.from'), kind: 'date' },
    {
      id: 'to',
      label: t('logs.machine.filters.to'),
      kind: 'date',
      problem: problem ? t(`logs.member.filters.${problem}`) : undefined,
    },
  ];
}
