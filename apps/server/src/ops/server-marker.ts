// Which server process has a SQLite database open: the server writes its pid beside the file while it runs, so a
// restore can refuse to swap the file under it. A marker left by a killed server names a process that is gone, and
// counts for nothing.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export const markerPath = (databasePath: string): string => `${databasePath}.server-pid`;

/** Marks the database as served by this process; the returned function removes the mark if it is still ours. */
export function markDatabaseInUse(databasePath: string): () => void {
  const path = markerPath(databasePath);
  writeFileSync(path, `${process.pid}\n`);
  return () => {
    if (readMarker(path) === process.pid) rmSync(path, { force: true });
  };
}

function readMarker(path: string): number | undefined {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a running server that has this database open, if any. */
export function serverUsing(databasePath: string): number | undefined {
  const pid = readMarker(markerPath(databasePath));
  return pid !== undefined && pid !== process.pid && isRunning(pid) ? pid : undefined;
}
