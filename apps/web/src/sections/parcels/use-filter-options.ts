// The choices of the building and locker filters: the buildings in the user's scope (act 50005) and the lockers
// of the chosen building (act 52010). A locker named by the route but not listed still shows, under its uuid.
import { allBuildingsAct, machinePageAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { useAct } from '../../api/use-act';
import type { FilterOption } from '../../shared/data-table/data-table-types';
import { lockerName } from './parcel-row';

const LONG_LIVED = 10 * 60_000;

export function useFilterOptions(buid: string, muuid: string) {
  const act = useAct();
  const buildings = useQuery({
    queryKey: ['parcels', 'buildings'],
    queryFn: () => act(allBuildingsAct, {}),
    staleTime: LONG_LIVED,
  });
  const lockers = useQuery({
    queryKey: ['parcels', 'lockers', buid],
    queryFn: () => act(machinePageAct, { buid: buid === '' ? '' : Number(buid), count: 1000 }),
    staleTime: LONG_LIVED,
  });
  const buildingOptions: FilterOption[] = [...(buildings.data ?? [])]
    .sort((a, b) => a.bname.localeCompare(b.bname))
    .map((building) => ({ value: String(building.buid), label: building.bname }));
  const lockerOptions: FilterOption[] = (lockers.data?.items ?? []).map((locker) => ({
    value: locker.uuid,
    label: buid === '' ? `${lockerName(locker.name)} (${locker.bname})` : lockerName(locker.name),
  }));
  if (muuid !== '' && !lockerOptions.some((option) => option.value === muuid))
    lockerOptions.push({ value: muuid, label: muuid });
  if (buid !== '' && !buildingOptions.some((option) => option.value === buid))
    buildingOptions.push({ value: buid, label: buid });
  return { buildingOptions, lockerOptions };
}
