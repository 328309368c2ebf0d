// The list's filters declared for the shared FilterBar, with the problems the server would refuse shown beside
// their fields.
import { MIN_SEARCH_LENGTH } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import type { FilterField, FilterOption } from '../../shared/data-table/data-table-types';
import { filterProblems, STATE_FILTERS, type ParcelFilters } from './parcel-filters';

export function parcelFilterFields(
  t: TFunction,
  filters: ParcelFilters,
  buildings: readonly FilterOption[],
  lockers: readonly FilterOption[],
): FilterField[] {
  const problems = filterProblems(filters);
  const problem = (key: keyof ParcelFilters) => {
    const found = problems[key];
    return found ? t(`parcels.problems.${found}`, { min: MIN_SEARCH_LENGTH }) : undefined;
  };
  return [
    { id: 's', label: t('parcels.filters.search'), kind: 'text', problem: problem('s') },
    {
      id: 'buid',
      label: t('parcels.filters.building'),
      kind: 'select',
      options: [{ value: '', label: t('parcels.filters.allBuildings') }, ...buildings],
    },
    {
      id: 'muuid',
      label: t('parcels.filters.locker'),
      kind: 'select',
      options: [{ value: '', label: t('parcels.filters.allLockers') }, ...lockers],
    },
    { id: 'c', label: t('parcels.filters.carrier'), kind: 'text', problem: problem('c') },
    { id: 'p', label: t('parcels.filters.phone'), kind: 'text', inputMode: 'tel', problem: problem('p') },
    {
      id: 'email',
      label: t('parcels.filters.email'),
      kind: 'text',
      inputMode: 'email',
      problem: problem('email'),
    },
    { id: 'id', label: t('parcels.filters.id'), kind: 'text', inputMode: 'numeric', problem: problem('id') },
    {
      id: 'state',
      label: t('parcels.filters.state'),
      kind: 'select',
      options: STATE_FILTERS.map((state) => ({
        value: state,
        label: state === 'all' ? t('parcels.filters.allStates') : t(`parcels.states.${state}`),
      })),
    },
    { id: 'from', label: t('parcels.filters.from'), kind: 'date' },
    { id: 'to', label: t('parcels.filters.to'), kind: 'date', problem: problem('to') },
    { id: 'overtime', label: t('parcels.filters.overdue'), kind: 'checkbox' },
    { id: 'abnormal', label: t('parcels.filters.abnormal'), kind: 'checkbox' },
    { id: 'unattended', label: t('parcels.filters.unattended'), kind: 'checkbox' },
  ];
}
