// The choices every page that lists buildings and lockers offers, from one place. Spec §6: building-level users
// (levels 1, 11 and 12) load their buildings with act 50004, the others with 50005; the lockers of a building (or
// of every building in scope) come from the machine page (52010). Names read as people know them: a locker is
// named by its place, with its building when no building is chosen ("Maple Court · Lobby"), never twice.
import {
  allBuildingsAct,
  isBuildingLevel,
  machinePageAct,
  managedBuildingsAct,
  type ActResult,
} from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { useAct } from '../../api/use-act';
import { readableMachineName } from '../../format/machine-name';
import { currentLanguage } from '../../i18n/i18n';
import { useUser } from '../../session/session-context';
import type { FilterOption } from '../data-table/data-table-types';

const LONG_LIVED = 10 * 60_000;

export type BuildingChoice = ActResult<typeof allBuildingsAct>[number];

/** The buildings of the user's scope by the call spec §6 names for the level, sorted by name (spec §3). */
export function useBuildings() {
  const act = useAct();
  const user = useUser();
  return useQuery({
    queryKey: ['buildings', user.level, user.ret],
    queryFn: () =>
      isBuildingLevel(user.level)
        ? act(managedBuildingsAct, { a: user.ret })
        : act(allBuildingsAct, { a: user.ret }),
    staleTime: LONG_LIVED,
    select: (rows) => [...rows].sort((a, b) => a.bname.localeCompare(b.bname, currentLanguage())),
  });
}

export function useBuildingOptions(): FilterOption[] {
  const buildings = useBuildings();
  return (buildings.data ?? []).map((building) => ({ value: String(building.buid), label: building.bname }));
}

/** The locker filter's label: the place alone within a chosen building, else the building and the place. */
export function lockerLabel(locker: { name: string; bname: string }, buildingChosen: boolean): string {
  const place = readableMachineName(locker.name, locker.bname);
  if (buildingChosen || place === locker.bname) return place;
  return `${locker.bname} · ${place}`;
}

export function useLockerOptions(buid: string): FilterOption[] {
  const act = useAct();
  const lockers = useQuery({
    queryKey: ['lockers', buid],
    queryFn: () => act(machinePageAct, { buid: buid === '' ? '' : Number(buid), count: 1000 }),
    staleTime: LONG_LIVED,
  });
  return (lockers.data?.items ?? []).map((locker) => ({
    value: locker.uuid,
    label: lockerLabel(locker, buid !== ''),
  }));
}
