// npm run seed:large [-- --count N]: appends N parcels (a million by default) to the database in DATABASE_URL,
// seeding the demo network first when the database is empty.
import { sql } from 'kysely';
import { hashPassword } from '../../domain/auth/password.js';
import { openDatabase } from '../connect.js';
import { migrateToLatest } from '../migrate.js';
import { isDatabaseEmpty, seedDemo } from './demo.js';
import { seedLargeParcels } from './large.js';

const DEFAULT_COUNT = 1_000_000;
const MAX_COUNT = 100_000_000;
const USAGE = 'usage: node apps/server/dist/db/seed/large-cli.js [--count N]   (N from 1 to 100,000,000)';

class UsageError extends Error {}
class HelpRequested extends Error {}

function parseCount(argv: readonly string[]): number {
  let count = DEFAULT_COUNT;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    let raw: string | undefined;
    if (arg === '--help' || arg === '-h') throw new HelpRequested();
    if (arg === '--count') raw = argv[++i];
    else if (arg.startsWith('--count=')) raw = arg.slice('--count='.length);
    else throw new UsageError(`unknown argument '${arg}'`);
    // Underscores and commas are allowed so 1_000_000 and 1,000,000 can be typed as read.
    const value = raw === undefined ? NaN : Number(raw.replace(/[_,]/g, ''));
    if (
      raw === undefined ||
      raw.trim() === '' ||
      !Number.isInteger(value) ||
      value < 1 ||
      value > MAX_COUNT
    ) {
      throw new UsageError(`--count needs a whole number from 1 to ${MAX_COUNT.toLocaleString('en-US')}`);
    }
    count = value;
  }
  return count;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const thousands = (value: number) => value.toLocaleString('en-US');

async function main(): Promise<void> {
  const count = parseCount(process.argv.slice(2));
  const database = openDatabase(process.env.DATABASE_URL || 'sqlite:data/portal.sqlite');
  try {
    console.log(`Database: ${database.description}`);
    await migrateToLatest(database);
    if (await isDatabaseEmpty(database.db)) {
      const started = performance.now();
      const summary = await seedDemo(database.db, { now: new Date(), hashPassword });
      console.log(
        `Empty database: seeded the demo network first (${thousands(summary.parcels)} parcels, ${seconds(started)})`,
      );
    }
    const started = performance.now();
    console.log(`Appending ${thousands(count)} parcels…`);
    await seedLargeParcels(database.db, {
      count,
      now: new Date(),
      onProgress: (done) =>
        console.log(
          `  ${thousands(done).padStart(thousands(count).length)} / ${thousands(count)}  ${seconds(started)}`,
        ),
    });
    const inserted = seconds(started);
    // Fresh planner statistics, or the first queries at this size may pick poor plans. On PostgreSQL a vacuum
    // also sets the visibility map, without which index-only scans visit the heap until autovacuum comes by.
    const analyzing = performance.now();
    if (database.dialect === 'postgres') await sql`vacuum (analyze) parcels`.execute(database.db);
    else await sql`analyze parcels`.execute(database.db);
    const { total } = await database.db
      .selectFrom('parcels')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    console.log(
      `Appended ${thousands(count)} parcels in ${inserted} (${database.dialect === 'postgres' ? 'vacuum analyze' : 'analyze'} ${seconds(analyzing)}); the database holds ${thousands(Number(total))} parcels.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof HelpRequested) {
    console.log(USAGE);
    return;
  }
  if (error instanceof UsageError) {
    console.error(`seed:large: ${error.message}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  console.error('seed:large failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
