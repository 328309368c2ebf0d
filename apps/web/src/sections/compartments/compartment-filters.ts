// The list's filters as the page holds them, how one change to them is read (the size select and the size text
// are one filter, spec §4), and the act parameters they become.
import { COMPARTMENT_CATEGORIES, type ActParams, type compartmentListAct } from '@bluemanager/protocol';
import { filterText } from '../../shared/list-page/use-act-list';

/** Spec §4: all, undefined (size contains '-1'), defined (does not), or a size substring ('contains'). */
export const SIZE_MODES = ['all', 'undefined', 'defined', 'contains'] as const;
export type SizeMode = (typeof SIZE_MODES)[number];

export const STATE_FILTERS = ['all', 'free', 'occupied', 'disabled'] as const;
export type StateFilter = (typeof STATE_FILTERS)[number];

export const CATEGORY_FILTERS = ['all', ...COMPARTMENT_CATEGORIES] as const;

/** The act's longest size parameter. */
export const MAX_SIZE_TEXT = 16;

export interface CompartmentFilters {
  [key: string]: string | boolean;
  buid: string;
  uuid: string;
  sizeMode: SizeMode;
  sizeText: string;
  category: string;
  state: StateFilter;
}

export const EMPTY_FILTERS: CompartmentFilters = {
  buid: '',
  uuid: '',
  sizeMode: 'all',
  sizeText: '',
  category: 'all',
  state: 'all',
};

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.find((entry) => entry === value) ?? fallback;
}

/**
 * The filters after the user changed some of them. The size select always tells the truth: choosing All,
 * Undefined or Defined empties the size text, and applying a size text selects 'contains' (an empty one goes
 * back to All). A new building empties the locker choice, since the old locker is not in it.
 */
export function nextFilters(
  previous: CompartmentFilters,
  values: Readonly<Record<string, string | boolean>>,
): CompartmentFilters {
  const next: CompartmentFilters = {
    buid: filterText(values, 'buid'),
    uuid: filterText(values, 'uuid'),
    sizeMode: oneOf(SIZE_MODES, values.sizeMode, 'all'),
    sizeText: filterText(values, 'sizeText').trim(),
    category: oneOf(CATEGORY_FILTERS, values.category, 'all'),
    state: oneOf(STATE_FILTERS, values.state, 'all'),
  };
  if (next.buid !== previous.buid) next.uuid = '';
  if (next.sizeMode !== previous.sizeMode) {
    if (next.sizeMode !== 'contains') next.sizeText = '';
  } else if (next.sizeText !== previous.sizeText) {
    next.sizeMode = next.sizeText === '' ? 'all' : 'contains';
  }
  return next;
}

/** The act's size parameter: the mode's keyword, or the substring ('all' while none is typed yet). */
export function sizeParam(filters: Pick<CompartmentFilters, 'sizeMode' | 'sizeText'>): string {
  if (filters.sizeMode !== 'contains') return filters.sizeMode;
  return filters.sizeText.trim() === '' ? 'all' : filters.sizeText.trim();
}

export type SizeProblem = 'tooLong';

/** What the server would refuse, found before asking it. */
export function sizeProblem(filters: Pick<CompartmentFilters, 'sizeText'>): SizeProblem | undefined {
  return filters.sizeText.trim().length > MAX_SIZE_TEXT ? 'tooLong' : undefined;
}

export type CompartmentListParams = Omit<ActParams<typeof compartmentListAct>, 'offset' | 'count'>;

/** The act's filter parameters; an empty building or locker is left out (every one in scope). */
export function compartmentParams(filters: CompartmentFilters): CompartmentListParams {
  const params: CompartmentListParams = {
    size: sizeParam(filters),
    category: filters.category,
    state: filters.state,
  };
  if (filters.buid !== '') params.buid = Number(filters.buid);
  if (filters.uuid !== '') params.uuid = filters.uuid;
  return params;
}
