// npm run provision-simulator -- --lockers N [--passphrase P]: creates N simulated lockers with known credentials
// in the 'Simulator Yard' building of the database at DATABASE_URL (migrating and seeding it first if empty).
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { isDatabaseEmpty, seedDemo } from '../db/seed/demo.js';
import { hashPassword } from '../domain/auth/password.js';
import { provisionSimulatorMachines } from './provision.js';
import { DEFAULT_SIMULATOR_PASSPHRASE } from './sim-credentials.js';

const { values } = parseArgs({
  options: {
    lockers: { type: 'string', default: '20' },
    passphrase: { type: 'string', default: process.env.SIMULATOR_PASSPHRASE ?? DEFAULT_SIMULATOR_PASSPHRASE },
  },
});

const count = Number(values.lockers);
if (!Number.isInteger(count) || count < 1 || count > 10_000) {
  console.error('provision-simulator: --lockers must be a whole number from 1 to 10000');
  process.exit(2);
}
if (process.env.NODE_ENV === 'production') {
  console.error(
    'provision-simulator: simulated lockers have guessable credentials; not on a production server',
  );
  process.exit(2);
}
const database = openDatabase(process.env.DATABASE_URL || 'sqlite:data/portal.sqlite');
try {
  await migrateToLatest(database);
  if (await isDatabaseEmpty(database.db)) await seedDemo(database.db, { now: new Date(), hashPassword });
  const result = await provisionSimulatorMachines(database.db, {
    count,
    passphrase: values.passphrase,
    now: new Date(),
  });
  console.log(
    `Simulator lockers in building ${result.buildingId}: ${result.created} created, ${result.refreshed} refreshed (${database.description}).`,
  );
} finally {
  await database.close();
}
