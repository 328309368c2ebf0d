// An agent's report (Ad Agents page): its showings, touches, play time and short-link clicks over a period, per
// group and per day, for the advertiser. Downloaded as PDF or CSV from AD_REPORT_ROUTE (a file, so beside the act
// channel, with the same session token), or sent by email to the agent's contact with the PDF attached (act 53530).
// Acts 53530–53539.
import { z } from 'zod';
import { positiveInt } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';
import { AD_ROLES, calendarDate } from './ad-fields.js';
import { PERIOD_ISSUE, periodFits } from './ad-analytics.acts.js';

export const AD_REPORT_LANGUAGES = ['en', 'fr', 'de', 'pt'] as const;
export const AD_REPORT_FORMATS = ['pdf', 'csv'] as const;
export type AdReportFormat = (typeof AD_REPORT_FORMATS)[number];

/** GET AD_REPORT_ROUTE.{pdf|csv}?agent_id&from&to&language, with Authorization: Bearer <session token>. */
export const AD_REPORT_ROUTE = '/api/ads/agent-report';

/** What a report covers: one agent over a period of UTC days, written in a language. */
export const adReportParams = z
  .object({
    agent_id: positiveInt,
    from: calendarDate,
    to: calendarDate,
    language: z.enum(AD_REPORT_LANGUAGES).default('en').describe("the report's language: the caller's"),
  })
  .refine(periodFits, PERIOD_ISSUE);

export const adReportSendAct = defineAct({
  code: 53530,
  name: 'send ad report',
  summary:
    "Emails an agent's report over a period to the agent's contact email, the PDF attached, through the portal's outbox.",
  params: adReportParams,
  result: z.object({
    message_id: z.number().int().describe('the queued email (Email page)'),
    recipient: z.string(),
  }),
  access: AD_ROLES,
});

export const AD_REPORT_ACTS = [adReportSendAct] as const;
