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

/** A locker a group targets on its own, besides whole buildings. */
export interface AdGroupMachinesTable {
  group_id: number;
  machine_id: number;
}

/** A screen layout a group is limited to; a group naming none plays on any screen. */
export interface AdGroupScreensTable {
  group_id: number;
  screen_id: number;
}

export interface AdItemsTable {
  id: Generated<number>;
  group_id: number;
  type: string;
  /** Spec §3: 'name|WxH', the part after '|' is the picture size. */
  name: string;
  duration_seconds: number;
  /** The uploaded file it plays; null while it waits for one (the demo's films). */
  media_sha256: string | null;
  created_at: string;
  updated_at: string;
}

export interface AdMediaTable {
  sha256: string;
  kind: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  duration_ms: number | null;
  content: Buffer;
  thumbnail: Buffer;
  created_at: string;
}

export interface AdScreensTable {
  id: Generated<number>;
  name: string;
  /** 'full' (the ad fills the screen) or 'header' (a header band above the ad area). */
  layout: string;
  width: number;
  height: number;
  /** The header band's height in pixels; 0 for a full screen. */
  header_height: number;
  created_at: string;
  updated_at: string;
}

export interface AdMachineScreensTable {
  machine_id: number;
  screen_id: number;
}

export interface AdDailyTable {
  /** yyyy-mm-dd, UTC. */
  day: string;
  item_id: number;
  machine_id: number;
  group_id: number;
  agent_id: number;
  building_id: number;
  impressions: number;
  touches: number;
  play_seconds: number;
}

/** ad_daily summed over a building's lockers: what Ad Analytics reads. */
export interface AdDailyBuildingsTable {
  day: string;
  item_id: number;
  building_id: number;
  group_id: number;
  agent_id: number;
  impressions: number;
  touches: number;
  play_seconds: number;
}

export interface AdReportBatchesTable {
  machine_id: number;
  batch: string;
  received_at: string;
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
  /** The ad agent and ad group the link advertises (migration 2026-11-26-advertising-clicks); null for none. */
  agent_id: number | null;
  group_id: number | null;
}

/** A short link's clicks of one UTC day, under the agent and group the link advertised when clicked. */
export interface AdRedirectDailyTable {
  day: string;
  redirect_id: number;
  agent_id: number | null;
  group_id: number | null;
  clicks: number;
}

declare module '../../db/schema.js' {
  interface Database {
    ad_agents: AdAgentsTable;
    ad_groups: AdGroupsTable;
    ad_group_buildings: AdGroupBuildingsTable;
    ad_group_machines: AdGroupMachinesTable;
    ad_group_screens: AdGroupScreensTable;
    ad_items: AdItemsTable;
    ad_redirects: AdRedirectsTable;
    ad_media: AdMediaTable;
    ad_screens: AdScreensTable;
    ad_machine_screens: AdMachineScreensTable;
    ad_daily: AdDailyTable;
    ad_daily_buildings: AdDailyBuildingsTable;
    ad_report_batches: AdReportBatchesTable;
    ad_redirect_daily: AdRedirectDailyTable;
  }
}

export type AdAgentRow = Selectable<AdAgentsTable>;
export type AdGroupRow = Selectable<AdGroupsTable>;
