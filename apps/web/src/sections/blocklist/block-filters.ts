// The Black List's filters as the page holds them, the FilterBar's fields, and the act 54001 parameters they become.
import { BLOCK_KINDS, BLOCK_STATES, type ActParams, type blockListAct } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import type { FilterField, FilterValues } from '../../shared/data-table/data-table-types';

export interface BlockFilters {
  [key: string]: string;
  q: string;
  kind: string;
  state: string;
}

export const EMPTY_FILTERS: BlockFilters = { q: '', kind: '', state: '' };

const oneOf = (values: readonly string[], value: unknown) =>
  typeof value === 'string' && values.includes(value) ? value : '';

export const readFilters = (values: FilterValues): BlockFilters => ({
  q: typeof values.q === 'string' ? values.q.slice(0, 64) : '',
  kind: oneOf(BLOCK_KINDS, values.kind),
  state: oneOf(BLOCK_STATES, values.state),
});

type FilterParams = Omit<ActParams<typeof blockListAct>, 'offset' | 'count'>;

export function filterParams(filters: BlockFilters): FilterParams {
  const params: FilterParams = {};
  if (filters.q.trim() !== '') params.q = filters.q.trim();
  const kind = BLOCK_KINDS.find((value) => value === filters.kind);
  if (kind) params.kind = kind;
  const state = BLOCK_STATES.find((value) => value === filters.state);
  if (state) params.state = state;
  return params;
}

export function blockFilterFields(t: TFunction): FilterField[] {
  return [
    {
      id: 'q',
      label: t('blocklist.filters.search'),
      kind: 'text',
      placeholder: t('blocklist.filters.searchPlaceholder'),
    },
    {
      id: 'kind',
      label: t('blocklist.filters.kind'),
      kind: 'select',
      options: [
        { value: '', label: t('blocklist.filters.allKinds') },
        ...BLOCK_KINDS.map((kind) => ({ value: kind, label: t(`blocklist.kind.${kind}`) })),
      ],
    },
    {
      id: 'state',
      label: t('blocklist.filters.state'),
      kind: 'select',
      options: [
        { value: '', label: t('blocklist.filters.allStates') },
        ...BLOCK_STATES.map((state) => ({ value: state, label: t(`blocklist.state.${state}`) })),
      ],
    },
  ];
}
