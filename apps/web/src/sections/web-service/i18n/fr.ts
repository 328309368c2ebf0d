import type { WebServiceCatalogue } from './en';

export const webServiceFr: WebServiceCatalogue = {
  title: 'Service',
  urls: 'URL des services',
  intro:
    'Les adresses qu’utilisent le portail et les consignes. Une adresse est une URL http(s) complète ou un chemin sur ce portail, commençant par /. Chaque client applique un changement en moins de 30 secondes.',
  loadFailed: 'Les URL des services n’ont pas pu être chargées.',
  save: 'Enregistrer',
  saved: '{{name}} enregistré.',
  invalid: 'Saisissez une adresse http(s) complète ou un chemin commençant par /.',
  keys: {
    image_base: { name: 'Base des images', help: 'D’où les photos envoyées sont lues.' },
    image_upload: { name: 'Envoi d’images', help: 'Où les photos sont envoyées.' },
    resources: { name: 'Ressources', help: 'D’où viennent les images et avatars du portail.' },
    rc_url: { name: 'Logos des transporteurs', help: 'D’où les logos des transporteurs sont lus.' },
    community: { name: 'Communauté', help: 'Le service communautaire : les messages des résidents.' },
    comments: { name: 'Commentaires', help: 'Les commentaires des messages communautaires.' },
    community_system: { name: 'Système communautaire', help: 'L’administration du service communautaire.' },
    notification: { name: 'Notifications', help: 'Le service qui envoie les notifications.' },
    release_notes: { name: 'Notes de version', help: 'D’où les nouveautés du produit sont lues.' },
    statistics: { name: 'Statistiques', help: 'La page de statistiques vers laquelle pointe le portail.' },
    shop: { name: 'Boutique', help: 'La boutique vers laquelle pointe le portail.' },
  },
};
