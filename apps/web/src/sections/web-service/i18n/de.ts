import type { WebServiceCatalogue } from './en';

export const webServiceDe: WebServiceCatalogue = {
  title: 'Dienste',
  urls: 'Dienst-URLs',
  intro:
    'Die Adressen, die Portal und Schränke verwenden. Eine Adresse ist eine vollständige http(s)-URL oder ein Pfad auf diesem Portal, der mit / beginnt. Jeder Client übernimmt eine Änderung innerhalb von 30 Sekunden.',
  loadFailed: 'Die Dienst-URLs konnten nicht geladen werden.',
  save: 'Speichern',
  saved: '{{name}} gespeichert.',
  invalid: 'Geben Sie eine vollständige http(s)-Adresse oder einen Pfad ein, der mit / beginnt.',
  keys: {
    image_base: { name: 'Bildbasis', help: 'Woher hochgeladene Bilder gelesen werden.' },
    image_upload: { name: 'Bild-Upload', help: 'Wohin Bilder hochgeladen werden.' },
    resources: { name: 'Ressourcen', help: 'Woher die eigenen Bilder und Avatare des Portals kommen.' },
    rc_url: { name: 'Logos der Zusteller', help: 'Woher die Logos der Zusteller gelesen werden.' },
    community: { name: 'Community', help: 'Der Community-Dienst: Beiträge der Bewohner.' },
    comments: { name: 'Kommentare', help: 'Die Kommentare zu Community-Beiträgen.' },
    community_system: { name: 'Community-System', help: 'Die Verwaltung des Community-Dienstes.' },
    notification: { name: 'Benachrichtigungen', help: 'Der Dienst, der Benachrichtigungen sendet.' },
    release_notes: { name: 'Versionshinweise', help: 'Woher die Produktneuigkeiten gelesen werden.' },
    statistics: { name: 'Statistiken', help: 'Die Statistikseite, auf die das Portal verweist.' },
    shop: { name: 'Shop', help: 'Der Shop, auf den das Portal verweist.' },
  },
};
