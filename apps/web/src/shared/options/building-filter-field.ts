// The building filter most lists offer: one building of the user's scope, or every one ('', the first choice).
import type { FilterField, FilterOption } from '../data-table/data-table-types';

export function buildingFilterField(
  label: string,
  allLabel: string,
  buildings: readonly FilterOption[],
): FilterField {
  return { id: 'buid', label, kind: 'select', options: [{ value: '', label: allLabel }, ...buildings] };
}
