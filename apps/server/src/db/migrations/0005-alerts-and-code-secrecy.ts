import { type Kysely, type Migration } from 'kysely';
import type { TemplateRow } from '../../sections/sms/default-templates.js';
import { staffAlertTemplateRows } from '../../sections/sms/staff-alert-templates.js';

// Staff alert templates (a locker offline, a fault, parcels overdue), and the pickup code kept out of stored
// message bodies: a queued message holds the code in `secret` only until it is delivered, its body a mask.
export function alertsAndCodeSecrecyMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('messages').addColumn('secret', 'text').execute();
      await db
        .withTables<{ notification_templates: TemplateRow }>()
        .insertInto('notification_templates')
        .values(staffAlertTemplateRows(new Date().toISOString()))
        .execute();
    },
  };
}
