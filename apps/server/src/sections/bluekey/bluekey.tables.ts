// BlueKey's tables, merged into the Database type (see db/schema.ts): carriers, courier keys with the places they
// open, the lockers' checks of them (uses), and each locker's count of unknown keys in a row.
import type { Generated, Selectable } from 'kysely';
import type { Flag } from '../../db/schema.js';

export interface CarriersTable {
  id: Generated<number>;
  /** As the lockers send it with a deposit (parcels.carrier): the link to a carrier's parcels. */
  name: string;
  code: string;
  /** A small WebP as a data URL, made by the image upload's pipeline; '' when none. */
  logo: string;
  active: Flag;
  created_at: string;
  updated_at: string;
}

export interface CourierKeysTable {
  id: Generated<number>;
  carrier_id: number;
  courier: string;
  phone: string;
  method: string;
  /** SHA-256 of `method:secret`: the secret itself is answered once and never stored. */
  secret_hash: string;
  hint: string;
  valid_from: string;
  valid_to: string;
  created_by: string;
  created_at: string;
  revoked_at: string | null;
  revoked_by: string;
  last_used_at: string | null;
}

export interface CourierKeyPlacesTable {
  id: Generated<number>;
  key_id: number;
  building_id: number;
  /** One locker of the building; null for all of them. */
  machine_id: number | null;
}

export interface CourierKeyUsesTable {
  id: Generated<number>;
  key_id: number | null;
  carrier_id: number | null;
  machine_id: number;
  building_id: number;
  method: string;
  allowed: Flag;
  /** '' when allowed. */
  reason: string;
  at: string;
}

export interface CourierKeyLockoutsTable {
  machine_id: number;
  failures: number;
  locked_until: string | null;
}

export type CarrierRow = Selectable<CarriersTable>;
export type CourierKeyRow = Selectable<CourierKeysTable>;

declare module '../../db/schema.js' {
  interface Database {
    carriers: CarriersTable;
    courier_keys: CourierKeysTable;
    courier_key_places: CourierKeyPlacesTable;
    courier_key_uses: CourierKeyUsesTable;
    courier_key_lockouts: CourierKeyLockoutsTable;
  }
}
