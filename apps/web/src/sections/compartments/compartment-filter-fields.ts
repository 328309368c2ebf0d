// The list's filters declared for the shared FilterBar: building, locker, the size filter of spec §4 (a select
// and the substring it reads when 'contains' is chosen), category and state.
import type { TFunction } from 'i18next';
import type { FilterField, FilterOption } from '../../shared/data-table/data-table-types';
import { buildingFilterField } from '../../shared/options/building-filter-field';
import {
  CATEGORY_FILTERS,
  MAX_SIZE_TEXT,
  SIZE_MODES,
  sizeProblem,
  STATE_FILTERS,
  type CompartmentFilters,
} from './compartment-filters';

export function compartmentFilterFields(
  t: TFunction,
  filters: CompartmentFilters,
  buildings: readonly FilterOption[],
  lockers: readonly FilterOption[],
): FilterField[] {
  const problem = sizeProblem(filters);
  return [
    buildingFilterField(
      t('compartments.filters.building'),
      t('compartments.filters.allBuildings'),
      buildings,
    ),
    {
      id: 'uuid',
      label: t('compartments.filters.locker'),
      kind: 'select',
      options: [{ value: '', label: t('compartments.filters.allLockers') }, ...lockers],
    },
    {
      id: 'sizeMode',
      label: t('compartments.filters.size'),
      kind: 'select',
      options: SIZE_MODES.map((mode) => ({ value: mode, label: t(`compartments.sizeModes.${mode}`) })),
    },
    {
      id: 'sizeText',
      label: t('compartments.filters.sizeText'),
      kind: 'text',
      placeholder: t('compartments.filters.sizeTextPlaceholder'),
      problem: problem ? t(`compartments.problems.${problem}`, { max: MAX_SIZE_TEXT }) : undefined,
    },
    {
      id: 'category',
      label: t('compartments.filters.category'),
      kind: 'select',
      options: CATEGORY_FILTERS.map((category) => ({
        value: category,
        label:
          category === 'all'
            ? t('compartments.filters.allCategories')
            : t(`compartments.categories.${category}`),
      })),
    },
    {
      id: 'state',
      label: t('compartments.filters.state'),
      kind: 'select',
      options: STATE_FILTERS.map((state) => ({
        value: state,
        label: state === 'all' ? t('compartments.filters.allStates') : t(`compartments.states.${state}`),
      })),
    },
  ];
}
