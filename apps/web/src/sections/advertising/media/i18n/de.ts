import type { adMediaEn } from './en';

export const adMediaDe: typeof adMediaEn = {
  header: 'Kopfzeile',
  adArea: 'Werbefläche',
  file: 'Bild oder Film',
  fileHint:
    'JPEG, PNG oder WebP bis 5 MB oder ein MP4-Film bis 30 MB und 5 Minuten, im gewählten Bildformat.',
  checking: 'Datei wird geprüft…',
  uploaded: '{{kind}}, {{width}} × {{height}}',
  kinds: { image: 'Bild', video: 'Film' },
  filmSeconds: 'läuft {{seconds}} s',
  refused: 'Die Datei wurde abgelehnt: {{reason}}',
  mismatch: 'Die Datei misst {{actual}}; gewählt ist {{size}}.',
  noFile: 'Wählen Sie zuerst die Datei.',
  waiting: 'Wartet auf ihre Datei',
  preview: 'Vorschau von {{name}} auf einem {{size}}-Bildschirm',
  emptyPreview: 'Ein {{size}}-Bildschirm',
};
