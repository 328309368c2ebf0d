// The member dialog's values and their mapping to acts 55003 and 55004. The form validates with create's own schema
// through useActForm, so the browser refuses what the server would; empty phone inputs are left out first, and an
// edit sends only the fields that changed.
import {
  memberCreateAct,
  type ActParams,
  type MemberItem,
  type MemberChannel,
  type MemberLanguage,
  type memberUpdateAct,
} from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import type { ActFormMapping } from '../../shared/form/act-form';

export interface MemberForm {
  buid: string;
  name: string;
  unit: string;
  phones: string[];
  email: string;
  language: MemberLanguage;
  channel: MemberChannel;
  status: 'invited' | 'active';
  notes: string;
}

export type CreateParams = ActParams<typeof memberCreateAct>;
export type UpdateParams = ActParams<typeof memberUpdateAct>;

export const emptyMember = (buid: string): MemberForm => ({
  buid,
  name: '',
  unit: '',
  phones: [''],
  email: '',
  language: 'en',
  channel: 'sms',
  status: 'active',
  notes: '',
});

export function memberFormOf(member: MemberItem): MemberForm {
  return {
    buid: String(member.buid),
    name: member.name,
    unit: member.unit,
    phones: member.phones.length > 0 ? [...member.phones] : [''],
    email: member.email,
    language: member.language as MemberLanguage,
    channel: member.channel as MemberChannel,
    status: 'active',
    notes: member.notes,
  };
}

export function createParamsOf(form: MemberForm): CreateParams {
  return {
    buid: form.buid,
    name: form.name,
    unit: form.unit,
    phones: form.phones.map((phone) => phone.trim()).filter((phone) => phone !== ''),
    email: form.email,
    language: form.language,
    channel: form.channel,
    status: form.status,
    notes: form.notes,
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((entry, index) => entry === b[index]);

/** The changed fields of an edit, as the schema normalises them; undefined when nothing changed. */
export function updateParamsOf(member: MemberItem, form: MemberForm): UpdateParams | undefined {
  const parsed = memberCreateAct.params.safeParse(createParamsOf(form));
  if (!parsed.success) return { id: member.id };
  const next = parsed.data;
  const changes: UpdateParams = { id: member.id };
  if (next.name !== member.name) changes.name = next.name;
  if (next.unit !== member.unit) changes.unit = next.unit;
  if (!sameList(next.phones, member.phones)) changes.phones = next.phones;
  if (next.email !== member.email) changes.email = next.email;
  if (next.language !== member.language) changes.language = next.language;
  if (next.channel !== member.channel) changes.channel = next.channel;
  if (next.notes !== member.notes) changes.notes = next.notes;
  return Object.keys(changes).length > 1 ? changes : undefined;
}

/** The form checks with create's own schema, for an edit too: what it sends is the same fields, changed or not. */
export const memberMapping: ActFormMapping<MemberForm> = {
  schema: memberCreateAct.params,
  paramsOf: createParamsOf,
};

/** The schema's English messages, each as the key of its words in the user's language. */
const MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'not a valid phone number': 'phone',
  'the same phone number is given twice': 'phoneTwice',
  'give a phone number or an email address': 'contact',
  'text messages need a phone number': 'smsNeedsPhone',
  'email needs an email address': 'emailNeedsEmail',
  'not a valid email address': 'email',
};

const FIELD_KEYS: Readonly<Record<string, string>> = {
  name: 'name',
  unit: 'unit',
  buid: 'buid',
  phones: 'phone',
};

/** A browser finding in the user's language; a server refusal (type 'server') as the server wrote it. */
export function issueText(t: TFunction, field: string, error: { type?: string; message?: string }): string {
  if (error.type === 'server') return error.message ?? '';
  const key = MESSAGE_KEYS[error.message ?? ''] ?? FIELD_KEYS[field.split('.')[0] ?? ''] ?? 'other';
  return t(`members.invalid.${key}`);
}
