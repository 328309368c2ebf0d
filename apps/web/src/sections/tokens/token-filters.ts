// The token list's filters as the page holds them, the FilterBar's fields, and the act 54101 parameters they become.
import { TOKEN_STATES, type ActParams, type tokenListAct } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import type { FilterField, FilterValues } from '../../shared/data-table/data-table-types';

export interface TokenFilters {
  [key: string]: string;
  q: string;
  state: string;
}

export const EMPTY_FILTERS: TokenFilters = { q: '', state: '' };

export const readFilters = (values: FilterValues): TokenFilters => ({
  q: typeof values.q === 'string' ? values.q.slice(0, 64) : '',
  state: TOKEN_STATES.find((state) => state === values.state) ?? '',
});

export function filterParams(
  filters: TokenFilters,
): Omit<ActParams<typeof tokenListAct>, 'offset' | 'count'> {
  const state = TOKEN_STATES.find((value) => value === filters.state);
  return { ...(filters.q.trim() !== '' ? { q: filters.q.trim() } : {}), ...(state ? { state } : {}) };
}

export function tokenFilterFields(t: TFunction): FilterField[] {
  return [
    {
      id: 'q',
      label: t('tokens.filters.search'),
      kind: 'text',
      placeholder: t('tokens.filters.searchPlaceholder'),
    },
    {
      id: 'state',
      label: t('tokens.filters.state'),
      kind: 'select',
      options: [
        { value: '', label: t('tokens.filters.allStates') },
        ...TOKEN_STATES.map((state) => ({ value: state, label: t(`tokens.state.${state}`) })),
      ],
    },
  ];
}
