// Which lockers a group reaches, the rule of ad-groups.acts.ts in one place: a locker plays a group when the group
// targets the locker's building or the locker itself; when the group names screen layouts, only a locker carrying
// one of them does. The playlist and the report check ask it in SQL; the demo's history asks it in memory.
import { sql, type Expression, type SqlBool } from 'kysely';

export interface LockerPlace {
  machineId: number;
  buildingId: number;
  /** The screen layout the locker carries; null for none. */
  screenId: number | null;
}

/** The group (`ad_groups` in the query) targets the locker's building or the locker itself. */
export function targetsLocker(locker: Pick<LockerPlace, 'machineId' | 'buildingId'>): Expression<SqlBool> {
  return sql<SqlBool>`(exists (select 1 from ad_group_buildings where ad_group_buildings.group_id = ad_groups.id and ad_group_buildings.building_id = ${locker.buildingId}) or exists (select 1 from ad_group_machines where ad_group_machines.group_id = ad_groups.id and ad_group_machines.machine_id = ${locker.machineId}))`;
}

/** The group (`ad_groups` in the query) names no screen, or the locker's. */
export function fitsScreen(screenId: number | null): Expression<SqlBool> {
  const named =
    screenId === null
      ? sql<SqlBool>`1 = 0`
      : sql<SqlBool>`exists (select 1 from ad_group_screens where ad_group_screens.group_id = ad_groups.id and ad_group_screens.screen_id = ${screenId})`;
  return sql<SqlBool>`(not exists (select 1 from ad_group_screens where ad_group_screens.group_id = ad_groups.id) or ${named})`;
}

/** A group's targets, as sets, for the in-memory form of the rule. */
export interface GroupTargets {
  buildings: ReadonlySet<number>;
  machines: ReadonlySet<number>;
  screens: ReadonlySet<number>;
}

export function groupReaches(targets: GroupTargets, locker: LockerPlace): boolean {
  const targeted = targets.buildings.has(locker.buildingId) || targets.machines.has(locker.machineId);
  const screenFits =
    targets.screens.size === 0 || (locker.screenId !== null && targets.screens.has(locker.screenId));
  return targeted && screenFits;
}
