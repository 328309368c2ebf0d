// The list's filters declared for the shared FilterBar.
import { LOCKER_FAMILIES, MACHINE_MODES } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import type { FilterField, FilterOption } from '../../shared/data-table/data-table-types';
import { buildingFilterField } from '../../shared/options/building-filter-field';
import { familyName, modeName } from './mode-label';

export function machineFilterFields(t: TFunction, buildings: readonly FilterOption[]): FilterField[] {
  return [
    {
      id: 'q',
      label: t('machines.filters.search'),
      kind: 'text',
      placeholder: t('machines.filters.searchPlaceholder'),
    },
    buildingFilterField(t('machines.filters.building'), t('machines.filters.allBuildings'), buildings),
    {
      id: 'mm',
      label: t('machines.filters.mode'),
      kind: 'select',
      options: [
        { value: '', label: t('machines.filters.allModes') },
        ...MACHINE_MODES.map((mode) => ({
          value: String(mode.mm),
          label: modeName(t, mode.mm, mode.name),
        })),
      ],
    },
    {
      id: 'family',
      label: t('machines.filters.family'),
      kind: 'select',
      options: [
        { value: '', label: t('machines.filters.allFamilies') },
        ...LOCKER_FAMILIES.map((family) => ({ value: family, label: familyName(t, family) })),
      ],
    },
    {
      id: 'online',
      label: t('machines.filters.online'),
      kind: 'select',
      options: [
        { value: 'all', label: t('machines.filters.all') },
        { value: 'online', label: t('machines.filters.onlyOnline') },
        { value: 'offline', label: t('machines.filters.onlyOffline') },
      ],
    },
    {
      id: 'run_sts',
      label: t('machines.filters.runState'),
      kind: 'select',
      options: [
        { value: '', label: t('machines.filters.allRunStates') },
        { value: '1', label: t('machines.runState.inService') },
        { value: '0', label: t('machines.runState.outOfService') },
      ],
    },
    { id: 'retired', label: t('machines.filters.retired'), kind: 'checkbox' },
  ];
}
