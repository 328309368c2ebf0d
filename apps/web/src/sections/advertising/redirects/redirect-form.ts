// The short link form as plain data: note, target, expiry and the agent and group it advertises (ids as the select
// holds them, '' for none), and the act parameters it sends (an edit sends only what changed); its mapping hands them to react-hook-form, which validates them with the act's own schema, so the
// browser refuses a javascript: or relative target as the server does.
import {
  redirectCreateAct,
  redirectUpdateAct,
  type ActParams,
  type RedirectItem,
} from '@bluemanager/protocol';
import type { ActFormMapping } from '../../../shared/form/act-form';

export interface RedirectDraft {
  note: string;
  target: string;
  /** '' for no expiry. */
  expires_on: string;
  /** The ad agent's id, '' for none. */
  agent_id: string;
  /** The ad group's id, '' for none. */
  group_id: string;
}

export const EMPTY_REDIRECT: RedirectDraft = {
  note: '',
  target: 'https://',
  expires_on: '',
  agent_id: '',
  group_id: '',
};

export const redirectDraftOf = (link: RedirectItem): RedirectDraft => ({
  note: link.note,
  target: link.target,
  expires_on: link.expires_on ?? '',
  agent_id: link.agent_id === null ? '' : String(link.agent_id),
  group_id: link.group_id === null ? '' : String(link.group_id),
});

const idOf = (value: string): number | null => (value === '' ? null : Number(value));

export function createRedirectParams(draft: RedirectDraft): ActParams<typeof redirectCreateAct> {
  return {
    note: draft.note.trim(),
    target: draft.target.trim(),
    expires_on: draft.expires_on === '' ? null : draft.expires_on,
    agent_id: idOf(draft.agent_id),
    group_id: idOf(draft.group_id),
  };
}

export function updateRedirectParams(
  link: RedirectItem,
  draft: RedirectDraft,
): ActParams<typeof redirectUpdateAct> | undefined {
  const next = createRedirectParams(draft);
  const params: ActParams<typeof redirectUpdateAct> = { id: link.id };
  if (next.note !== link.note) params.note = next.note;
  if (next.target !== link.target) params.target = next.target;
  if (next.expires_on !== link.expires_on) params.expires_on = next.expires_on;
  if (next.agent_id !== link.agent_id) params.agent_id = next.agent_id;
  if (next.group_id !== link.group_id) params.group_id = next.group_id;
  return Object.keys(params).length > 1 ? params : undefined;
}

export function redirectMapping(link: RedirectItem | undefined): ActFormMapping<RedirectDraft> {
  return link
    ? { schema: redirectUpdateAct.params, paramsOf: (draft) => updateRedirectParams(link, draft) }
    : { schema: redirectCreateAct.params, paramsOf: createRedirectParams };
}

/** The address a screen shows (and a QR code carries) for a link. */
export const shortLink = (code: string, origin = window.location.origin) => `${origin}/r/${code}`;
