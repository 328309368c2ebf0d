// The create form's values and the act 65303 parameters they become; every choice starts empty, so the schema's
// issue lands on the field that still needs one.
import { expressCreateAct, type ActParams } from '@bluemanager/protocol';
import type { ActFormMapping } from '../../shared/form/act-form';

export interface CreateDraft {
  buid: string;
  muuid: string;
  member_id: string;
  recipient: string;
  recipient_phone: string;
  destination: 'locker' | 'address';
  dest_muuid: string;
  address: string;
  size: string;
  service: string;
  method: string;
}

export const EMPTY_CREATE: CreateDraft = {
  buid: '',
  muuid: '',
  member_id: '',
  recipient: '',
  recipient_phone: '',
  destination: 'locker',
  dest_muuid: '',
  address: '',
  size: '',
  service: 'next-day',
  method: '',
};

export function createParams(draft: CreateDraft, key: string): ActParams<typeof expressCreateAct> {
  const params = {
    buid: draft.buid,
    muuid: draft.muuid,
    member_id: draft.member_id,
    recipient: draft.recipient,
    recipient_phone: draft.recipient_phone,
    destination: draft.destination,
    size: draft.size,
    service: draft.service,
    method: draft.method,
    key,
    ...(draft.destination === 'locker' && draft.dest_muuid ? { dest_muuid: draft.dest_muuid } : {}),
    ...(draft.destination === 'address' && draft.address.trim() ? { address: draft.address } : {}),
  };
  // The schema reads the strings (ids, enums) as the server would; a wrong one is its issue, on its field.
  return params as ActParams<typeof expressCreateAct>;
}

export function createMapping(key: string): ActFormMapping<CreateDraft> {
  return {
    schema: expressCreateAct.params,
    paramsOf: (draft) => createParams(draft, key),
    fieldOf: (path) => (path === 'key' ? 'method' : (path as keyof CreateDraft)),
  };
}
