// `npm run bench:members`: a CSV of 5,000 residents previewed, applied, and applied again (every row unchanged) in
// a building of a fresh SQLite database, timed in the server's own code (the act channel's decryption of a 300 KiB
// body is not counted), printing the time and rows per second of each step.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openSqlite } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { applyImport, previewImport } from '../sections/members/import/member-import.js';

const ROWS = Number(process.env.BENCH_MEMBER_ROWS ?? 5000);
const FIRST = ['Emily', 'Liam', 'Chloé', 'Noah', 'Priya', 'Wei', 'Fatima', 'Mateo', 'Siobhan', 'Kwame'];
const LAST = ['Tremblay', 'Gagnon', 'Singh', 'Chen', "O'Brien", 'Silva', 'Okafor', 'Nguyen', 'Roy', 'Côté'];

/** Residents with distinct phones (514-555-0000…), most with an email, some names quoted for their comma. */
export function residentsCsv(rows: number): string {
  const lines = ['name,unit,phone,email,language'];
  for (let i = 0; i < rows; i++) {
    const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i}`;
    const phone = `(${514 + Math.floor(i / 10_000)}) 555-${String(i % 10_000).padStart(4, '0')}`;
    const email = i % 8 === 0 ? '' : `resident${i}@example.com`;
    const cell = i % 50 === 0 ? `"${name}, Jr."` : name;
    lines.push(
      [
        cell,
        `${2 + (i % 40)}${String(1 + (i % 12)).padStart(2, '0')}`,
        phone,
        email,
        i % 4 === 0 ? 'fr' : 'en',
      ].join(','),
    );
  }
  return lines.join('\n');
}

async function timed<T>(label: string, rows: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label.padEnd(34)} ${seconds.toFixed(2).padStart(6)} s  ${Math.round(rows / seconds)
      .toLocaleString('en')
      .padStart(8)} rows/s`,
  );
  return result;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bm-member-import-'));
  const database = openSqlite(join(dir, 'bench.sqlite'));
  try {
    await migrateToLatest(database);
    const { db } = database;
    const now = new Date().toISOString();
    await db
      .insertInto('partners')
      .values({ code: 'BENCH', name: 'Bench', logo: '' })

      .execute();
    const { id: buid } = await db
      .insertInto('buildings')
      .values({
        name: `Bench Tower ${Date.now()}`,
        address: '1 Bench St|Montréal|QC|H2X 1Y4|Canada',
        partner: 'BENCH',
        timezone: 'America/Toronto',
        overdue_hours: 72,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const csv = residentsCsv(ROWS);
    const writer = { actor: { userId: null, username: 'bench', ip: '127.0.0.1' }, now: new Date() };
    console.log(
      `member import: ${ROWS.toLocaleString('en')} rows, ${(csv.length / 1024).toFixed(0)} KiB, ${database.dialect}`,
    );
    const preview = await timed('preview (all new)', ROWS, () => previewImport(db, buid, csv));
    console.log(`  verdicts: ${JSON.stringify(preview.counts)}`);
    const applied = await timed('apply (one transaction)', ROWS, () => applyImport(db, buid, csv, writer));
    console.log(`  verdicts: ${JSON.stringify(applied.counts)}`);
    await timed('preview again (all unchanged)', ROWS, () => previewImport(db, buid, csv));
    const again = await timed('apply again (writes nothing)', ROWS, () => applyImport(db, buid, csv, writer));
    console.log(`  verdicts: ${JSON.stringify(again.counts)}`);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
