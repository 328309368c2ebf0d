import type { Shape } from '../../../i18n/catalogue';
import type { CameraCatalogue } from './en';

export const cameraPt: Shape<CameraCatalogue> = {
  title: 'Câmaras de segurança',
  intro: 'A imagem mais recente de cada cacifo com câmara. Abrir uma imagem fica registado nos registos.',
  lockersTitle: 'Cacifos com câmara',
  none: 'Nenhum cacifo com câmara nos seus edifícios.',
  count_one: '{{count}} imagem guardada',
  count_other: '{{count}} imagens guardadas',
  show: 'Mostrar a imagem',
  showOf: 'Mostrar a imagem de {{locker}}, {{time}}',
  pictureOf: 'Imagem de {{locker}}: {{event}}, {{time}}',
  compartment: 'Compartimento {{label}}',
  parcel: 'Encomenda {{id}}',
  events: {
    'door-opened': 'Porta aberta',
    'door-closed': 'Porta fechada',
    'door-forced': 'Porta forçada',
    deposit: 'Depósito',
    pickup: 'Levantamento',
  },
  parcelTitle: 'As imagens de uma encomenda',
  parcelLabel: 'Número da encomenda',
  parcelFind: 'Procurar',
  parcelNone: 'Nenhuma imagem desta encomenda.',
  failed: 'Não foi possível carregar: {{reason}}',
};
