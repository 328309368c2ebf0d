// The agent form as plain data: what it edits and the act parameters it sends (an edit sends only what changed,
// since the server refuses a change of nothing); its mapping hands them to react-hook-form, which validates them
// with the act's own schema.
import {
  adAgentCreateAct,
  adAgentUpdateAct,
  displayPhone,
  storedPhone,
  type ActParams,
  type AdAgentItem,
} from '@bluemanager/protocol';
import type { ActFormMapping } from '../../../shared/form/act-form';

export interface AgentDraft {
  name: string;
  gname: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  contract_start: string;
  /** '' while the contract is open-ended. */
  contract_end: string;
  active: boolean;
}

export function emptyAgentDraft(today: string): AgentDraft {
  return {
    name: '',
    gname: '',
    contact_name: '',
    contact_email: '',
    contact_phone: '',
    contract_start: today,
    contract_end: '',
    active: true,
  };
}

export function agentDraftOf(agent: AdAgentItem): AgentDraft {
  return {
    name: agent.name,
    gname: agent.gname,
    contact_name: agent.contact_name,
    contact_email: agent.contact_email,
    contact_phone: agent.contact_phone === '' ? '' : displayPhone(agent.contact_phone),
    contract_start: agent.contract_start,
    contract_end: agent.contract_end ?? '',
    active: agent.active,
  };
}

export type CreateAgentParams = ActParams<typeof adAgentCreateAct>;
export type UpdateAgentParams = ActParams<typeof adAgentUpdateAct>;

export function createAgentParams(draft: AgentDraft): CreateAgentParams {
  return {
    name: draft.name.trim(),
    gname: draft.gname.trim(),
    contact_name: draft.contact_name.trim(),
    contact_email: draft.contact_email.trim(),
    contact_phone: draft.contact_phone.trim(),
    contract_start: draft.contract_start,
    contract_end: draft.contract_end === '' ? null : draft.contract_end,
    active: draft.active,
  };
}

/** Only what changed; `undefined` when nothing did. The phone counts as changed only when its number did. */
export function updateAgentParams(agent: AdAgentItem, draft: AgentDraft): UpdateAgentParams | undefined {
  const next = createAgentParams(draft);
  const params: UpdateAgentParams = { id: agent.id };
  for (const key of ['name', 'gname', 'contact_name', 'contact_email', 'contract_start'] as const) {
    if (next[key] !== agent[key]) params[key] = next[key];
  }
  if (storedPhone(next.contact_phone ?? '') !== agent.contact_phone)
    params.contact_phone = next.contact_phone;
  if (next.contract_end !== agent.contract_end) params.contract_end = next.contract_end;
  return Object.keys(params).length > 1 ? params : undefined;
}

export function agentMapping(agent: AdAgentItem | undefined): ActFormMapping<AgentDraft> {
  return agent
    ? { schema: adAgentUpdateAct.params, paramsOf: (draft) => updateAgentParams(agent, draft) }
    : { schema: adAgentCreateAct.params, paramsOf: createAgentParams };
}

export const AGENT_FIELDS = [
  'name',
  'gname',
  'contact_name',
  'contact_email',
  'contact_phone',
  'contract_start',
  'contract_end',
] as const;
