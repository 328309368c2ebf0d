// Ad Agents (`advertise-setting`): the advertisers and the agencies that sell screen time for them. Spec §3 names
// an agent's name and gname (its group: the agency or holding it belongs to); the rest is what a sales desk needs
// to reach them and to know whether their contract runs.
import { z } from 'zod';
import { listResult, pageParams, positiveInt, timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import {
  AD_ROLES,
  calendarDate,
  isCalendarDate,
  optionalEmail,
  optionalPhone,
  sortDirection,
} from './ad-fields.js';

export const adAgentItem = z.object({
  id: z.number().int(),
  name: z.string(),
  gname: z.string().describe("the agent's group (agency or holding); '' when independent"),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string().describe("as stored (see phone.ts); '' when none"),
  contract_start: z.string().describe('yyyy-mm-dd'),
  contract_end: z.string().nullable().describe('yyyy-mm-dd, the last day; null while open-ended'),
  active: z.boolean(),
  groups: z.number().int().describe('ad groups (campaigns) of this agent'),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdAgentItem = z.infer<typeof adAgentItem>;

export const AD_AGENT_SORTS = ['name', 'gname', 'contract_end', 'groups'] as const;

export const adAgentsAct = defineAct({
  code: 53001,
  name: 'ad agents',
  summary: 'The Ad Agents page: advertisers and agencies, searched, filtered by state, sorted and paged.',
  params: z.object({
    q: z.string().trim().max(64).optional().describe('text in the name, group or contact'),
    state: z.enum(['all', 'active', 'inactive']).default('all'),
    sort: z.enum(AD_AGENT_SORTS).default('name'),
    dir: sortDirection,
    ...pageParams({ maxCount: 500, defaultCount: 25 }),
  }),
  result: listResult(adAgentItem),
  access: AD_ROLES,
});

const agentName = z.string().trim().min(1).max(120);
const agentGroup = z.string().trim().max(120);
const contactName = z.string().trim().max(120);

/** A contract ends on or after the day it starts (a date that is no date has its own issue). */
const periodInOrder = (value: { contract_start?: string; contract_end?: string | null }) =>
  !value.contract_start ||
  !value.contract_end ||
  !isCalendarDate(value.contract_start) ||
  !isCalendarDate(value.contract_end) ||
  value.contract_end >= value.contract_start;
const PERIOD_ISSUE = { message: 'the contract ends before it starts', path: ['contract_end'] };

export const adAgentCreateAct = defineAct({
  code: 53002,
  name: 'create ad agent',
  summary: 'Adds an advertiser or agency with its contact and contract period.',
  params: z
    .object({
      name: agentName,
      gname: agentGroup.default(''),
      contact_name: contactName.default(''),
      contact_email: optionalEmail.default(''),
      contact_phone: optionalPhone.default(''),
      contract_start: calendarDate,
      contract_end: calendarDate.nullable().default(null).describe('null while open-ended'),
      active: z.boolean().default(true),
    })
    .refine(periodInOrder, PERIOD_ISSUE),
  result: adAgentItem,
  access: AD_ROLES,
});

export const adAgentUpdateAct = defineAct({
  code: 53003,
  name: 'update ad agent',
  summary: 'Changes an agent: only the fields sent; the contract period is checked as a whole.',
  params: z
    .object({
      id: positiveInt,
      name: agentName.optional(),
      gname: agentGroup.optional(),
      contact_name: contactName.optional(),
      contact_email: optionalEmail.optional(),
      contact_phone: optionalPhone.optional(),
      contract_start: calendarDate.optional(),
      contract_end: calendarDate.nullable().optional(),
    })
    .refine(periodInOrder, PERIOD_ISSUE),
  result: adAgentItem,
  access: AD_ROLES,
});

export const adAgentActiveAct = defineAct({
  code: 53004,
  name: 'set ad agent active',
  summary: "Activates or deactivates an agent; an inactive agent's groups stop playing.",
  params: z.object({ id: positiveInt, active: z.boolean() }),
  result: adAgentItem,
  access: AD_ROLES,
});

export const AD_AGENT_ACTS = [adAgentsAct, adAgentCreateAct, adAgentUpdateAct, adAgentActiveAct] as const;
