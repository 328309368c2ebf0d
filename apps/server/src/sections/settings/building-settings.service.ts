// Changing a building's settings: validated by the act's schema, refused outside the caller's scope by the
// dispatcher, and here: the name, address and time zone are the operator's (system admins), the rest the
// managers'. The change and its operation log entry are one transaction.
import type { Kysely } from 'kysely';
import type { ActParsedParams, updateBuildingSettingsAct } from '@bluemanager/protocol';
import { ActError } from '../../domain/act-error.js';
import type { Database, Flag } from '../../db/schema.js';
import { logFor, type Writer } from '../../act-channel/write.js';
import { changedFields } from '../../domain/oplog/operation-log.js';
import {
  buildingSettings,
  type BuildingChanges,
  type BuildingSettings,
} from './building-settings.repository.js';

type UpdateParams = ActParsedParams<typeof updateBuildingSettingsAct>;

const flag = (value: boolean | undefined): Flag | undefined =>
  value === undefined ? undefined : value ? 1 : 0;

function changesOf(params: UpdateParams): BuildingChanges {
  const changes: BuildingChanges = {
    name: params.bname,
    address: params.baddr,
    timezone: params.timezone,
    overdue_hours: params.overdue_hours,
    reminder_every_hours: params.reminder_every_hours,
    reminder_limit: params.reminder_limit,
    notify_language: params.notify_language,
    contacts: params.contacts === undefined ? undefined : JSON.stringify(params.contacts),
    notify_offline: flag(params.notify?.offline),
    notify_faults: flag(params.notify?.faults),
    notify_overdue: flag(params.notify?.overdue),
    notify_join_requests: flag(params.notify?.join_requests),
    notify_email: params.notify?.email,
  };
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as BuildingChanges;
}

export async function updateBuildingSettings(
  db: Kysely<Database>,
  params: UpdateParams,
  writer: Writer,
): Promise<BuildingSettings> {
  const { now } = writer;
  const changes = changesOf(params);
  const fields = Object.keys(changes);
  // Nothing to change is not an error: the page saves what it shows, and gets the building back.
  if (fields.length === 0) return buildingSettings(db, params.buid);
  if (params.reminder_every_hours !== undefined || params.overdue_hours !== undefined) {
    const current = await db
      .selectFrom('buildings')
      .select(['overdue_hours', 'reminder_every_hours'])
      .where('id', '=', params.buid)
      .executeTakeFirstOrThrow();
    const overdue = params.overdue_hours ?? current.overdue_hours;
    const every = params.reminder_every_hours ?? current.reminder_every_hours;
    if (every > overdue) {
      throw new ActError(
        'INVALID_PARAMS',
        `Reminders every ${every} h would never come before the ${overdue} h overdue threshold.`,
        {
          issues: [{ path: 'reminder_every_hours', message: 'must not be more than overdue_hours' }],
        },
      );
    }
  }
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('buildings')
      .selectAll()
      .where('id', '=', params.buid)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('buildings')
      .set({ ...changes, updated_at: now.toISOString() })
      .where('id', '=', params.buid)
      .execute();
    await logFor(trx, writer, {
      operation: 'building-settings-updated',
      target: before.name,
      detail: fields.join(', '),
      changes: changedFields(before, changes),
      buildingId: params.buid,
    });
  });
  return buildingSettings(db, params.buid);
}
