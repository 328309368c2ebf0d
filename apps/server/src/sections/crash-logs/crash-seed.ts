// Demo crash logs: the simulator's locker faults reported over the last weeks by a handful of lockers each (one
// group resolved, one resolved and reported again since), and two errors of the portal's own pages, recorded the way
// live reports are.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createRandom, seedFrom } from '../../db/seed/random.js';
import { LOCKER_CRASHES } from '../../simulator/crash-reports.js';
import { DEMO_FIRMWARE } from '../../simulator/locker-vitals.js';
import type { SectionSeedContext } from '../define-server-section.js';
import { recordCrashIn } from './crash-record.js';
import './crash.table.js';

const HOUR = 3_600_000;
const OLDER_FIRMWARE = '2.3.9';

const PORTAL_ERRORS = [
  {
    message: "TypeError: Cannot read properties of undefined (reading 'bname')",
    stack:
      "TypeError: Cannot read properties of undefined (reading 'bname')\n    at lockerLabel (https://portal.example/assets/index-DQUk2iJl.js:12:3456)\n    at Array.map (<anonymous>)",
    route: '#/parcels',
  },
  {
    message: 'ChunkLoadError: Loading chunk 512 failed',
    stack:
      'ChunkLoadError: Loading chunk 512 failed\n    at load (https://portal.example/assets/index-DQUk2iJl.js:1:900)',
    route: '#/machines/lockers',
  },
];

export async function seedCrashLogs(
  db: Kysely<Database>,
  context: SectionSeedContext,
): Promise<Readonly<Record<string, number>>> {
  const random = createRandom(seedFrom('crash-logs'));
  const now = context.now.getTime();
  const machines = await db
    .selectFrom('machines')
    .select(['id', 'name'])
    .where('retired_at', 'is', null)
    .orderBy('id')
    .execute();
  if (machines.length === 0) return { crash_groups: 0, crash_reports: 0 };
  // Oldest first, so each group's first and last seen and its reopening come out in order.
  const planned: { at: number; crash: number; machine: (typeof machines)[number]; firmware: string }[] = [];
  LOCKER_CRASHES.forEach((_crash, crash) => {
    const hit = random.shuffle(machines).slice(0, 2 + crash * 2);
    for (let report = 0; report < 3 + crash * 3; report++) {
      const at = now - random.between(2 * HOUR, 30 * 24 * HOUR);
      planned.push({
        at,
        crash,
        machine: random.pick(hit),
        firmware: at < now - 14 * 24 * HOUR ? OLDER_FIRMWARE : DEMO_FIRMWARE,
      });
    }
  });
  planned.sort((a, b) => a.at - b.at);
  let reports = 0;
  for (const entry of planned) {
    const crash = LOCKER_CRASHES[entry.crash];
    if (!crash) continue;
    await recordCrashIn(
      db,
      {
        origin: 'locker',
        machineId: entry.machine.id,
        version: entry.firmware,
        message: crash.message,
        stack: crash.stack,
        events: crash.events,
        route: '',
      },
      { userId: null, username: entry.machine.name, ip: '' },
      new Date(entry.at),
    );
    reports += 1;
  }
  for (const [index, error] of PORTAL_ERRORS.entries()) {
    for (let report = 0; report < 2 + index * 3; report++) {
      await recordCrashIn(
        db,
        {
          origin: 'portal',
          machineId: null,
          version: '1.3.0',
          message: error.message,
          stack: error.stack,
          events: [],
          route: error.route,
        },
        { userId: null, username: 'portal', ip: '' },
        new Date(now - (5 - report * 0.5) * 24 * HOUR - index * HOUR),
      );
      reports += 1;
    }
  }
  // The TLS fault was fixed in the current firmware (resolved); the watchdog was thought fixed but came back.
  const groups = await db.selectFrom('crash_groups').select(['id', 'title', 'last_seen']).execute();
  const tls = groups.find((group) => group.title.startsWith('Unhandled exception: TLS'));
  if (tls)
    await db
      .updateTable('crash_groups')
      .set({ resolved_at: tls.last_seen, resolved_by: 'sysadmin' })
      .where('id', '=', tls.id)
      .execute();
  const watchdog = groups.find((group) => group.title.startsWith('Watchdog'));
  if (watchdog) {
    await db
      .updateTable('crash_groups')
      .set({ reopened_at: new Date(now - 6 * HOUR).toISOString() })
      .where('id', '=', watchdog.id)
      .execute();
  }
  return { crash_groups: groups.length, crash_reports: reports };
}
