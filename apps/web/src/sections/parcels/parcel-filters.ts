// The list's filters as the page holds them (strings and booleans, as the inputs edit them), how the route
// /parcels/{json} or /parcels/{text} fills them (spec §2), and the act parameters they become.
import { MIN_SEARCH_LENGTH, type ActParams, type parcelListAct } from '@bluemanager/protocol';

export const STATE_FILTERS = ['all', 'expected', 'pending', 'collected', 'returned'] as const;
export type StateFilter = (typeof STATE_FILTERS)[number];

export interface ParcelFilters {
  [key: string]: string | boolean;
  buid: string;
  muuid: string;
  c: string;
  p: string;
  email: string;
  id: string;
  state: StateFilter;
  overtime: boolean;
  abnormal: boolean;
  unattended: boolean;
  from: string;
  to: string;
  s: string;
}

export const EMPTY_FILTERS: ParcelFilters = {
  buid: '',
  muuid: '',
  c: '',
  p: '',
  email: '',
  id: '',
  state: 'all',
  overtime: false,
  abnormal: false,
  unattended: false,
  from: '',
  to: '',
  s: '',
};

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

const flag = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

/** What a date input holds; anything else in a link is dropped rather than sent to be refused. */
const date = (value: unknown): string => {
  const found = text(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(found) ? found : '';
};

/** A JSON object of the route (or of a link to it) as the filters: unknown fields are ignored. */
export function filtersFromJson(json: Readonly<Record<string, unknown>>): ParcelFilters {
  const state = text(json.state);
  return {
    buid: /^\d+$/.test(text(json.buid)) ? text(json.buid) : '',
    muuid: text(json.muuid),
    c: text(json.c),
    p: text(json.p),
    email: text(json.email),
    id: text(json.id),
    state: STATE_FILTERS.find((entry) => entry === state) ?? 'all',
    overtime: flag(json.overtime),
    abnormal: flag(json.abnormal),
    unattended: flag(json.unattended),
    from: date(json.from),
    to: date(json.to),
    s: text(json.s),
  };
}

/** The route's segment (already URL-decoded) as a JSON object, or undefined when it is a plain text search. */
export function routeJson(segment: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(segment);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The route's segment (already URL-decoded): a JSON object pre-fills the filters, anything else is a text search. */
export function filtersFromRoute(segment: string | undefined): ParcelFilters {
  if (!segment || segment.trim() === '') return EMPTY_FILTERS;
  const json = routeJson(segment);
  return json ? filtersFromJson(json) : { ...EMPTY_FILTERS, s: segment.trim() };
}

export type FilterProblem = 'tooShort' | 'notAnId' | 'badRange';

/** What the server would refuse, found before asking it: the field and why. */
export function filterProblems(filters: ParcelFilters): Partial<Record<keyof ParcelFilters, FilterProblem>> {
  const problems: Partial<Record<keyof ParcelFilters, FilterProblem>> = {};
  for (const key of ['c', 'p', 'email'] as const) {
    if (filters[key] !== '' && filters[key].length < MIN_SEARCH_LENGTH) problems[key] = 'tooShort';
  }
  if (filters.id !== '' && !/^\d{1,10}$/.test(filters.id)) problems.id = 'notAnId';
  if (filters.s !== '' && !/^\d+$/.test(filters.s) && filters.s.length < MIN_SEARCH_LENGTH)
    problems.s = 'tooShort';
  if (filters.from !== '' && filters.to !== '' && filters.from > filters.to) problems.to = 'badRange';
  return problems;
}

export type ListFilterParams = Omit<ActParams<typeof parcelListAct>, 'sort' | 'dir' | 'offset' | 'count'>;

/** The act's filter parameters: empty fields are left out; the date range covers whole days. */
export function filterParams(filters: ParcelFilters): ListFilterParams {
  const params: ListFilterParams = { state: filters.state };
  if (filters.buid !== '') params.buid = Number(filters.buid);
  if (filters.muuid !== '') params.muuid = filters.muuid;
  if (filters.c !== '') params.c = filters.c;
  if (filters.p !== '') params.p = filters.p;
  if (filters.email !== '') params.email = filters.email;
  if (filters.id !== '') params.id = Number(filters.id);
  if (filters.overtime) params.overtime = true;
  if (filters.abnormal) params.abnormal = true;
  if (filters.unattended) params.unattended = true;
  if (filters.from !== '') params.from = filters.from;
  if (filters.to !== '') params.to = `${filters.to} 23:59:59`;
  if (filters.s !== '') params.s = filters.s;
  return params;
}

/** The same filter as the export's query string. */
export function exportQuery(filters: ParcelFilters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filterParams(filters))) {
    if (value !== undefined) query.set(key, String(value));
  }
  return query.toString();
}
