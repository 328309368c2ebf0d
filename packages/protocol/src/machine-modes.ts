// Machine modes (mm) and locker families. A family's type number is both the `mtype` of the login result and the
// `dt` filter of the machine list (1 main, 2 miniBox, 3 bike); amenity machines take 4.

export const LOCKER_FAMILIES = ['main', 'miniBox', 'bike', 'amenity'] as const;
export type LockerFamily = (typeof LOCKER_FAMILIES)[number];

export const FAMILY_TYPE: Record<LockerFamily, number> = { main: 1, miniBox: 2, bike: 3, amenity: 4 };

export function familyOfType(type: number): LockerFamily | undefined {
  return LOCKER_FAMILIES.find((family) => FAMILY_TYPE[family] === type);
}

export interface MachineModeInfo {
  mm: number;
  name: string;
  family: LockerFamily;
}

export const MACHINE_MODES: readonly MachineModeInfo[] = [
  { mm: 1, name: 'BlueBox parcel locker', family: 'main' },
  { mm: 3, name: 'Bike locker', family: 'bike' },
  { mm: 6, name: 'Metro locker', family: 'main' },
  { mm: 8, name: 'Metro security locker', family: 'main' },
  { mm: 12, name: 'Jukebox', family: 'main' },
  { mm: 13, name: 'MiniBox', family: 'miniBox' },
  { mm: 14, name: 'EMCO locker', family: 'main' },
  { mm: 16, name: 'VIU locker', family: 'main' },
  { mm: 17, name: 'Amenity machine', family: 'amenity' },
];

export function machineModeInfo(mm: number): MachineModeInfo | undefined {
  return MACHINE_MODES.find((mode) => mode.mm === mm);
}

/** Spec §5: a locker is offline when its status is not '101' while its run status is '1'. */
export function isOfflineLocker(machine: { status: string; run_sts: string }): boolean {
  return machine.status !== '101' && machine.run_sts === '1';
}
