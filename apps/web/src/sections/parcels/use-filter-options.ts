// The choices of the parcel list's building and locker filters (the shared option hooks). A building or locker
// named by the route but not in the lists still shows, so the filter says what the list is filtered by.
import type { FilterOption } from '../../shared/data-table/data-table-types';
import { useBuildingOptions, useLockerOptions } from '../../shared/options/use-building-options';

export function useFilterOptions(buid: string, muuid: string) {
  const buildingOptions: FilterOption[] = useBuildingOptions();
  const lockerOptions: FilterOption[] = useLockerOptions(buid);
  if (muuid !== '' && !lockerOptions.some((option) => option.value === muuid))
    lockerOptions.push({ value: muuid, label: muuid });
  if (buid !== '' && !buildingOptions.some((option) => option.value === buid))
    buildingOptions.push({ value: buid, label: buid });
  return { buildingOptions, lockerOptions };
}
