// The template history's table, merged into the database's type from the section that owns it.
import type { Generated } from 'kysely';

export interface NotificationTemplateVersionsTable {
  id: Generated<number>;
  event: string;
  language: string;
  channel: string;
  subject: string;
  body: string;
  /** When the replaced text had been saved, and by whom ('' for the text a new database starts with). */
  saved_at: string;
  saved_by: string;
}

declare module '../../db/schema.js' {
  interface Database {
    notification_template_versions: NotificationTemplateVersionsTable;
  }
  interface NotificationTemplatesTable {
    updated_by: Generated<string>;
  }
}
