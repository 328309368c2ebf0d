// The import acts: read the file, plan it against the building's current members, and, to apply, write every new
// and changed member in one transaction with one log entry linked to each of them. A file with an error row writes
// nothing; applying the same file again finds every row unchanged and writes nothing either.
import type { Kysely } from 'kysely';
import type { ImportVerdict } from '@bluemanager/protocol';
import type { Database } from '../../../db/schema.js';
import type { Writer } from '../../../act-channel/write.js';
import { ActError } from '../../../domain/act-error.js';
import { logForMembers } from '../member-history.js';
import { memberSearchText, readPhones } from '../member-row.js';
import { countVerdicts, planImport, type ExistingMember, type PlannedRow } from './import-plan.js';
import { readResidentsCsv } from './read-csv.js';

/** Rows per multi-row insert: well under either database's parameter limit. */
const INSERT_BATCH = 500;

async function currentMembers(db: Kysely<Database>, buildingId: number): Promise<ExistingMember[]> {
  const rows = await db
    .selectFrom('members')
    .select(['id', 'name', 'unit', 'phones', 'email', 'language', 'channel', 'notes'])
    .where('building_id', '=', buildingId)
    .where('status', '!=', 'moved-out')
    .execute();
  return rows.map((row) => ({ ...row, phones: readPhones(row.phones) }));
}

export async function previewImport(db: Kysely<Database>, buildingId: number, csv: string) {
  const planned = planImport(readResidentsCsv(csv), await currentMembers(db, buildingId));
  return { rows: planned.map(({ values: _values, ...row }) => row), counts: countVerdicts(planned) };
}

function refuseErrors(planned: readonly PlannedRow[]): void {
  const errors = planned.filter((row) => row.verdict === 'error');
  if (errors.length === 0) return;
  throw new ActError(
    'INVALID_PARAMS',
    `The file has ${errors.length} row${errors.length === 1 ? '' : 's'} with errors; nothing was imported. Line ${errors[0]?.line}: ${errors[0]?.reason}.`,
    {
      issues: errors.slice(0, 50).map((row) => ({ path: 'csv', message: `line ${row.line}: ${row.reason}` })),
    },
  );
}

export async function applyImport(
  db: Kysely<Database>,
  buildingId: number,
  csv: string,
  writer: Writer,
): Promise<{ counts: Record<ImportVerdict, number> }> {
  const rows = readResidentsCsv(csv);
  return db.transaction().execute(async (trx) => {
    // Planned inside the transaction, so the members it compares with are the ones it writes over.
    const planned = planImport(rows, await currentMembers(trx, buildingId));
    refuseErrors(planned);
    const counts = countVerdicts(planned);
    if (counts.new === 0 && counts.update === 0) return { counts };
    const at = writer.now.toISOString();
    const touched: number[] = [];
    const created = planned.flatMap((row) => (row.verdict === 'new' && row.values ? [row.values] : []));
    for (let start = 0; start < created.length; start += INSERT_BATCH) {
      const inserted = await trx
        .insertInto('members')
        .values(
          created.slice(start, start + INSERT_BATCH).map((values) => ({
            ...values,
            building_id: buildingId,
            phones: JSON.stringify(values.phones),
            status: 'active',
            search_text: memberSearchText(values),
            created_at: at,
            updated_at: at,
          })),
        )
        .returning('id')
        .execute();
      touched.push(...inserted.map((row) => row.id));
    }
    for (const row of planned) {
      if (row.verdict !== 'update' || !row.values || row.member_id === null) continue;
      await trx
        .updateTable('members')
        .set({
          ...row.values,
          phones: JSON.stringify(row.values.phones),
          search_text: memberSearchText(row.values),
          updated_at: at,
        })
        .where('id', '=', row.member_id)
        .execute();
      touched.push(row.member_id);
    }
    const building = await trx
      .selectFrom('buildings')
      .select('name')
      .where('id', '=', buildingId)
      .executeTakeFirstOrThrow();
    await logForMembers(trx, writer, touched, {
      operation: 'members-imported',
      target: building.name,
      detail: `${counts.new} new, ${counts.update} updated, ${counts.unchanged} unchanged, ${counts.duplicate} duplicate rows skipped`,
    });
    return { counts };
  });
}
