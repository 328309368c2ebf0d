// npm run restore -- <backup file>: puts a backup in place of the SQLite database in DATABASE_URL. The server must
// be stopped; the replaced database is kept beside it, named <file>.replaced-<time>.
import { restoreDatabase } from './sqlite-backup.js';
import { sqlitePathOf } from './sqlite-path.js';

const USAGE =
  'usage: npm run restore -- <backup file>   (the database replaced is the one DATABASE_URL names)';

async function main(argv: readonly string[]): Promise<void> {
  const [backup, ...rest] = argv;
  if (!backup || rest.length > 0 || backup.startsWith('-')) throw new Error(USAGE);
  const target = sqlitePathOf(process.env.DATABASE_URL);
  const outcome = await restoreDatabase(backup, target);
  console.log(
    `Restored ${backup} to ${target}: ${outcome.users} users, ${outcome.buildings} buildings, ` +
      `${outcome.parcels} parcels.` +
      (outcome.replacedTo ? ` The database it replaced is kept as ${outcome.replacedTo}.` : ''),
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
