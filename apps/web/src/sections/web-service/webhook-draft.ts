// A webhook as its form holds it (the building as the select's text) and how it becomes the create and update acts'
// fields: one shape for adding one and for editing one, so the two forms cannot drift apart.
import { WEBHOOK_EVENTS, type ActResult, type WebhookEvent, type webhooksAct } from '@bluemanager/protocol';

export type Webhook = ActResult<typeof webhooksAct>['items'][number];

export interface WebhookDraft {
  url: string;
  events: WebhookEvent[];
  /** '' for every building in reach. */
  building: string;
  active: boolean;
}

export const NEW_WEBHOOK: WebhookDraft = {
  url: '',
  events: ['parcel.deposited'],
  building: '',
  active: true,
};

export function draftOf(webhook: Webhook): WebhookDraft {
  return {
    url: webhook.url,
    events: [...webhook.events],
    building: webhook.building === null ? '' : String(webhook.building),
    active: webhook.active,
  };
}

export function webhookFields(draft: WebhookDraft) {
  return {
    url: draft.url.trim(),
    // In the vocabulary's order, whatever order they were ticked in, so every list reads them alike.
    events: WEBHOOK_EVENTS.filter((event) => draft.events.includes(event)),
    building: draft.building === '' ? null : Number(draft.building),
    active: draft.active,
  };
}

/** Whether the draft differs from the webhook as stored (the order of the events does not count). */
export function draftChanged(draft: WebhookDraft, webhook: Webhook): boolean {
  const stored = draftOf(webhook);
  const sameEvents =
    draft.events.length === stored.events.length &&
    draft.events.every((event) => stored.events.includes(event));
  return (
    draft.url.trim() !== stored.url ||
    !sameEvents ||
    draft.building !== stored.building ||
    draft.active !== stored.active
  );
}
