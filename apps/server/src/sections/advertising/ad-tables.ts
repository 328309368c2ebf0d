// The advertising tables, merged into the database's type. Dates are yyyy-mm-dd text, times ISO text and flags 0/1,
// as everywhere; maker and sts keep spec §3's string values ('1' starred, '1' on).
import type { Generated, Selectable } from 'kysely';
import type { Flag } from '../../db/schema.js';

export interface AdAgentsTable {
  id: Generated<number>;
  name: string;
  gname: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  contract_start: string;
  contract_end: string | null;
  active: Flag;
  created_at: string;
  updated_at: string;
}

export interface AdGroupsTable {
  id: Generated<number>;
  agent_id: number;
  gname: string;
  maker: string;
  sts: string;
  start_date: string;
  end_date: string;
  /** JSON array of ISO weekdays (1 Monday … 7 Sunday) the group plays on. */
  weekdays: string;
  /** The hours it plays, from hour_from up to (not including) hour_to, in each target building's time zone. */
  hour_from: number;
  hour_to: number;
  weight: number;
  created_at: string;
  updated_at: string;
}

export interface AdGroupBuildingsTable {
  group_id: number;
  building_id: number;
}

export interface AdItemsTable {
  id: Generated<number>;
  group_id: number;
  type: string;
  /** Spec §3: 'name|WxH', the part after '|' is the picture size. */
  name: string;
  duration_seconds: number;
  created_at: string;
  updated_at: string;
}

export interface AdRedirectsTable {
  id: Generated<number>;
  code: string;
  note: string;
  target: string;
  /** The last day the link works (UTC), yyyy-mm-dd; null for no expiry. */
  expires_on: string | null;
  clicks: number;
  last_click_at: string | null;
  created_at: string;
  updated_at: string;
}

declare module '../../db/schema.js' {
  interface Database {
    ad_agents: AdAgentsTable;
    ad_groups: AdGroupsTable;
    ad_group_buildings: AdGroupBuildingsTable;
    ad_items: AdItemsTable;
    ad_redirects: AdRedirectsTable;
  }
}

export type AdAgentRow = Selectable<AdAgentsTable>;
export type AdGroupRow = Selectable<AdGroupsTable>;
