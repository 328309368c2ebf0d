// The words of the amenity section: who works with amenity machines, what an item, a BlueTag and a deposit go
// through. Kept apart from the acts so the web's pages read them without the schemas.
import type { Role } from '../../levels.js';

/** Spec §2's amenity menu: building admins (their own buildings), system admins and amenity staff (level 17). */
export const AMENITY_ROLES: readonly Role[] = ['1', '10', '17'];

/** What a machine lends. */
export const AMENITY_ITEM_KINDS = ['charger', 'umbrella', 'tool', 'sports'] as const;
export type AmenityItemKind = (typeof AMENITY_ITEM_KINDS)[number];

/** An item is in its slot (available), out with a member (lent), taken out of use by staff, or written off. */
export const AMENITY_ITEM_STATES = ['available', 'lent', 'out-of-service', 'missing'] as const;
export type AmenityItemState = (typeof AMENITY_ITEM_STATES)[number];

/** A BlueTag names a member (who borrows) or an item (what the machine reads when it comes back). */
export const AMENITY_TAG_KINDS = ['member', 'item'] as const;
export type AmenityTagKind = (typeof AMENITY_TAG_KINDS)[number];
export const AMENITY_TAG_STATES = ['active', 'blocked', 'replaced'] as const;
export type AmenityTagState = (typeof AMENITY_TAG_STATES)[number];

/** A deposit is held while the item is out, then released (back on time, undamaged) or kept. */
export const AMENITY_DEPOSIT_STATES = ['held', 'released', 'kept'] as const;
export type AmenityDepositState = (typeof AMENITY_DEPOSIT_STATES)[number];
/** The deposit list's filter: a state, or the held deposits whose item is past due. */
export const AMENITY_DEPOSIT_FILTERS = [...AMENITY_DEPOSIT_STATES, 'overdue'] as const;

/** The ledger's movements: a deposit taken at lending, then released to the member or kept by the operator. */
export const AMENITY_LEDGER_ENTRIES = ['taken', 'released', 'kept'] as const;
export type AmenityLedgerEntry = (typeof AMENITY_LEDGER_ENTRIES)[number];

/** Why a deposit was kept, or released by staff. */
export const AMENITY_SETTLE_OUTCOMES = ['release', 'keep'] as const;
