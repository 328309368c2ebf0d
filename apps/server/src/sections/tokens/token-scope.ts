// A token narrowed to some buildings reaches those of its owner's buildings only: the owner's scope, intersected.
import type { BuildingScope } from '../../domain/buildings/scope.js';

export function narrowScope(scope: BuildingScope, buildings: readonly number[]): BuildingScope {
  if (buildings.length === 0) return scope;
  if (scope.kind === 'all') return { kind: 'some', buildingIds: buildings };
  return { kind: 'some', buildingIds: scope.buildingIds.filter((id) => buildings.includes(id)) };
}
