// The Email page's texts in every language, each its own small chunk fetched with the page.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { EmailCatalogue } from './en';

export const emailCatalogue = sectionCatalogue<EmailCatalogue>('email', {
  en: () => import('./en').then((module) => module.emailEn),
  fr: () => import('./fr').then((module) => module.emailFr),
  de: () => import('./de').then((module) => module.emailDe),
  pt: () => import('./pt').then((module) => module.emailPt),
});
