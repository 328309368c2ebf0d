// What the recipient messages and the managers' alerts have in common on their way into the outbox: the template in
// the building's language (English when that one was deleted), rendered into a queued row.
import type { Insertable } from 'kysely';
import type { MessagesTable } from '../../db/schema.js';
import { renderTemplate, type TemplateValues } from '@bluemanager/protocol';

export interface StoredTemplateText {
  language: string;
  subject: string;
  body: string;
}

/** The template for `language` among those that fit, else the English one. */
export function templateIn<T extends StoredTemplateText>(
  templates: readonly T[],
  language: string,
  fits: (template: T) => boolean,
): T | undefined {
  return (
    templates.find((template) => fits(template) && template.language === language) ??
    templates.find((template) => fits(template) && template.language === 'en')
  );
}

/** A machine's name as a message says it: its '#'-separated parts with spaces. */
export function lockerInText(machineName: string): string {
  return machineName.split('#').join(' ');
}

export function queuedMessage(
  message: {
    parcelId: number | null;
    buildingId: number;
    event: string;
    channel: string;
    recipient: string;
    template: StoredTemplateText;
    values: TemplateValues;
    /** A pickup code the message carries, kept beside its masked text until delivery (pickup-code-secrecy.ts). */
    secret?: string;
  },
  at: Date,
): Insertable<MessagesTable> {
  const now = at.toISOString();
  return {
    parcel_id: message.parcelId,
    building_id: message.buildingId,
    event: message.event,
    channel: message.channel,
    recipient: message.recipient,
    language: message.template.language,
    subject: renderTemplate(message.template.subject, message.values),
    body: renderTemplate(message.template.body, message.values),
    secret: message.secret ?? null,
    status: 'queued',
    created_at: now,
    next_attempt_at: now,
    claimed_until: null,
    sent_at: null,
  };
}
