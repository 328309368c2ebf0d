// Machine models: a name, a machine mode (and so a family) and the compartment layout a new machine gets.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  layoutEntry,
  machineModeInfo,
  type ActParsedParams,
  type ActResult,
  type machineModelsAct,
} from '@bluemanager/protocol';
import { fetchPage } from '../../db/page.js';
import { ActError } from '../../domain/act-error.js';
import type { Database } from '../../db/schema.js';

export type ModelItem = ActResult<typeof machineModelsAct>['items'][number];
export type LayoutEntry = z.infer<typeof layoutEntry>;

const storedLayout = z.array(layoutEntry);

export function parseLayout(text: string): LayoutEntry[] {
  return storedLayout.parse(JSON.parse(text));
}

function modelQuery(db: Kysely<Database>) {
  return db
    .selectFrom('machine_models')
    .selectAll('machine_models')
    .select((eb) =>
      eb
        .selectFrom('machines')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('machines.model_id', '=', 'machine_models.id')
        .where('machines.retired_at', 'is', null)
        .as('machines'),
    );
}

type ModelRow = Awaited<ReturnType<ReturnType<typeof modelQuery>['executeTakeFirstOrThrow']>>;

function toModelItem(row: ModelRow): ModelItem {
  const layout = parseLayout(row.layout);
  return {
    id: row.id,
    name: row.name,
    mm: row.mm,
    family: row.family,
    layout,
    compartments: layout.length,
    machines: Number(row.machines ?? 0),
    retired: row.retired_at !== null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const SORT_COLUMNS = { name: 'machine_models.name', mm: 'machine_models.mm', machines: 'machines' } as const;

export async function listModels(
  db: Kysely<Database>,
  params: ActParsedParams<typeof machineModelsAct>,
): Promise<ActResult<typeof machineModelsAct>> {
  let query = modelQuery(db);
  if (!params.retired) query = query.where('machine_models.retired_at', 'is', null);
  const page = await fetchPage(db, query, params, (selected) =>
    selected.orderBy(SORT_COLUMNS[params.sort], params.dir).orderBy('machine_models.id'),
  );
  return { total: page.total, items: page.items.map(toModelItem) };
}

export async function findModel(db: Kysely<Database>, id: number): Promise<ModelItem> {
  const row = await modelQuery(db).where('machine_models.id', '=', id).executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no machine model ${id}.`);
  return toModelItem(row);
}

async function requireFreeName(db: Kysely<Database>, name: string, except?: number): Promise<void> {
  let query = db.selectFrom('machine_models').select('id').where('name', '=', name);
  if (except !== undefined) query = query.where('id', '<>', except);
  if (await query.executeTakeFirst())
    throw new ActError('CONFLICT', `A machine model is already named ${name}.`);
}

export async function createModel(
  db: Kysely<Database>,
  input: { name: string; mm: number; layout: LayoutEntry[]; now: Date },
): Promise<ModelItem> {
  const mode = machineModeInfo(input.mm);
  if (!mode) throw new ActError('INVALID_PARAMS', `There is no machine mode ${input.mm}.`);
  await requireFreeName(db, input.name);
  const at = input.now.toISOString();
  const { id } = await db
    .insertInto('machine_models')
    .values({
      name: input.name,
      mm: input.mm,
      family: mode.family,
      layout: JSON.stringify(input.layout),
      retired_at: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return findModel(db, id);
}

export async function updateModel(
  db: Kysely<Database>,
  input: { id: number; name?: string; layout?: LayoutEntry[]; now: Date },
): Promise<ModelItem> {
  const current = await findModel(db, input.id);
  if (current.retired) throw new ActError('CONFLICT', `Machine model ${current.name} is retired.`);
  if (input.name !== undefined) await requireFreeName(db, input.name, input.id);
  await db
    .updateTable('machine_models')
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.layout !== undefined ? { layout: JSON.stringify(input.layout) } : {}),
      updated_at: input.now.toISOString(),
    })
    .where('id', '=', input.id)
    .execute();
  return findModel(db, input.id);
}

export async function retireModel(db: Kysely<Database>, id: number, now: Date): Promise<ModelItem> {
  const current = await findModel(db, id);
  const result = await db
    .updateTable('machine_models')
    .set({ retired_at: now.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw new ActError('CONFLICT', `Machine model ${current.name} is already retired.`);
  }
  return findModel(db, id);
}
