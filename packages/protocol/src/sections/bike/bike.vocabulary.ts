// The words of the bike section: who works with bike lockers, what a session and a collection go through, and the
// text a reason or note may hold. Kept apart from the acts so the web's pages read them without the schemas.
import type { Role } from '../../levels.js';

/** Spec §2's bike menu: building admins (their own buildings), system admins, and a partner's admins (theirs). */
export const BIKE_ROLES: readonly Role[] = ['1', '10', '-2'];

/** A location's places: docks lock the bike in, bays are open racks a sensor watches. */
export const BIKE_LOCATION_KINDS = ['docks', 'bays'] as const;
export type BikeLocationKind = (typeof BIKE_LOCATION_KINDS)[number];

/** Parking is a resident's own bike; rental is a shared bike taken out of a dock. */
export const BIKE_SESSION_KINDS = ['parking', 'rental'] as const;
export type BikeSessionKind = (typeof BIKE_SESSION_KINDS)[number];

/** How a session ended: the member undocked, staff ended it, or the bike was collected as abandoned. */
export const BIKE_SESSION_ENDINGS = ['undocked', 'forced', 'collected'] as const;
export type BikeSessionEnding = (typeof BIKE_SESSION_ENDINGS)[number];

/** An abandoned bike's way: flagged (the member told), a collection scheduled, then one of the results. */
export const BIKE_COLLECTION_STATES = ['flagged', 'scheduled', 'collected', 'claimed', 'not-found'] as const;
export type BikeCollectionState = (typeof BIKE_COLLECTION_STATES)[number];
export const BIKE_COLLECTION_RESULTS = ['collected', 'claimed', 'not-found'] as const;
export type BikeCollectionResult = (typeof BIKE_COLLECTION_RESULTS)[number];
/** The states a collection is still open in (on the collection list's default filter and the home's figure). */
export const OPEN_COLLECTION_STATES: readonly BikeCollectionState[] = ['flagged', 'scheduled'];
