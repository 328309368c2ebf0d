// npm run backup -- <target file>: an online backup of the SQLite database in DATABASE_URL, while the server runs.
import { backupDatabase } from './sqlite-backup.js';
import { sqlitePathOf } from './sqlite-path.js';

const USAGE = 'usage: npm run backup -- <target file>   (the database is the one DATABASE_URL names)';

async function main(argv: readonly string[]): Promise<void> {
  const [target, ...rest] = argv;
  if (!target || rest.length > 0 || target.startsWith('-')) throw new Error(USAGE);
  const source = sqlitePathOf(process.env.DATABASE_URL);
  const summary = await backupDatabase(source, target);
  console.log(
    `Backed up ${source} to ${summary.path}: ${summary.users} users, ${summary.buildings} buildings, ` +
      `${summary.parcels} parcels, ${summary.migrations} migrations; integrity checked.`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
