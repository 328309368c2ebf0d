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
  /** 1 while the account owes two-factor (its level requires it): the session may only enrol (migration in profile). */
  enrol_only: Generated<Flag>;
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
  /** Hours between reminders to the recipient of a pending parcel (migration 0003). */
  reminder_every_hours: Generated<number>;
  /** How many reminders at most before the parcel is overdue. */
  reminder_limit: Generated<number>;
  /** The language of the recipient notifications: en, fr, de or pt. */
  notify_language: Generated<string>;
  /** Fleet settings (migration 0004): contacts as a JSON list of 'name#role#phone#email'. */
  contacts: Generated<string>;
  notify_offline: Generated<Flag>;
  notify_faults: Generated<Flag>;
  notify_overdue: Generated<Flag>;
  notify_join_requests: Generated<Flag>;
  notify_email: Generated<string>;
  updated_at: Generated<string | null>;
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
  /** Fleet (migration 0004): the model it was made from, its device key and health. */
  model_id: Generated<number | null>;
  device_key: Generated<string | null>;
  device_clock: Generated<number>;
  pickup_failures: Generated<number>;
  pickup_locked_until: Generated<string | null>;
  retired_at: Generated<string | null>;
  /** What its heartbeats last reported (migration 2026-11-25-logs-machine-log); a change writes the machine log. */
  firmware: Generated<string | null>;
  power_source: Generated<string | null>;
  battery: Generated<number | null>;
  network: Generated<string | null>;
}

export interface CompartmentsTable {
  id: Generated<number>;
  machine_id: number;
  label: string;
  size: string;
  category: string;
  state: string;
  /** 'closed', 'open' or 'jammed' (migration 0004). */
  door: Generated<string>;
}

export interface MachineModelsTable {
  id: Generated<number>;
  name: string;
  mm: number;
  family: string;
  /** JSON list of {label, size, category}. */
  layout: string;
  retired_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface MachineEventsTable {
  id: Generated<number>;
  machine_id: number;
  at: string;
  kind: string;
  compartment_id: number | null;
  detail: Generated<string>;
  /** The machine log (migration 2026-11-25-logs-machine-log): the building the machine stood in at the time … */
  building_id: Generated<number | null>;
  /** … and the log model's category and severity of the kind, kept beside it so filters can use an index. */
  category: Generated<string>;
  severity: Generated<string>;
}

/** Deliveries per UTC day, building and carrier, for the dashboards. */
export interface ParcelDailyTable {
  day: string;
  building_id: number;
  carrier: string;
  deposited: number;
  collected: number;
  returned: number;
  late: number;
  dwell_seconds: number;
}

export interface RollupStateTable {
  key: string;
  value: string;
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
  /** Set by the sweep once a pending parcel passed due_at and the recipient was told (migration 0003). */
  overdue: Generated<Flag>;
  reminders_sent: Generated<number>;
  last_reminder_at: Generated<string | null>;
  /** When the sweep sends the next reminder; null once the building's schedule has none left before due_at. */
  next_reminder_at: Generated<string | null>;
  /** SHA-256 of the current pickup code; the code itself is only ever sent to the recipient. */
  pickup_code_hash: Generated<string | null>;
  /** Why staff completed the parcel by hand, or returned it. */
  close_reason: Generated<string>;
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
  decided_at: Generated<string | null>;
  decided_by: Generated<number | null>;
  decision_note: Generated<string>;
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
  /** What the write changed (migration 2026-11-24-core-operation-log-changes): JSON of the fields before and after. */
  before_value: Generated<string | null>;
  after_value: Generated<string | null>;
  /** Whose entry it is (migration 2026-11-25-core-operation-log-scope): the building it is about, if any … */
  building_id: Generated<number | null>;
  /** … and the partner it belongs to: the building's, else the actor's; null for the portal's own unnamed writes. */
  partner: Generated<string | null>;
}

export interface ReleaseNotesTable {
  id: Generated<number>;
  title: string;
  body: string;
  /** Comma-separated, as the release-notes service always stored it (spec §3). */
  category: string;
  author_id: number | null;
  create_time: string;
}

export interface ServiceUrlsTable {
  key: string;
  url: string;
}

export interface NotificationTemplatesTable {
  id: Generated<number>;
  event: string;
  language: string;
  channel: string;
  subject: string;
  body: string;
  updated_at: string;
}

/** The outbox: every recipient message with its delivery status, written in the transaction that caused it. */
export interface MessagesTable {
  id: Generated<number>;
  parcel_id: number | null;
  building_id: number;
  event: string;
  channel: string;
  recipient: string;
  language: string;
  subject: string;
  body: string;
  /** The pickup code a queued message carries, in the clear only until it is delivered (body holds a mask). */
  secret: string | null;
  status: string;
  provider: Generated<string>;
  attempts: Generated<number>;
  last_error: Generated<string>;
  created_at: string;
  next_attempt_at: string;
  claimed_until: string | null;
  sent_at: string | null;
}

/** The tables that predate the sections. */
export interface CoreTables {
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
  release_notes: ReleaseNotesTable;
  notification_templates: NotificationTemplatesTable;
  messages: MessagesTable;
  machine_models: MachineModelsTable;
  machine_events: MachineEventsTable;
  parcel_daily: ParcelDailyTable;
  rollup_state: RollupStateTable;
}

/**
 * Every table. A section adds its own by declaration merging in its folder, so this file does not grow with them:
 * `declare module '../../db/schema.js' { interface Database { members: MembersTable } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the sections merge their tables into it
export interface Database extends CoreTables {}

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type BuildingRow = Selectable<BuildingsTable>;
export type MachineRow = Selectable<MachinesTable>;
export type ParcelRow = Selectable<ParcelsTable>;
export type NewParcel = Insertable<ParcelsTable>;
