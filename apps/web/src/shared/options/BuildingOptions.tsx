// The <option>s of a building select: a first, empty choice ("Choose a building", "Any building") and the buildings
// of the user's scope by name. Every select of one building, whether a form field (SelectField, a registered
// select) or a plain controlled one, puts this inside its <select>, so the list and its order come from one place.
import { useBuildingOptions } from './use-building-options';

export function BuildingOptions({ placeholder }: { placeholder: string }) {
  const buildings = useBuildingOptions();
  return (
    <>
      <option value="">{placeholder}</option>
      {buildings.map((building) => (
        <option key={building.value} value={building.value}>
          {building.label}
        </option>
      ))}
    </>
  );
}
