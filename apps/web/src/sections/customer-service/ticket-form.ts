// The new-ticket form's values and the act 61005 parameters they become: optional links are left out when empty,
// ids typed as text become numbers (text that is no id fails the act's own schema on its field).
import { ticketCreateAct, type ActParams, type TicketPriority } from '@bluemanager/protocol';
import type { ActFormMapping } from '../../shared/form/act-form';

export interface TicketDraft {
  source: 'member' | 'building';
  buid: string;
  subject: string;
  body: string;
  name: string;
  phone: string;
  email: string;
  priority: TicketPriority;
  member_id: string;
  muuid: string;
  parcel_id: string;
}

export const EMPTY_TICKET: TicketDraft = {
  source: 'member',
  buid: '',
  subject: '',
  body: '',
  name: '',
  phone: '',
  email: '',
  priority: 'normal',
  member_id: '',
  muuid: '',
  parcel_id: '',
};

const optionalId = (text: string) => (text.trim() === '' ? undefined : text.trim());

export function ticketParams(draft: TicketDraft): ActParams<typeof ticketCreateAct> {
  const member = optionalId(draft.member_id);
  const parcel = optionalId(draft.parcel_id);
  return {
    source: draft.source,
    buid: draft.buid,
    subject: draft.subject,
    body: draft.body,
    name: draft.name,
    phone: draft.phone,
    email: draft.email,
    priority: draft.priority,
    ...(member === undefined ? {} : { member_id: member }),
    ...(draft.muuid === '' ? {} : { muuid: draft.muuid }),
    ...(parcel === undefined ? {} : { parcel_id: parcel }),
  };
}

const FIELDS: readonly (keyof TicketDraft)[] = [
  'source',
  'buid',
  'subject',
  'body',
  'name',
  'phone',
  'email',
  'priority',
  'member_id',
  'muuid',
  'parcel_id',
];

export const ticketMapping: ActFormMapping<TicketDraft> = {
  schema: ticketCreateAct.params,
  paramsOf: ticketParams,
  fieldOf: (path) => FIELDS.find((field) => field === path) ?? 'subject',
};
