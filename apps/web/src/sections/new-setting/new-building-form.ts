// The New building form's values and their mapping to act 52060's parameters. The form validates with the act's own
// schema (newBuildingParams), so the browser refuses exactly what the server would, and each issue lands on the field
// that shows it: the address parts on their inputs (the '|' joining them is the wire's, never the user's), the
// contact on its name.
import { newBuildingParams, type ActParams, type createBuildingAct } from '@bluemanager/protocol';
import type { ActFormMapping } from '../../shared/form/act-form';

export const ADDRESS_PARTS = ['street', 'city', 'province', 'postalCode', 'country'] as const;
export const CONTACT_PARTS = ['contactName', 'contactRole', 'contactPhone', 'contactEmail'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
export type ContactPart = (typeof CONTACT_PARTS)[number];

export type NewBuildingForm = Record<AddressPart | ContactPart, string> & {
  bname: string;
  timezone: string;
  partner: string;
  overdue_hours: string;
  reminder_every_hours: string;
  reminder_limit: string;
  notify_language: 'en' | 'fr' | 'de' | 'pt';
};

export type NewBuildingParams = ActParams<typeof createBuildingAct>;

export function emptyNewBuilding(timezone: string): NewBuildingForm {
  return {
    bname: '',
    street: '',
    city: '',
    province: '',
    postalCode: '',
    country: 'Canada',
    timezone,
    partner: 'BB',
    contactName: '',
    contactRole: '',
    contactPhone: '',
    contactEmail: '',
    overdue_hours: '72',
    reminder_every_hours: '24',
    reminder_limit: '3',
    notify_language: 'en',
  };
}

const clean = (text: string) => text.replaceAll('|', '').replaceAll('#', '').trim();

export function newBuildingParamsOf(form: NewBuildingForm): NewBuildingParams {
  const contact = CONTACT_PARTS.map((part) => clean(form[part]));
  return {
    bname: form.bname.trim(),
    baddr: ADDRESS_PARTS.map((part) => clean(form[part])).join('|'),
    timezone: form.timezone,
    partner: form.partner,
    contacts: contact.some((part) => part !== '') ? [contact.join('#')] : [],
    overdue_hours: Number(form.overdue_hours),
    reminder_every_hours: Number(form.reminder_every_hours),
    reminder_limit: Number(form.reminder_limit),
    notify_language: form.notify_language,
  };
}

/** The form field that shows an issue of the act's parameter `path` ('baddr', 'contacts.0', 'bname'). */
export function fieldOfParam(path: string, form: NewBuildingForm): keyof NewBuildingForm {
  const [param] = path.split('.');
  if (param === 'baddr') return ADDRESS_PARTS.find((part) => clean(form[part]) === '') ?? 'street';
  if (param === 'contacts') return 'contactName';
  return (param ?? 'bname') as keyof NewBuildingForm;
}

export const newBuildingMapping: ActFormMapping<NewBuildingForm> = {
  schema: newBuildingParams,
  paramsOf: newBuildingParamsOf,
  fieldOf: fieldOfParam,
};
