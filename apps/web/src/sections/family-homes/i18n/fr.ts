import type { Shape } from '../../../i18n/catalogue';
import type { FamilyHomesCatalogue } from './en';

export const familyHomesFr: Shape<FamilyHomesCatalogue> = {
  bike: {
    title: 'Consignes à vélos',
    intro:
      'Les consignes à vélos de vos immeubles. Ouvrez-en une pour voir ses emplacements, ses événements et ses colis.',
    empty: 'Aucune consigne à vélos ne correspond.',
  },
  miniBox: {
    title: 'Consignes MiniBox',
    intro: 'Les consignes MiniBox de vos immeubles. Ouvrez-en une pour voir ses casiers et ses événements.',
    empty: 'Aucune consigne MiniBox ne correspond.',
  },
};
