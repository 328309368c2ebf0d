// The current building and locker of spec §3's stored keys: `currentBuilding` holds the chosen building (and locker)
// as JSON, `bm-currentBuilding` its uid, `allBuildingInfo` the buildings it was chosen among.
import { STORAGE_KEYS } from '../../session/storage-keys';

export interface CurrentLocker {
  buid: number;
  bname: string;
  /** The chosen locker, when one was chosen. */
  muuid?: string;
  mname?: string;
}

function isCurrentLocker(value: unknown): value is CurrentLocker {
  if (typeof value !== 'object' || value === null) return false;
  const { buid, bname } = value as Record<string, unknown>;
  return typeof buid === 'number' && typeof bname === 'string';
}

export function readCurrentLocker(storage: Storage = localStorage): CurrentLocker | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.currentBuilding) ?? 'null');
    return isCurrentLocker(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberCurrentLocker(
  choice: CurrentLocker,
  buildings: readonly { buid: number; bname: string }[],
  storage: Storage = localStorage,
): void {
  storage.setItem(STORAGE_KEYS.currentBuilding, JSON.stringify(choice));
  storage.setItem(STORAGE_KEYS.bmCurrentBuilding, String(choice.buid));
  storage.setItem(
    STORAGE_KEYS.allBuildingInfo,
    JSON.stringify(buildings.map(({ buid, bname }) => ({ buid, bname }))),
  );
}
