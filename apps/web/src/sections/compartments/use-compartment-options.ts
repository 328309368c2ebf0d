// The choices of the compartment list's building and locker filters: the shared option hooks (spec §6's call for
// the user's level; the lockers of the chosen building, or of every building in scope).
import { useBuildingOptions, useLockerOptions } from '../../shared/options/use-building-options';

export function useCompartmentOptions(buid: string) {
  return { buildingOptions: useBuildingOptions(), lockerOptions: useLockerOptions(buid) };
}
