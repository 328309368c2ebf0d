// The words for a compartment's size, category, state and door in the user's language, shared by the
// compartment list and the models' layouts. An unknown value (a category added later) shows as it is stored.
import { COMPARTMENT_CATEGORIES, DOOR_STATES } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { STATE_FILTERS } from './compartment-filters';
import { isUndefinedSize } from '@bluemanager/protocol';

const STATES = STATE_FILTERS.filter((state) => state !== 'all');

export function useCompartmentWords() {
  const { t } = useTranslation();
  const word = (group: string, known: readonly string[], value: string) =>
    known.includes(value) ? t(`compartments.${group}.${value}`) : value;
  return {
    size: (size: string) => (isUndefinedSize(size) ? t('compartments.undefinedSize') : size),
    category: (category: string) => word('categories', COMPARTMENT_CATEGORIES, category),
    state: (state: string) => word('states', STATES, state),
    door: (door: string) => word('doors', DOOR_STATES, door),
  };
}
