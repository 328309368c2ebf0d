// The choices of the building and locker filters. Buildings come from the call spec §6 names for the user's level
// (50004 for building-level users such as the metro staff, 50005 for the others); lockers from the machine list
// (52010) of the chosen building, or of every building in scope.
import { allBuildingsAct, isBuildingLevel, machinePageAct, managedBuildingsAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { useAct } from '../../api/use-act';
import { currentLanguage } from '../../i18n/i18n';
import { useUser } from '../../session/session-context';
import type { FilterOption } from '../../shared/data-table/data-table-types';
import { readableMachineName } from '../../format/machine-name';

const LONG_LIVED = 10 * 60_000;

export function useCompartmentOptions(buid: string) {
  const act = useAct();
  const user = useUser();
  const buildings = useQuery({
    queryKey: ['compartments', 'buildings', user.level],
    queryFn: () =>
      isBuildingLevel(user.level) ? act(managedBuildingsAct, { a: user.ret }) : act(allBuildingsAct, {}),
    staleTime: LONG_LIVED,
  });
  const lockers = useQuery({
    queryKey: ['compartments', 'lockers', buid],
    queryFn: () => act(machinePageAct, { buid: buid === '' ? '' : Number(buid), count: 1000 }),
    staleTime: LONG_LIVED,
  });
  const language = currentLanguage();
  const buildingOptions: FilterOption[] = [...(buildings.data ?? [])]
    .sort((a, b) => a.bname.localeCompare(b.bname, language))
    .map((building) => ({ value: String(building.buid), label: building.bname }));
  const lockerOptions: FilterOption[] = (lockers.data?.items ?? []).map((locker) => ({
    value: locker.uuid,
    // Without a building chosen, the building tells lockers of the same place name apart.
    label:
      buid === ''
        ? `${readableMachineName(locker.name, locker.bname)} (${locker.bname})`
        : readableMachineName(locker.name, locker.bname),
  }));
  return { buildingOptions, lockerOptions };
}
