// Locker Settings (`settings`, `/settings/{buid}`): the buildings a user manages, one building's settings (address,
// contacts, lockers, overdue threshold and reminders, notification preferences) and its unit join requests.
import { z } from 'zod';
import { PARTNER_ROLE, type Role } from '../../levels.js';
import { buildingUid, listResult, pageParams, positiveInt, timestamp, timeZone } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { machineSummary } from '../machines/machines.acts.js';

/** Spec §2: Locker Settings at `settings` (1, 10, 11, -2, 12, 14, 16, 17). */
export const SETTINGS_ROLES: readonly Role[] = ['1', '10', '11', PARTNER_ROLE, '12', '14', '16', '17'];
/** A building's name, address and time zone: system admins of the operator (a business partner lacks '-2'). */
export const OPERATOR_ROLES: readonly Role[] = ['10'];

/** Spec §3: street|city|province|postal code|country. */
export const buildingAddress = z
  .string()
  .trim()
  .max(300)
  .refine((value) => {
    const parts = value.split('|');
    return parts.length === 5 && parts.every((part) => part.trim() !== '');
  }, "expected five non-empty parts: 'street|city|province|postal code|country'");

/** Spec §3: a contact string's parts are separated by '#': name#role#phone#email. */
export const contactString = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine((value) => value.split('#').length === 4 && (value.split('#')[0] ?? '').trim() !== '', {
    message: "expected 'name#role#phone#email' (parts may be empty but the name)",
  });

export const notificationPreferences = z.object({
  offline: z.boolean().describe('tell the managers when a locker goes offline'),
  faults: z.boolean().describe('door jams and machine faults'),
  overdue: z.boolean().describe('parcels past the overdue threshold'),
  join_requests: z.boolean().describe('new unit join requests'),
  email: z
    .union([z.literal(''), z.email('expected an email address such as manager@example.com').max(200)])
    .describe("where to send them besides the portal's bell; '' for the bell only"),
});

export const buildingSettings = z.object({
  buid: z.number().int(),
  bname: z.string(),
  baddr: z.string().describe('pipe-separated: street|city|province|postal code|country'),
  address: z.string().describe('the same address, under the name the level 10 locker filter reads'),
  partner: z.string(),
  timezone: z.string(),
  contacts: z.array(z.string()).describe("each 'name#role#phone#email'"),
  overdue_hours: z.number().int().describe('a waiting parcel is overdue after this many hours'),
  reminder_every_hours: z.number().int().describe('the parcel sweep reminds the recipient this often'),
  reminder_limit: z.number().int().describe('at most this many reminders per parcel'),
  notify_language: z.string().describe('the language of the recipient messages: en, fr, de or pt'),
  notify: notificationPreferences,
  lockers: z.array(machineSummary),
  pending_join_requests: z.number().int(),
  updated_at: timestamp.nullable(),
});

export const SETTINGS_BUILDING_SORTS = ['name', 'partner', 'lockers', 'offline', 'requests'] as const;

export const settingsBuilding = z.object({
  buid: z.number().int(),
  bname: z.string(),
  baddr: z.string(),
  address: z.string(),
  partner: z.string(),
  lockers: z.number().int(),
  offline: z.number().int(),
  pending_join_requests: z.number().int(),
});
export type SettingsBuilding = z.infer<typeof settingsBuilding>;

export const settingsBuildingsAct = defineAct({
  code: 52001,
  name: 'settings buildings',
  summary:
    'The buildings the caller may manage, by name, with what needs them: offline lockers and pending join requests.',
  params: z.object({
    q: z.string().trim().max(64).optional().describe('text in the name or address'),
    sort: z.enum(SETTINGS_BUILDING_SORTS).default('name'),
    dir: z.enum(['asc', 'desc']).default('asc'),
    ...pageParams({ maxCount: 500, defaultCount: 100 }),
  }),
  result: listResult(settingsBuilding),
  access: SETTINGS_ROLES,
});

export const buildingSettingsAct = defineAct({
  code: 52002,
  name: 'building settings',
  summary: 'One building as `/settings/{buid}` shows it.',
  params: z.object({ buid: buildingUid }),
  result: buildingSettings,
  access: SETTINGS_ROLES,
  scope: { buid: 'building' },
});

export const updateBuildingSettingsAct = defineAct({
  code: 52003,
  name: 'update building settings',
  summary:
    "Changes a building's settings; only the given fields change. Name, address and time zone are for system admins of the operator.",
  params: z.object({
    buid: buildingUid,
    bname: z.string().trim().min(1).max(120).optional(),
    baddr: buildingAddress.optional(),
    timezone: timeZone.optional(),
    contacts: z.array(contactString).max(20).optional(),
    overdue_hours: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .optional(),
    reminder_every_hours: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 7)
      .optional(),
    reminder_limit: z.coerce.number().int().min(0).max(20).optional(),
    notify_language: z.enum(['en', 'fr', 'de', 'pt']).optional(),
    notify: notificationPreferences.partial().optional(),
  }),
  result: buildingSettings,
  access: SETTINGS_ROLES,
  scope: { buid: 'building' },
  fields: { bname: OPERATOR_ROLES, baddr: OPERATOR_ROLES, timezone: OPERATOR_ROLES },
});

const joinDecision = z.object({
  id: positiveInt.describe('the join request id'),
});

const decidedJoinRequest = z.object({
  id: z.number().int(),
  buid: z.number().int(),
  unit: z.string(),
  name: z.string(),
  sts: z.number().int().describe('1 approved, 2 rejected'),
  decided_at: timestamp,
});

export const approveJoinRequestAct = defineAct({
  code: 52004,
  name: 'approve join request',
  summary: 'Approves a pending unit join request (status 0 → 1); a decided request cannot be decided again.',
  params: joinDecision,
  result: decidedJoinRequest,
  access: SETTINGS_ROLES,
  scope: { id: 'join-request' },
});

export const rejectJoinRequestAct = defineAct({
  code: 52005,
  name: 'reject join request',
  summary: 'Rejects a pending unit join request (status 0 → 2); a decided request cannot be decided again.',
  params: joinDecision.extend({ reason: z.string().trim().max(200).default('') }),
  result: decidedJoinRequest,
  access: SETTINGS_ROLES,
  scope: { id: 'join-request' },
});

export const SETTINGS_ACTS = [
  settingsBuildingsAct,
  buildingSettingsAct,
  updateBuildingSettingsAct,
  approveJoinRequestAct,
  rejectJoinRequestAct,
] as const;
