// The ad files' texts (upload, preview, screens drawn to scale), one block per language, loaded as `adMedia`.
export const adMediaEn = {
  header: 'Header',
  adArea: 'Ad area',
  file: 'Picture or film',
  fileHint:
    'JPEG, PNG or WebP up to 5 MB, or an MP4 film up to 30 MB and 5 minutes, of the picture size chosen.',
  checking: 'Checking the file…',
  uploaded: '{{kind}}, {{width}} × {{height}}',
  kinds: { image: 'Picture', video: 'Film' },
  filmSeconds: 'plays {{seconds}} s',
  refused: 'The file was refused: {{reason}}',
  mismatch: 'The file is {{actual}}; the picture size chosen is {{size}}.',
  noFile: 'Choose the file first.',
  waiting: 'Waiting for its file',
  preview: 'Preview of {{name}} on a {{size}} screen',
  emptyPreview: 'A {{size}} screen',
};
