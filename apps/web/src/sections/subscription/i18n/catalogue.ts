// The Subscription texts in every language, each its own small chunk fetched with the pages that use them.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { SubscriptionCatalogue } from './en';

export const subscriptionCatalogue = sectionCatalogue<SubscriptionCatalogue>('subscription', {
  en: () => import('./en').then((module) => module.subscriptionEn),
  fr: () => import('./fr').then((module) => module.subscriptionFr),
  de: () => import('./de').then((module) => module.subscriptionDe),
  pt: () => import('./pt').then((module) => module.subscriptionPt),
});
