// The message templates, as the SMS and Notification Template pages read and edit them. Every save keeps the text
// it replaces as a version (the history a page shows and restores from) and is logged in the operation log.
import type { Kysely } from 'kysely';
import { templateProblems } from '@bluemanager/protocol';
import { ActError } from '../../domain/act-error.js';
import type { OperationActor } from '../../domain/oplog/operation-log.js';
import { logOperation } from '../../domain/oplog/operation-log.js';
import type { Database } from '../../db/schema.js';
import { fetchPage, type PageRequest } from '../../db/page.js';
import './template-versions-table.js';

export interface TemplateKey {
  event: string;
  language: string;
  channel: string;
}

export interface TemplateInput extends TemplateKey {
  subject: string;
  body: string;
}

export interface TemplateFilter extends Partial<TemplateKey>, PageRequest {}

export async function listTemplates(db: Kysely<Database>, filter: TemplateFilter) {
  let query = db.selectFrom('notification_templates as t').select((eb) => [
    't.event',
    't.language',
    't.channel',
    't.subject',
    't.body',
    't.updated_at',
    eb
      .selectFrom('notification_template_versions as v')
      .select((count) => count.fn.countAll<number>().as('n'))
      .whereRef('v.event', '=', 't.event')
      .whereRef('v.language', '=', 't.language')
      .whereRef('v.channel', '=', 't.channel')
      .as('versions'),
  ]);
  if (filter.event) query = query.where('t.event', '=', filter.event);
  if (filter.language) query = query.where('t.language', '=', filter.language);
  if (filter.channel) query = query.where('t.channel', '=', filter.channel);
  const page = await fetchPage(db, query, filter, (ordered) =>
    ordered.orderBy('t.event').orderBy('t.language').orderBy('t.channel'),
  );
  return {
    total: page.total,
    items: page.items.map(({ updated_at, versions, ...row }) => ({
      ...row,
      update_time: updated_at,
      versions: Number(versions ?? 0),
    })),
  };
}

/** The earlier texts of one template, newest first. */
export async function templateHistory(db: Kysely<Database>, key: TemplateKey) {
  return db
    .selectFrom('notification_template_versions')
    .select(['id', 'subject', 'body', 'saved_at', 'saved_by'])
    .where('event', '=', key.event)
    .where('language', '=', key.language)
    .where('channel', '=', key.channel)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

export async function saveTemplate(
  db: Kysely<Database>,
  input: TemplateInput,
  writer: { actor: OperationActor; now: Date },
) {
  // The act's schema has already checked these; a caller inside the server (a seed, a migration) is held to them too.
  const problem = templateProblems(input)[0];
  if (problem) throw new ActError('INVALID_PARAMS', problem.message);
  const updated_at = writer.now.toISOString();
  const subject = input.channel === 'sms' ? '' : input.subject;
  const key = { event: input.event, language: input.language, channel: input.channel };
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('notification_templates')
      .select(['subject', 'body', 'updated_at', 'updated_by'])
      .where('event', '=', key.event)
      .where('language', '=', key.language)
      .where('channel', '=', key.channel)
      .executeTakeFirst();
    if (current && current.subject === subject && current.body === input.body) return;
    if (current) {
      await trx
        .insertInto('notification_template_versions')
        .values({
          ...key,
          subject: current.subject,
          body: current.body,
          saved_at: current.updated_at,
          saved_by: current.updated_by,
        })
        .execute();
    }
    const values = { ...key, subject, body: input.body, updated_at, updated_by: writer.actor.username };
    await trx
      .insertInto('notification_templates')
      .values(values)
      .onConflict((oc) =>
        oc
          .columns(['event', 'language', 'channel'])
          .doUpdateSet({ subject, body: input.body, updated_at, updated_by: writer.actor.username }),
      )
      .execute();
    await logOperation(trx, {
      operation: 'template-updated',
      target: `${key.event} (${key.language}, ${key.channel})`,
      actor: writer.actor,
      now: writer.now,
      changes: {
        before: current ? { subject: current.subject, body: current.body } : {},
        after: { subject, body: input.body },
      },
    });
  });
  return { ...key, subject, body: input.body, update_time: updated_at };
}
