// The webhooks list and a webhook's delivery log have no filters: their view is the page they show, newest first.
import type { ListView } from '../../shared/list-page/list-view';

export type NoFilters = Record<string, string | boolean>;

export const NO_FILTERS: NoFilters = {};

export const NEWEST_FIRST: ListView<NoFilters> = {
  filters: NO_FILTERS,
  sort: { key: 'id', dir: 'desc' },
  offset: 0,
};
