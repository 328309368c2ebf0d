// Keeps the address bar on the view the list shows: each change of filters, sort or page replaces the current
// history entry (no entry per change, so Back leaves the list rather than stepping through its filters).
//
// Why history.replaceState and not the router's navigate: the frame re-mounts the page whenever the path changes
// (ContentArea keys the route transition by pathname), and the filters live in the path (#/parcels/{json}, spec
// §2), so a router navigation per filter would throw the list away and replay the transition. The router learns
// the new address on the next real navigation, which is all it needs: Back, a reload and a copied link all read
// the address bar. A hash changed from outside (typed, or set by a script) is adopted through `onOutsideChange`.
import { useEffect, useRef } from 'react';
import { parcelSegmentOf, routeOfView, viewFromRoute, type ParcelView } from './parcel-view';

export function useViewInUrl(view: ParcelView, onOutsideChange: (view: ParcelView) => void): void {
  const route = routeOfView(view);
  useEffect(() => {
    const segment = parcelSegmentOf(window.location.hash);
    // Another route took over (the list is leaving), or the address already shows this view in its own words.
    if (segment === undefined || routeOfView(viewFromRoute(segment)) === route) return;
    window.history.replaceState(window.history.state, '', `#${route}`);
  }, [route]);

  const adopt = useRef(onOutsideChange);
  useEffect(() => {
    adopt.current = onOutsideChange;
  });
  useEffect(() => {
    const onHashChange = () => {
      const segment = parcelSegmentOf(window.location.hash);
      if (segment !== undefined) adopt.current(viewFromRoute(segment));
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
}
