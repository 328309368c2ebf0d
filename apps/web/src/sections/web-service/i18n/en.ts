// The Service page's texts, loaded with the section as `webService` (see catalogue.ts).
import type { Shape } from '../../../i18n/catalogue';

export const webServiceEn = {
  title: 'Service',
  urls: 'Service URLs',
  intro:
    'The addresses the portal and the lockers use. An address is a full http(s) URL or a path on this portal, starting with /. Every client uses a change within 30 seconds.',
  loadFailed: 'The service URLs could not be loaded.',
  save: 'Save',
  saved: '{{name}} saved.',
  invalid: 'Enter a full http(s) address or a path starting with /.',
  keys: {
    image_base: { name: 'Image base', help: 'Where uploaded pictures are read from.' },
    image_upload: { name: 'Image upload', help: 'Where pictures are uploaded to.' },
    resources: { name: 'Resources', help: 'Where the portal’s own pictures and avatars come from.' },
    rc_url: { name: 'Carrier logos', help: 'Where the carriers’ logos are read from.' },
    community: { name: 'Community', help: 'The community service: residents’ posts.' },
    comments: { name: 'Comments', help: 'The comments on community posts.' },
    community_system: { name: 'Community system', help: 'The community service’s administration.' },
    notification: { name: 'Notifications', help: 'The service that sends notifications.' },
    release_notes: { name: 'Release notes', help: 'Where the product updates are read from.' },
    statistics: { name: 'Statistics', help: 'The statistics page the portal links to.' },
    shop: { name: 'Shop', help: 'The shop the portal links to.' },
  },
};

export type WebServiceCatalogue = Shape<typeof webServiceEn>;
