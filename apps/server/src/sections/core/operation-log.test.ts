// Every write logs who made it and what it changed, before and after, in the write's own transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';

describe.each(testDialects())('the operation log of writes on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
  });
  afterAll(() => portal?.close());

  const lastEntry = (operation: string) =>
    portal.database.handle.db
      .selectFrom('operation_log')
      .select(['username', 'ip', 'target', 'before_value', 'after_value'])
      .where('operation', '=', operation)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  it("records a building's changed settings, only the changed ones, with the actor", async () => {
    const building = await portal.database.handle.db
      .selectFrom('buildings')
      .select(['id', 'name', 'overdue_hours', 'reminder_limit'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { body } = await portal.call(
      52003,
      {
        t: admin,
        buid: building.id,
        overdue_hours: building.overdue_hours + 1,
        reminder_limit: building.reminder_limit,
      },
      { ip: '10.1.2.3' },
    );
    expect(body).toMatchObject({ ret: 1 });
    const entry = await lastEntry('building-settings-updated');
    expect(entry).toMatchObject({ username: 'sysadmin', ip: '10.1.2.3', target: building.name });
    expect(JSON.parse(entry.before_value ?? '')).toEqual({ overdue_hours: building.overdue_hours });
    expect(JSON.parse(entry.after_value ?? '')).toEqual({ overdue_hours: building.overdue_hours + 1 });
  });

  it("records a machine's rename and a parcel's state change", async () => {
    const db = portal.database.handle.db;
    const machine = await db
      .selectFrom('machines')
      .select(['uuid', 'name'])
      .where('retired_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await portal.act('update machine', { t: admin, uuid: machine.uuid, name: `${machine.name} (renamed)` });
    const renamed = await lastEntry('machine-updated');
    expect(JSON.parse(renamed.before_value ?? '')).toEqual({ name: machine.name });
    expect(JSON.parse(renamed.after_value ?? '')).toEqual({ name: `${machine.name} (renamed)` });

    const parcel = await db
      .selectFrom('parcels')
      .select('id')
      .where('state', '=', 'pending')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await portal.act('mark parcels collected', { t: admin, id: parcel.id })).body).toMatchObject({
      ret: 1,
    });
    const collected = await lastEntry('parcel-collected');
    expect(collected.target).toBe(String(parcel.id));
    expect(JSON.parse(collected.before_value ?? '')).toEqual({ state: 'pending' });
    expect(JSON.parse(collected.after_value ?? '')).toEqual({ state: 'collected' });
  });
});
