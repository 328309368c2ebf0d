// The pages of the subscription section, by route (without the leading '/'). The spec puts `subscription` in no
// menu, so its routes say who may open them: system admins, and business partners for their own buildings.
import type { PageDeclaration } from '../define-section.js';
import { SUBSCRIPTION_READERS } from './subscription-vocabulary.js';

export const pages = {
  subscription: { page: 'SubscriptionPage', access: SUBSCRIPTION_READERS },
  'subscription/invoice/:id': { page: 'InvoicePage', access: SUBSCRIPTION_READERS },
} as const satisfies Readonly<Record<string, PageDeclaration>>;
