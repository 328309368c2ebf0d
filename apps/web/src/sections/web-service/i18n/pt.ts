import type { WebServiceCatalogue } from './en';

export const webServicePt: WebServiceCatalogue = {
  title: 'Serviços',
  urls: 'URLs dos serviços',
  intro:
    'Os endereços que o portal e os cacifos usam. Um endereço é um URL http(s) completo ou um caminho neste portal, a começar por /. Cada cliente aplica uma alteração em menos de 30 segundos.',
  loadFailed: 'Não foi possível carregar os URLs dos serviços.',
  save: 'Guardar',
  saved: '{{name}} guardado.',
  invalid: 'Introduza um endereço http(s) completo ou um caminho a começar por /.',
  keys: {
    image_base: { name: 'Base de imagens', help: 'De onde as fotografias enviadas são lidas.' },
    image_upload: { name: 'Envio de imagens', help: 'Para onde as fotografias são enviadas.' },
    resources: { name: 'Recursos', help: 'De onde vêm as imagens e avatares do portal.' },
    rc_url: {
      name: 'Logótipos das transportadoras',
      help: 'De onde os logótipos das transportadoras são lidos.',
    },
    community: { name: 'Comunidade', help: 'O serviço de comunidade: publicações dos residentes.' },
    comments: { name: 'Comentários', help: 'Os comentários das publicações da comunidade.' },
    community_system: { name: 'Sistema da comunidade', help: 'A administração do serviço de comunidade.' },
    notification: { name: 'Notificações', help: 'O serviço que envia as notificações.' },
    release_notes: { name: 'Notas de versão', help: 'De onde as novidades do produto são lidas.' },
    statistics: { name: 'Estatísticas', help: 'A página de estatísticas para a qual o portal aponta.' },
    shop: { name: 'Loja', help: 'A loja para a qual o portal aponta.' },
  },
};
