// The camera view's texts in every language, each its own small chunk fetched with the page.
import { sectionCatalogue } from '../../../i18n/section-catalogues';
import type { CameraCatalogue } from './en';

export const cameraCatalogue = sectionCatalogue<CameraCatalogue>('camera', {
  en: () => import('./en').then((module) => module.cameraEn),
  fr: () => import('./fr').then((module) => module.cameraFr),
  de: () => import('./de').then((module) => module.cameraDe),
  pt: () => import('./pt').then((module) => module.cameraPt),
});
