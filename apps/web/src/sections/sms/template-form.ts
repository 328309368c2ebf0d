// The template editor's form: the subject and text of one template (event × language × channel), validated by act
// 51023's own schema, which holds the protocol's template rules (known placeholders, the ones the event needs).
import {
  templateProblems,
  templateUpdateAct,
  type ActResult,
  type TemplateEvent,
  type templateListAct,
} from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import type { ActFormMapping } from '../../shared/form/act-form';

export type TemplateRow = ActResult<typeof templateListAct>['items'][number];

export interface TemplateKey {
  event: TemplateEvent;
  language: 'en' | 'fr' | 'de' | 'pt';
  channel: 'sms' | 'email';
}

export interface TemplateDraft {
  subject: string;
  body: string;
}

export function templateMapping(key: TemplateKey): ActFormMapping<TemplateDraft> {
  return {
    schema: templateUpdateAct.params,
    paramsOf: (draft) => ({ ...key, subject: key.channel === 'sms' ? '' : draft.subject, body: draft.body }),
    // An alert offered on the wrong channel cannot happen from the page; if the server says so, the text shows it.
    fieldOf: (path) => (path === 'subject' ? 'subject' : 'body'),
  };
}

const named = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');

/** The message under a field in the reader's language: the template rule it breaks, or the schema's plain limits. */
export function templateIssueText(
  t: TFunction,
  key: TemplateKey,
  draft: TemplateDraft,
  field: string,
): string {
  const problem = templateProblems({ ...key, ...draft }).find(
    (entry) => entry.path === field || (field === 'body' && entry.path === 'channel'),
  );
  if (problem) return t(`sms.invalid.${problem.kind}`, { names: named(problem.names) });
  const text = field === 'subject' ? draft.subject : draft.body;
  return t(text.trim() === '' ? 'sms.invalid.empty' : 'sms.invalid.tooLong');
}
