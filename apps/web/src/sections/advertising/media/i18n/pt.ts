import type { adMediaEn } from './en';

export const adMediaPt: typeof adMediaEn = {
  header: 'Cabeçalho',
  adArea: 'Área do anúncio',
  file: 'Imagem ou vídeo',
  fileHint: 'JPEG, PNG ou WebP até 5 MB, ou vídeo MP4 até 30 MB e 5 minutos, no tamanho de imagem escolhido.',
  checking: 'A verificar o ficheiro…',
  uploaded: '{{kind}}, {{width}} × {{height}}',
  kinds: { image: 'Imagem', video: 'Vídeo' },
  filmSeconds: 'dura {{seconds}} s',
  refused: 'O ficheiro foi recusado: {{reason}}',
  mismatch: 'O ficheiro tem {{actual}}; o tamanho escolhido é {{size}}.',
  noFile: 'Escolha primeiro o ficheiro.',
  waiting: 'À espera do seu ficheiro',
  preview: 'Pré-visualização de {{name}} num ecrã {{size}}',
  emptyPreview: 'Um ecrã {{size}}',
};
