// Screen layouts and which machine carries which. A layout's ad area is its whole screen, or what the header band
// leaves; an item plays on a screen whose ad area is the item's picture size.
import type { Kysely } from 'kysely';
import type {
  ActParsedParams,
  AdScreenItem,
  adScreenCreateAct,
  adScreenMachinesAct,
  adScreenUpdateAct,
  ActResult,
  ScreenMachineItem,
} from '@bluemanager/protocol';
import type { SignedInContext } from '../../act-channel/act-handler.js';
import { write } from '../../act-channel/write.js';
import { fetchPage } from '../../db/page.js';
import type { Database } from '../../db/schema.js';
import { containsText } from '../../db/text-match.js';
import { ActError } from '../../domain/act-error.js';
import { machineByUuid } from '../machines/machine-access.js';

type Writer = Pick<SignedInContext, 'db' | 'actor' | 'now'>;

interface ScreenRow {
  id: number;
  name: string;
  layout: string;
  width: number;
  height: number;
  header_height: number;
  updated_at: string;
}

export const adAreaOf = (screen: Pick<ScreenRow, 'width' | 'height' | 'header_height'>): string =>
  `${screen.width}x${screen.height - screen.header_height}`;

const layoutOf = (value: string) => (value === 'header' ? 'header' : 'full');

function toScreen(row: ScreenRow & { machines: number | string | bigint | null }): AdScreenItem {
  return {
    id: row.id,
    name: row.name,
    layout: layoutOf(row.layout),
    width: row.width,
    height: row.height,
    header_height: row.header_height,
    ad_size: adAreaOf(row),
    machines: Number(row.machines ?? 0),
    updated_at: row.updated_at,
  };
}

const screensQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('ad_screens')
    .select(['id', 'name', 'layout', 'width', 'height', 'header_height', 'updated_at'])
    .select((eb) =>
      eb
        .selectFrom('ad_machine_screens')
        .innerJoin('machines', 'machines.id', 'ad_machine_screens.machine_id')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('ad_machine_screens.screen_id', '=', 'ad_screens.id')
        .where('machines.retired_at', 'is', null)
        .as('machines'),
    );

export async function listScreens(db: Kysely<Database>, layout: string | undefined): Promise<AdScreenItem[]> {
  let query = screensQuery(db);
  if (layout) query = query.where('layout', '=', layout);
  const rows = await query.orderBy('layout').orderBy('width').orderBy('height').orderBy('id').execute();
  return rows.map(toScreen);
}

