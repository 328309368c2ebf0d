/** How often the amenity pages read their figures again: the machines report as items come and go. */
export const AMENITY_REFRESH_MS = 10_000;
