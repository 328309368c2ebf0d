import type { Shape } from '../../../i18n/catalogue';
import type { CameraCatalogue } from './en';

export const cameraDe: Shape<CameraCatalogue> = {
  title: 'Sicherheitskameras',
  intro: 'Das neueste Bild jedes Schließfachs mit Kamera. Das Öffnen eines Bildes wird protokolliert.',
  lockersTitle: 'Schließfächer mit Kamera',
  none: 'Kein Schließfach mit Kamera in Ihren Gebäuden.',
  count_one: '{{count}} Bild gespeichert',
  count_other: '{{count}} Bilder gespeichert',
  show: 'Bild anzeigen',
  showOf: 'Bild von {{locker}} anzeigen, {{time}}',
  pictureOf: 'Bild von {{locker}}: {{event}}, {{time}}',
  compartment: 'Fach {{label}}',
  parcel: 'Paket {{id}}',
  events: {
    'door-opened': 'Tür geöffnet',
    'door-closed': 'Tür geschlossen',
    'door-forced': 'Tür aufgebrochen',
    deposit: 'Einlieferung',
    pickup: 'Abholung',
  },
  parcelTitle: 'Die Bilder eines Pakets',
  parcelLabel: 'Paketnummer',
  parcelFind: 'Suchen',
  parcelNone: 'Kein Bild zu diesem Paket.',
  failed: 'Laden nicht möglich: {{reason}}',
};
