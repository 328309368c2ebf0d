import type { adMediaEn } from './en';

export const adMediaFr: typeof adMediaEn = {
  header: 'En-tête',
  adArea: 'Zone publicitaire',
  file: 'Image ou film',
  fileHint:
    'JPEG, PNG ou WebP jusqu’à 5 Mo, ou film MP4 jusqu’à 30 Mo et 5 minutes, au format d’image choisi.',
  checking: 'Vérification du fichier…',
  uploaded: '{{kind}}, {{width}} × {{height}}',
  kinds: { image: 'Image', video: 'Film' },
  filmSeconds: 'dure {{seconds}} s',
  refused: 'Le fichier a été refusé : {{reason}}',
  mismatch: 'Le fichier mesure {{actual}} ; le format choisi est {{size}}.',
  noFile: 'Choisissez d’abord le fichier.',
  waiting: 'En attente de son fichier',
  preview: 'Aperçu de {{name}} sur un écran {{size}}',
  emptyPreview: 'Un écran {{size}}',
};
