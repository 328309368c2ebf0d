import type { Shape } from '../../../i18n/catalogue';
import type { CameraCatalogue } from './en';

export const cameraFr: Shape<CameraCatalogue> = {
  title: 'Caméras de sécurité',
  intro:
    "La dernière photo de chaque consigne équipée d'une caméra. L'ouverture d'une photo est consignée dans les journaux.",
  lockersTitle: 'Consignes avec caméra',
  none: 'Aucune consigne avec caméra dans vos immeubles.',
  count_one: '{{count}} photo conservée',
  count_other: '{{count}} photos conservées',
  show: 'Afficher la photo',
  showOf: 'Afficher la photo de {{locker}}, {{time}}',
  pictureOf: 'Photo de {{locker}} : {{event}}, {{time}}',
  compartment: 'Casier {{label}}',
  parcel: 'Colis {{id}}',
  events: {
    'door-opened': 'Porte ouverte',
    'door-closed': 'Porte fermée',
    'door-forced': 'Porte forcée',
    deposit: 'Dépôt',
    pickup: 'Retrait',
  },
  parcelTitle: "Les photos d'un colis",
  parcelLabel: 'Numéro du colis',
  parcelFind: 'Chercher',
  parcelNone: 'Aucune photo de ce colis.',
  failed: 'Chargement impossible : {{reason}}',
};
