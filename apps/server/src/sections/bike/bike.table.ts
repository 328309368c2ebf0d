// The bike section's tables, merged into the Database type (see db/schema.ts). A location's docks or bays are its
// machine's compartments: the machine page, the compartment grid and the device channel already keep their state
// (free, occupied, disabled) and door, so a second dock table could only disagree with them.
import type { Generated, Selectable } from 'kysely';

/** What a bike locker is as a parking location, one row per bike machine. */
export interface BikeLocationsTable {
  id: Generated<number>;
  machine_id: number;
  /** 'docks' or 'bays'. */
  kind: string;
  lat: number;
  lng: number;
  /** Hours after which a parked bike counts as overstaying (may be flagged as abandoned). */
  overstay_hours: number;
  /** Rental fee per started hour after the free minutes, and its cap per day, in minor units of `currency`. */
  hourly_cents: number;
  free_minutes: number;
  day_cap_cents: number;
  currency: string;
}

export interface BikeSessionsTable {
  id: Generated<number>;
  machine_id: number;
  /** The dock or bay (a compartment of the machine). */
  compartment_id: number;
  /** 'parking' or 'rental'. */
  kind: string;
  /** The member whose credential docked the bike; null when the credential matched nobody. */
  member_id: number | null;
  credential: string;
  started_at: string;
  ended_at: string | null;
  /** Charged at the end, minor units of the location's currency. */
  fee_cents: number | null;
  /** 'undocked', 'forced' or 'collected'; null while open. */
  ending: string | null;
  end_reason: string;
}

export interface BikeCollectionsTable {
  id: Generated<number>;
  session_id: number;
  machine_id: number;
  /** 'flagged', 'scheduled', 'collected', 'claimed' or 'not-found'. */
  state: string;
  flagged_at: string;
  /** Messages queued to the member when flagged. */
  notified: number;
  scheduled_for: string | null;
  result_at: string | null;
  note: string;
}

/** A member's bike credential (fob or card), read by the docks. */
export interface BikeCredentialsTable {
  credential: string;
  member_id: number;
}

export type BikeSessionRow = Selectable<BikeSessionsTable>;

declare module '../../db/schema.js' {
  interface Database {
    bike_locations: BikeLocationsTable;
    bike_sessions: BikeSessionsTable;
    bike_collections: BikeCollectionsTable;
    bike_credentials: BikeCredentialsTable;
  }
}
