// The recipient message templates, as the Notification Template pages read and edit them.
import type { Kysely } from 'kysely';
import { ActError } from '../../domain/act-error.js';
import type { Database } from '../../db/schema.js';
import { STAFF_ALERT_EVENTS, TEMPLATE_PLACEHOLDERS } from './notification-kinds.js';

export interface TemplateInput {
  event: string;
  language: string;
  channel: string;
  subject: string;
  body: string;
}

export async function listTemplates(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('notification_templates')
    .select(['event', 'language', 'channel', 'subject', 'body', 'updated_at'])
    .orderBy('event')
    .orderBy('language')
    .orderBy('channel')
    .execute();
  return rows.map(({ updated_at, ...row }) => ({ ...row, update_time: updated_at }));
}

/** Every {name} a text uses that is not a known placeholder. */
export function unknownPlaceholders(text: string): string[] {
  const known: readonly string[] = TEMPLATE_PLACEHOLDERS;
  return [...text.matchAll(/\{([^{}\s]*)\}/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => !known.includes(name));
}

export async function saveTemplate(db: Kysely<Database>, input: TemplateInput, now: Date) {
  const unknown = unknownPlaceholders(`${input.subject} ${input.body}`);
  if (unknown.length > 0) {
    throw new ActError(
      'INVALID_PARAMS',
      `Unknown placeholder ${unknown.map((name) => `{${name}}`).join(', ')}; use ${TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`).join(' ')}.`,
    );
  }
  if ((STAFF_ALERT_EVENTS as readonly string[]).includes(input.event) && input.channel !== 'email') {
    throw new ActError('INVALID_PARAMS', `The managers' alert ${input.event} is sent by email only.`);
  }
  const updated_at = now.toISOString();
  const values = { ...input, subject: input.channel === 'sms' ? '' : input.subject, updated_at };
  await db
    .insertInto('notification_templates')
    .values(values)
    .onConflict((oc) =>
      oc
        .columns(['event', 'language', 'channel'])
        .doUpdateSet({ subject: values.subject, body: values.body, updated_at }),
    )
    .execute();
  const { updated_at: time, ...template } = values;
  return { ...template, update_time: time };
}
