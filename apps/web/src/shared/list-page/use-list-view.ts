// A list's view held in state and kept in the address bar. Each change of filters, sort or page replaces the
// current history entry (no entry per change, so Back leaves the list rather than stepping through its filters).
//
// Why history.replaceState and not the router's navigate: the frame re-mounts the page whenever the path changes
// (ContentArea keys the route transition by pathname), and some lists keep their filters in the path (spec §2's
// /parcels/{json}), so a router navigation per filter would throw the list away and replay the transition. The
// router learns the new address on the next real navigation, which is all it needs: Back, a reload and a copied
// link all read the address bar. A hash changed from outside (typed, or set by a script) is adopted.
import { useEffect, useState } from 'react';
import type { FilterValues } from '../data-table/data-table-types';
import type { ListView, ViewAddress } from './list-view';

export interface ListViewState<Filters extends FilterValues> {
  view: ListView<Filters>;
  /** Shows another view (new filters or sort start again at the first row: the caller says so with offset 0). */
  show: (view: ListView<Filters>) => void;
}

/** `address` must keep its identity across renders (declare it at module level or memoise it). */
export function useListView<Filters extends FilterValues>(
  address: ViewAddress<Filters>,
  initial: () => ListView<Filters>,
): ListViewState<Filters> {
  const [view, show] = useState<ListView<Filters>>(initial);
  const route = address.write(view);

  useEffect(() => {
    const shown = address.read(window.location.hash);
    // Another route took over (the list is leaving), or the address already shows this view in its own words.
    if (shown === undefined || address.write(shown) === route) return;
    window.history.replaceState(window.history.state, '', `#${route}`);
  }, [address, route]);

  useEffect(() => {
    const onHashChange = () => {
      const shown = address.read(window.location.hash);
      if (shown !== undefined) show(shown);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [address]);

  return { view, show };
}
