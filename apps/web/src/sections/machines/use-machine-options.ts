// The choices the machine pages offer: the buildings in the user's scope (act 50005), sorted by name (spec §3),
// and, for system admins, the machine models a new machine is made from (act 52020).
import { allBuildingsAct, machineModelsAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { useAct } from '../../api/use-act';
import type { FilterOption } from '../../shared/data-table/data-table-types';

const LONG_LIVED = 10 * 60_000;

export function useBuildingOptions(): FilterOption[] {
  const act = useAct();
  const buildings = useQuery({
    queryKey: ['machines', 'buildings'],
    queryFn: () => act(allBuildingsAct, {}),
    staleTime: LONG_LIVED,
  });
  return [...(buildings.data ?? [])]
    .sort((a, b) => a.bname.localeCompare(b.bname))
    .map((building) => ({ value: String(building.buid), label: building.bname }));
}

/** Called by the Add machine form only, so readers never ask for the models. */
export function useModels() {
  const act = useAct();
  return useQuery({
    queryKey: ['machines', 'models'],
    queryFn: () => act(machineModelsAct, {}),
    staleTime: LONG_LIVED,
  });
}
