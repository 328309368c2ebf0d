// The building form as plain data: the values a page edits, the act parameters they become, and the field that
// shows each issue (found by the act's own schema on the client, or by the server's INVALID_PARAMS).
import {
  updateBuildingSettingsAct,
  type ActParams,
  type ActResult,
  type buildingSettingsAct,
} from '@bluemanager/protocol';
import type { Path, UseFormReturn } from 'react-hook-form';
import type { ActFormMapping } from '../../shared/form/act-form';

type BuildingSettings = ActResult<typeof buildingSettingsAct>;

export interface ContactDraft {
  name: string;
  role: string;
  phone: string;
  email: string;
}

export interface SettingsDraft {
  bname: string;
  /** street, city, province, postal code, country: the five parts of spec §3's pipe-separated address. */
  address: [string, string, string, string, string];
  timezone: string;
  contacts: ContactDraft[];
  overdue_hours: string;
  reminder_every_hours: string;
  reminder_limit: string;
  notify_language: 'en' | 'fr' | 'de' | 'pt';
  notify: { offline: boolean; faults: boolean; overdue: boolean; join_requests: boolean; email: string };
}

type UpdateParams = ActParams<typeof updateBuildingSettingsAct>;

const LANGUAGES = ['en', 'fr', 'de', 'pt'] as const;

function addressParts(baddr: string): SettingsDraft['address'] {
  const parts = baddr.split('|').map((part) => part.trim());
  return [parts[0] ?? '', parts[1] ?? '', parts[2] ?? '', parts[3] ?? '', parts[4] ?? ''];
}

/** Spec §3: a contact string is 'name#role#phone#email'; missing parts are empty. */
export function contactOf(value: string): ContactDraft {
  const [name = '', role = '', phone = '', email = ''] = value.split('#');
  return { name, role, phone, email };
}

export function draftOf(settings: BuildingSettings): SettingsDraft {
  const language = LANGUAGES.find((entry) => entry === settings.notify_language) ?? 'en';
  return {
    bname: settings.bname,
    address: addressParts(settings.baddr),
    timezone: settings.timezone,
    contacts: settings.contacts.map(contactOf),
    overdue_hours: String(settings.overdue_hours),
    reminder_every_hours: String(settings.reminder_every_hours),
    reminder_limit: String(settings.reminder_limit),
    notify_language: language,
    notify: { ...settings.notify },
  };
}

/** Whole numbers only: '' or '2.5' stay invalid instead of becoming 0 or 2. */
function wholeNumber(value: string): number {
  return /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
}

/**
 * The parameters to save. Name, address and time zone are the operator's (the server refuses them from anyone
 * else), so only a system admin's form sends them.
 */
export function paramsOf(buid: number, draft: SettingsDraft, operator: boolean): UpdateParams {
  const params: UpdateParams = {
    buid,
    contacts: draft.contacts.map((contact) =>
      [contact.name, contact.role, contact.phone, contact.email].map((part) => part.trim()).join('#'),
    ),
    overdue_hours: wholeNumber(draft.overdue_hours),
    reminder_every_hours: wholeNumber(draft.reminder_every_hours),
    reminder_limit: wholeNumber(draft.reminder_limit),
    notify_language: draft.notify_language,
    notify: { ...draft.notify, email: draft.notify.email.trim() },
  };
  if (!operator) return params;
  return {
    ...params,
    bname: draft.bname,
    baddr: draft.address.map((part) => part.trim()).join('|'),
    timezone: draft.timezone,
  };
}

/** The field that shows an issue of the parameter `path`: a contact's on its name, the address's on its parts. */
export function fieldOfParam(path: string): string {
  const [param, index] = path.split('.');
  if (param === 'contacts' && index !== undefined) return `contacts.${index}.name`;
  if (param === 'baddr') return 'address';
  return path;
}

export function settingsMapping(buid: number, operator: boolean): ActFormMapping<SettingsDraft> {
  return {
    schema: updateBuildingSettingsAct.params,
    paramsOf: (draft) => paramsOf(buid, draft, operator),
    // The paths the form has are the ones fieldOfParam names (react-hook-form's Path type cannot see them).
    fieldOf: (path) => fieldOfParam(path) as Path<SettingsDraft>,
  };
}

export type IssueKind = 'range' | 'contact' | 'email' | 'bname' | 'address' | 'timezone' | 'other';

/** Which translated message explains a client-side issue of a field; the server's own are shown as it wrote them. */
export function issueKind(field: string): IssueKind {
  if (['overdue_hours', 'reminder_every_hours', 'reminder_limit'].includes(field)) return 'range';
  if (field.startsWith('contacts')) return 'contact';
  if (field === 'notify.email') return 'email';
  if (field === 'bname') return 'bname';
  if (field === 'address') return 'address';
  if (field === 'timezone') return 'timezone';
  return 'other';
}

/** What each part of the settings form is handed: the form, and the message under a field. */
export interface SettingsFormPart {
  form: UseFormReturn<SettingsDraft>;
  issueOf: (field: string) => string | undefined;
}
