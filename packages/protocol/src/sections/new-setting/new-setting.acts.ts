// New building (`new-setting`, spec §2's lazy section): a system admin of the operator creates a building with its
// address, time zone, contacts and thresholds; its first locker is then installed with act 52012.
import { z } from 'zod';
import { MAIN_COMPANY } from '../../levels.js';
import { timeZone } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { buildingAddress, buildingSettings, contactString } from '../settings/settings.acts.js';
import { NEW_BUILDING_ROLES } from './new-setting.roles.js';

export const newBuildingParams = z
  .object({
    bname: z.string().trim().min(1).max(120).describe('the building name, unique across the network'),
    baddr: buildingAddress,
    timezone: timeZone,
    partner: z
      .string()
      .trim()
      .min(1)
      .max(32)
      .default(MAIN_COMPANY)
      .describe("the partner company code; 'BB' is the operator"),
    contacts: z.array(contactString).max(20).default([]),
    overdue_hours: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(72),
    reminder_every_hours: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 7)
      .default(24),
    reminder_limit: z.coerce.number().int().min(0).max(20).default(3),
    notify_language: z.enum(['en', 'fr', 'de', 'pt']).default('en'),
  })
  .refine((params) => params.reminder_every_hours <= params.overdue_hours, {
    path: ['reminder_every_hours'],
    message: 'reminders must come at least once before the overdue threshold',
  });

export const createBuildingAct = defineAct({
  code: 52060,
  name: 'create building',
  summary:
    'Creates a building: name, address, time zone, partner, contacts, overdue threshold, reminders and the language of its messages.',
  params: newBuildingParams,
  result: buildingSettings,
  access: NEW_BUILDING_ROLES,
});

export const NEW_SETTING_ACTS = [createBuildingAct] as const;
