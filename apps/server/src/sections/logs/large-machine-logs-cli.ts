// npm run seed:machine-logs: appends a year of machine log for 1,000 lockers (BENCH_LOCKERS, BENCH_DAYS,
// BENCH_LOG_PER_DAY change the size) to the database in DATABASE_URL, seeding the demo network first when empty.
// npm run bench:logs then measures it in place. Not with NODE_ENV=production: the lockers are made up.
import { sql } from 'kysely';
import { openDatabase } from '../../db/connect.js';
import { migrateToLatest } from '../../db/migrate.js';
import { isDatabaseEmpty, seedDemo } from '../../db/seed/demo.js';
import { hashPassword } from '../../domain/auth/password.js';
import { seedLargeMachineLogs } from './large-machine-logs.js';

const size = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number from 1`);
  return value;
};

async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production') throw new Error('not on a production database');
  const options = {
    lockers: size('BENCH_LOCKERS', 1000),
    days: size('BENCH_DAYS', 365),
    perDay: size('BENCH_LOG_PER_DAY', 12),
  };
  const database = openDatabase(process.env.DATABASE_URL || 'sqlite:data/portal.sqlite');
  try {
    console.log(`Database: ${database.description}`);
    await migrateToLatest(database);
    if (await isDatabaseEmpty(database.db)) await seedDemo(database.db, { now: new Date(), hashPassword });
    const started = performance.now();
    const loaded = await seedLargeMachineLogs(database.db, { ...options, now: new Date() });
    if (database.dialect === 'postgres') await sql`vacuum (analyze) machine_events`.execute(database.db);
    console.log(
      `Appended ${loaded.rows.toLocaleString('en-US')} machine log entries for ${options.lockers} lockers in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('seed:machine-logs failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
