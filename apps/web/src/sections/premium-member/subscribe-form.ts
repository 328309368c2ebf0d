// The subscribe form's values and the act 65112 parameters they become. The member is picked from a search; the
// dialog's idempotency key goes with every press, so a double press charges once.
import { premiumSubscribeAct, type ActParams } from '@bluemanager/protocol';
import type { ActFormMapping } from '../../shared/form/act-form';

export interface SubscribeDraft {
  member: string;
  plan: string;
  method: string;
  auto_renew: boolean;
}

export const EMPTY_SUBSCRIBE: SubscribeDraft = { member: '', plan: '', method: '', auto_renew: true };

export const subscribeParams = (
  draft: SubscribeDraft,
  key: string,
): ActParams<typeof premiumSubscribeAct> => ({
  // 0 is no member or plan: the schema refuses it on the field, as it would any id that is not positive.
  member: Number(draft.member) || 0,
  plan: Number(draft.plan) || 0,
  method: draft.method,
  auto_renew: draft.auto_renew,
  key,
});

export const subscribeMapping = (key: string): ActFormMapping<SubscribeDraft> => ({
  schema: premiumSubscribeAct.params,
  paramsOf: (draft) => subscribeParams(draft, key),
  fieldOf: (path) => (path === 'plan' || path === 'method' ? path : 'member'),
});
