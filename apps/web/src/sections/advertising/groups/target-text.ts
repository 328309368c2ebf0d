// A group's targets in words, for the list and the overview: names while they are few and only buildings ("Maple
// Court, Oak Tower"), counts otherwise ("3 buildings, 2 lockers, 1080 × 1920 screens"); a single locker by its place.
import type { AdGroupItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { lockerLabel } from '../../../shared/options/use-building-options';
import { sizeLabel } from './picture-size';

type Targets = Pick<AdGroupItem, 'buildings' | 'machines' | 'screens'>;

/** The screens' sizes, each once, in the order listed: '1080 × 1920, 1920 × 1080'. */
function screenSizes(group: Targets): string {
  const sizes = group.screens.map((screen) => sizeLabel(`${screen.width}x${screen.height}`));
  return [...new Set(sizes)].join(', ');
}

export function targetsText(t: TFunction, group: Targets): string {
  const { buildings, machines, screens } = group;
  const parts: string[] = [];
  const onlyBuildings = machines.length === 0 && screens.length === 0;
  if (buildings.length > 0) {
    parts.push(
      onlyBuildings && buildings.length <= 2
        ? buildings.map((building) => building.bname).join(', ')
        : t('adGroups.targets.buildings', { count: buildings.length }),
    );
  }
  const [locker] = machines;
  if (machines.length === 1 && buildings.length === 0 && locker) parts.push(lockerLabel(locker, false));
  else if (machines.length > 0) parts.push(t('adGroups.targets.lockers', { count: machines.length }));
  if (screens.length > 0) parts.push(t('adGroups.targets.screens', { sizes: screenSizes(group) }));
  return parts.join(', ');
}

/** Every target by name, for the CSV export and the cell's title. */
export function targetsInFull(t: TFunction, group: Targets): string {
  return [
    ...group.buildings.map((building) => building.bname),
    ...group.machines.map((machine) => lockerLabel(machine, false)),
    ...group.screens.map((screen) =>
      t('adGroups.targets.screen', {
        name: screen.name,
        size: sizeLabel(`${screen.width}x${screen.height}`),
      }),
    ),
  ].join(', ');
}