async function findScreen(db: Kysely<Database>, id: number): Promise<AdScreenItem> {
  const row = await screensQuery(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no screen layout ${id}.`);
  return toScreen(row);
}

export async function createScreen(
  context: Writer,
  params: ActParsedParams<typeof adScreenCreateAct>,
): Promise<AdScreenItem> {
  const at = context.now.toISOString();
  const id = await write(context, async (trx, log) => {
    const row = await trx
      .insertInto('ad_screens')
      .values({ ...params, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await log({
      operation: 'ad-screen-created',
      target: params.name,
      changes: { before: {}, after: params },
    });
    return row.id;
  });
  return findScreen(context.db, id);
}

export async function updateScreen(
  context: Writer,
  params: ActParsedParams<typeof adScreenUpdateAct>,
): Promise<AdScreenItem> {
  const before = await findScreen(context.db, params.id);
  const { id, ...values } = params;
  const fits =
    before.layout === 'full'
      ? values.header_height === 0
      : values.header_height >= 40 && values.header_height <= values.height - 120;
  if (!fits) {
    throw new ActError('INVALID_PARAMS', 'The header does not fit this kind of screen.', {
      issues: [{ path: 'header_height', message: 'a header of 40 px or more that leaves 120 px for the ad' }],
    });
  }
  await write(context, async (trx, log) => {
    await trx
      .updateTable('ad_screens')
      .set({ ...values, updated_at: context.now.toISOString() })
      .where('id', '=', id)
      .execute();
    await log({
      operation: 'ad-screen-updated',
      target: values.name,
      changes: {
        before: {
          name: before.name,
          width: before.width,
          height: before.height,
          header: before.header_height,
        },
        after: {
          name: values.name,
          width: values.width,
          height: values.height,
          header: values.header_height,
        },
      },
    });
  });
  return findScreen(context.db, id);
}

const machineQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('machines')
    .innerJoin('buildings', 'buildings.id', 'machines.building_id')
    .leftJoin('ad_machine_screens', 'ad_machine_screens.machine_id', 'machines.id')
    .leftJoin('ad_screens', 'ad_screens.id', 'ad_machine_screens.screen_id')
    .select([
      'machines.uuid',
      'machines.name',
      'buildings.id as buid',
      'buildings.name as bname',
      'ad_screens.id as screen_id',
      'ad_screens.name as screen',
      'ad_screens.layout',
      'ad_screens.width',
      'ad_screens.height',
      'ad_screens.header_height',
    ])
    .where('machines.retired_at', 'is', null);

type MachineScreenRow = Awaited<ReturnType<ReturnType<typeof machineQuery>['executeTakeFirstOrThrow']>>;

function toMachine(row: MachineScreenRow): ScreenMachineItem {
  const { width, height, header_height: headerHeight } = row;
  return {
    uuid: row.uuid,
    name: row.name,
    buid: row.buid,
    bname: row.bname,
    screen_id: row.screen_id,
    screen: row.screen,
    layout: row.layout === null ? null : layoutOf(row.layout),
    ad_size:
      width !== null && height !== null && headerHeight !== null
        ? adAreaOf({ width, height, header_height: headerHeight })
        : null,
  };
}

export async function listScreenMachines(
  db: Kysely<Database>,
  params: ActParsedParams<typeof adScreenMachinesAct>,
): Promise<ActResult<typeof adScreenMachinesAct>> {
  let query = machineQuery(db);
  if (params.layout === 'none') query = query.where('ad_screens.id', 'is', null);
  else if (params.layout !== 'all') query = query.where('ad_screens.layout', '=', params.layout);
  if (params.buid !== undefined) query = query.where('buildings.id', '=', params.buid);
  if (params.q) {
    const q = params.q;
    query = query.where((eb) =>
      eb.or([containsText(eb.ref('machines.name'), q), containsText(eb.ref('buildings.name'), q)]),
    );
  }
  const page = await fetchPage(db, query, params, (ordered) =>
    ordered.orderBy('buildings.name').orderBy('machines.name').orderBy('machines.uuid'),
  );
  return { total: page.total, items: page.items.map(toMachine) };
}

export async function machineScreen(db: Kysely<Database>, uuid: string): Promise<ScreenMachineItem> {
  const row = await machineQuery(db).where('machines.uuid', '=', uuid).executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no locker ${uuid}.`);
  return toMachine(row);
}

export async function setMachineScreen(
  context: Writer,
  uuid: string,
  screenId: number | null,
): Promise<ScreenMachineItem> {
  const machine = await machineByUuid(context.db, uuid);
  if (machine.retired_at !== null) throw new ActError('CONFLICT', 'This locker is retired.');
  const before = await machineScreen(context.db, uuid);
  const screen = screenId === null ? null : await findScreen(context.db, screenId);
  await write(context, async (trx, log) => {
    await trx.deleteFrom('ad_machine_screens').where('machine_id', '=', machine.id).execute();
    if (screen)
      await trx
        .insertInto('ad_machine_screens')
        .values({ machine_id: machine.id, screen_id: screen.id })
        .execute();
    await log({
      operation: 'ad-machine-screen-set',
      target: machine.name,
      buildingId: machine.building_id,
      changes: { before: { screen: before.screen }, after: { screen: screen?.name ?? null } },
    });
  });
  return machineScreen(context.db, uuid);
}
