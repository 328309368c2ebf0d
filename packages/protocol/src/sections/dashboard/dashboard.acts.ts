// Dashboards: Manager View (`dashboard`), Admin View (`admin-view`) and Statistic View (`statistic-view`). The
// history's days are UTC days, from a daily rollup so a million parcels answer as fast as a thousand; the Manager
// View's 'collected today' starts at midnight where the viewer is.
import { z } from 'zod';
import { PARTNER_ROLE, type Role } from '../../levels.js';
import { optionalBuildingUid, parcelItem, timeZone, timestamp } from '../../schemas.js';
import { defineAct } from '../../acts/define-act.js';

/** Spec §2: Manager View at `dashboard` (1, 10, 5, 6, -2, 16, 17). */
export const MANAGER_VIEW_ROLES: readonly Role[] = ['1', '10', '5', '6', PARTNER_ROLE, '16', '17'];
/** Spec §2: Admin View and Statistic View (10, 5). */
export const ADMIN_VIEW_ROLES: readonly Role[] = ['10', '5'];

const day = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected yyyy-mm-dd');

export const managerViewAct = defineAct({
  code: 52050,
  name: 'manager view',
  summary:
    "The caller's buildings at a glance: parcels waiting, overdue, collected today, occupancy by compartment size, offline lockers and 30 days of deliveries by carrier.",
  params: z.object({
    buid: optionalBuildingUid.describe('building uid; empty for every building in scope'),
    tz: timeZone.optional().describe("the viewer's time zone, where 'today' starts; UTC when not given"),
  }),
  result: z.object({
    buildings: z.number().int(),
    waiting: z.number().int(),
    overdue: z.number().int(),
    collected_today: z.number().int().describe('collected since today_start'),
    today_start: timestamp.describe("midnight of today in the viewer's time zone"),
    occupancy: z.array(
      z.object({
        size: z.string(),
        total: z.number().int(),
        occupied: z.number().int(),
        out_of_service: z.number().int(),
      }),
    ),
    offline: z.array(
      z.object({
        uuid: z.string(),
        name: z.string(),
        buid: z.number().int(),
        last_seen: timestamp.nullable(),
      }),
    ),
    days: z.array(z.string()).describe('the last 30 UTC days, oldest first, today last'),
    by_carrier: z.array(
      z.object({ carrier: z.string(), deposited: z.array(z.number().int()).describe('per day of `days`') }),
    ),
    generated_at: timestamp,
  }),
  access: MANAGER_VIEW_ROLES,
  scope: { buid: 'building' },
});

export const adminViewAct = defineAct({
  code: 52051,
  name: 'admin view',
  summary:
    'What needs the operator now: urgent unattended deliveries, and counts of abnormal, overdue and offline across the network.',
  params: z.object({}),
  result: z.object({
    urgent: z.array(parcelItem).describe('unattended deliveries, oldest first'),
    unattended: z.number().int(),
    abnormal: z.number().int(),
    overdue: z.number().int(),
    offline_lockers: z.number().int(),
    open_support_requests: z.number().int(),
    overdue_by_building: z.array(
      z.object({ buid: z.number().int(), bname: z.string(), count: z.number().int() }),
    ),
  }),
  access: ADMIN_VIEW_ROLES,
});

const statisticParams = z
  .object({
    from: day.describe('first UTC day'),
    to: day.describe('last UTC day, included'),
    buid: optionalBuildingUid.describe('building uid; empty for every building in scope'),
    carrier: z.string().trim().max(64).optional().describe('one carrier; empty for all'),
  })
  .refine((params) => params.from <= params.to, { message: '`from` must not be after `to`', path: ['from'] })
  .refine((params) => Date.parse(params.to) - Date.parse(params.from) <= 3 * 366 * 86_400_000, {
    message: 'the period may span at most three years',
    path: ['to'],
  });

const statisticRow = z.object({
  deposited: z.number().int(),
  collected: z.number().int(),
  returned: z.number().int(),
  late: z.number().int().describe('collected or returned after the overdue threshold'),
  overdue_rate: z.number().describe('late / (collected + returned), 0 when none left'),
  dwell_hours: z.number().describe('mean hours from deposit to pickup of the parcels collected'),
});

export const statisticViewAct = defineAct({
  code: 52052,
  name: 'statistic view',
  summary:
    'Volumes, dwell time from deposit to pickup and the overdue rate over a period, in total, per building, per carrier and per day.',
  params: statisticParams,
  result: z.object({
    from: z.string(),
    to: z.string(),
    total: statisticRow,
    by_building: z.array(statisticRow.extend({ buid: z.number().int(), bname: z.string() })),
    by_carrier: z.array(statisticRow.extend({ carrier: z.string() })),
    by_day: z.array(statisticRow.extend({ day: z.string() })),
  }),
  access: ADMIN_VIEW_ROLES,
  scope: { buid: 'building' },
});

export const statisticCsvAct = defineAct({
  code: 52053,
  name: 'statistic CSV',
  summary: 'The Statistic View as CSV: one line per building and carrier over the period.',
  params: statisticParams,
  result: z.object({ filename: z.string(), csv: z.string() }),
  access: ADMIN_VIEW_ROLES,
  scope: { buid: 'building' },
});

export const DASHBOARD_ACTS = [managerViewAct, adminViewAct, statisticViewAct, statisticCsvAct] as const;
