import type { Shape } from '../../../i18n/catalogue';
import type { FamilyHomesCatalogue } from './en';

export const familyHomesPt: Shape<FamilyHomesCatalogue> = {
  bike: {
    title: 'Armários para bicicletas',
    intro:
      'Os armários para bicicletas dos seus edifícios. Abra um para ver as vagas, os eventos e as encomendas.',
    empty: 'Nenhum armário para bicicletas corresponde.',
  },
  miniBox: {
    title: 'Armários MiniBox',
    intro: 'Os armários MiniBox dos seus edifícios. Abra um para ver os compartimentos e os eventos.',
    empty: 'Nenhum armário MiniBox corresponde.',
  },
};
