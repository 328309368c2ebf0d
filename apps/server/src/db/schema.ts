// The database as Kysely sees it. Times are ISO 8601 UTC text and flags are 0/1 integers, so the same queries
// run on SQLite and PostgreSQL.
import type { Generated, Insertable, Selectable } from 'kysely';

export type Flag = 0 | 1;

export interface PartnersTable {
  code: string;
  name: string;
  logo: string;
}

export interface PartnerCarriersTable {
  id: Generated<number>;
  partner: string;
  carrier: string;
  logo: string;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  level: string;
  partner: string;
  email: string;
  avatar: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | null;
  is_demo: Flag;
  created_at: string;
}

export interface UserBuildingsTable {
  user_id: number;
  building_id: number;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  level: string;
  b_partner: Flag;
  mini_box: Flag;
  amenity: Flag;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  window_started_at: string;
  locked_until: string | null;
}

export interface BuildingsTable {
  id: Generated<number>;
  name: string;
  address: string;
  partner: string;
  timezone: string;
  overdue_hours: number;
  created_at: string;
}

export interface MachinesTable {
  id: Generated<number>;
  uuid: string;
  name: string;
  mm: number;
  family: string;
  status: string;
  run_sts: string;
  building_id: number;
  address: string;
  last_seen_at: string | null;
  created_at: string;
}

export interface CompartmentsTable {
  id: Generated<number>;
  machine_id: number;
  label: string;
  size: string;
  category: string;
  state: string;
}

export interface ParcelsTable {
  id: Generated<number>;
  carrier: string;
  phone: string;
  email: string;
  recipient: string;
  building_id: number;
  machine_id: number;
  compartment_id: number | null;
  state: string;
  abnormal: Flag;
  abnormal_reason: string;
  unattended: Flag;
  note: string;
  search_text: string;
  address: string;
  created_at: string;
  deposited_at: string | null;
  due_at: string | null;
  collected_at: string | null;
  updated_at: string;
}

export interface UnitJoinRequestsTable {
  id: Generated<number>;
  building_id: number;
  unit: string;
  name: string;
  phone: string;
  email: string;
  status: number;
  created_at: string;
}

export interface SupportRequestsTable {
  id: Generated<number>;
  building_id: number | null;
  name: string;
  phone: string;
  email: string;
  subject: string;
  body: string;
  status: number;
  created_at: string;
}

export interface OperationLogTable {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  username: string;
  operation: string;
  category: string;
  target: string;
  message: string;
  ip: string;
}

export interface ServiceUrlsTable {
  key: string;
  url: string;
}

export interface Database {
  partners: PartnersTable;
  partner_carriers: PartnerCarriersTable;
  users: UsersTable;
  user_buildings: UserBuildingsTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  buildings: BuildingsTable;
  machines: MachinesTable;
  compartments: CompartmentsTable;
  parcels: ParcelsTable;
  unit_join_requests: UnitJoinRequestsTable;
  support_requests: SupportRequestsTable;
  operation_log: OperationLogTable;
  service_urls: ServiceUrlsTable;
}

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type BuildingRow = Selectable<BuildingsTable>;
export type MachineRow = Selectable<MachinesTable>;
export type ParcelRow = Selectable<ParcelsTable>;
export type NewParcel = Insertable<ParcelsTable>;
