import type { ManualText } from './manual-types';

export const manualPt: ManualText = {
  start: {
    title: 'Primeiros passos',
    blocks: [
      {
        p: 'No BlueManager acompanha as encomendas nos cacifos inteligentes dos seus edifícios, as pessoas que as recebem e os próprios cacifos.',
      },
      { h: 'Orientar-se' },
      {
        list: [
          'O menu à esquerda mostra o que a sua conta pode abrir; no telemóvel abre-se com o botão de menu.',
          'O sino no topo conta o que precisa de si agora: encomendas anómalas ou atrasadas, pedidos por responder.',
          'A pesquisa no topo encontra uma encomenda, um membro ou um cacifo a partir de qualquer página.',
          'O seu nome no canto superior direito abre o perfil, o idioma e a saída.',
        ],
      },
      { p: 'Cada página tem uma ligação de ajuda junto ao título que abre o seu capítulo deste manual.' },
    ],
  },
  parcels: {
    title: 'Encomendas',
    blocks: [
      {
        p: 'Pendentes / Levantadas lista todas as encomendas dos seus edifícios: num compartimento, levantadas, devolvidas, esperadas ou expiradas.',
      },
      {
        list: [
          'Filtre por edifício, cacifo, estado ou período; a pesquisa encontra um número de seguimento, um telefone ou um nome.',
          'Abra uma encomenda para ver o histórico, reenviar o código de levantamento ou concluí-la à mão.',
          'Uma encomenda que passa o prazo é marcada como atrasada e o destinatário recebe um lembrete.',
        ],
      },
      { p: 'Exportar CSV descarrega o que a lista mostra, com os mesmos filtros.' },
    ],
  },
  members: {
    title: 'Membros',
    blocks: [
      {
        p: 'Os membros são os residentes que recebem encomendas: fração, telefones, email, idioma e como querem ser avisados.',
      },
      {
        list: [
          'Adicione um membro ou importe uma lista; um telefone é aceite seja qual for a forma como é escrito.',
          'Ponha um membro em pausa enquanto está fora: os lembretes esperam pelo regresso.',
          'Junte dois registos da mesma pessoa, ou registe uma saída.',
        ],
      },
    ],
  },
  lockers: {
    title: 'Cacifos e compartimentos',
    blocks: [
      {
        p: 'Cacifos mostra cada máquina com o seu estado: ligada, desligada, fora de serviço ou nunca ligada, e quando deu sinal pela última vez.',
      },
      {
        list: [
          'Abra um cacifo para ver os compartimentos, as definições e as encomendas.',
          'Compartimentos mostra cada porta: livre, ocupada, encravada ou fora de serviço; uma porta encravada fica assinalada até fechar.',
          'Modelos descreve as disposições a partir das quais os cacifos são construídos.',
        ],
      },
    ],
  },
  settings: {
    title: 'Definições dos cacifos',
    blocks: [
      {
        p: 'As definições dos cacifos guardam o que cada edifício decide: quanto tempo uma encomenda pode esperar, quando saem os lembretes e as mensagens que os residentes recebem.',
      },
      {
        p: 'As alterações aplicam-se logo às novas encomendas; cada uma fica nos registos de membros com o valor antigo e o novo.',
      },
    ],
  },
  support: {
    title: 'Pedidos de apoio',
    blocks: [
      {
        p: 'Apoio é a fila de pedidos de membros, do pessoal dos edifícios e dos botões de ajuda dos cacifos. O sino conta os pedidos por resolver.',
      },
      { h: 'Tratar um pedido' },
      {
        list: [
          'Novo: ninguém o viu ainda. Aberto: alguém o trata. À espera: o requerente tem de responder. Resolvido: concluído.',
          'Cada prioridade tem um prazo-alvo (urgente 2 horas, alta 8, normal 24, baixa 72). Um pedido novo ou aberto que o ultrapassa está atrasado.',
          'Uma resposta põe o pedido à espera do requerente; uma nota interna só é lida pelo pessoal.',
          'Quem responde primeiro a um pedido sem responsável fica com ele; qualquer pessoa o pode reatribuir.',
          'O botão de ajuda de um cacifo abre um pedido de prioridade alta ligado a esse cacifo; voltar a carregar junta-se ao mesmo pedido.',
        ],
      },
      {
        p: 'Novo pedido regista uma chamada ou um email em nome de alguém, ligado ao membro, cacifo e encomenda em causa.',
      },
    ],
  },
  logs: {
    title: 'Registos',
    blocks: [
      {
        list: [
          'Registos das máquinas: o que os cacifos comunicam (portas, avarias, energia e rede, firmware), com uma cronologia por cacifo.',
          'Registos de membros: cada alteração feita no portal, por quem, de onde e quando, com os valores antes e depois.',
          'Registos de falhas: falhas dos cacifos e erros do próprio portal, agrupados quando são a mesma avaria. Marque um grupo como resolvido quando a correção estiver publicada; reabre sozinho se a avaria voltar.',
        ],
      },
    ],
  },
  updates: {
    title: 'Novidades',
    blocks: [
      {
        p: 'Atualização do produto lista o que mudou no portal. O menu mostra Novo enquanto houver uma nota por ler.',
      },
    ],
  },
  commerce: {
    title: 'Encomendas e BlueMart',
    blocks: [
      {
        p: 'Encomendas lista tudo o que é vendido através dos cacifos: loja, compras em grupo, envios BlueExpress, adesões premium e alugueres de cacifos, com os pagamentos, reembolsos e o sítio onde cada uma aguarda.',
      },
      {
        list: [
          'Procure uma encomenda pelo telemóvel, código de barras ou e-mail do cliente; abra-a para ver as linhas, cada tentativa de pagamento e cada reembolso.',
          'Um reembolso pede um motivo e pode ser parcial; o mesmo pedido enviado duas vezes reembolsa uma só vez.',
          'Compras em grupo gere campanhas com escalões de preço: os membros aderem até ao prazo, depois a campanha tem êxito e cada encomenda é cobrada ao escalão atingido, ou falha e ninguém paga.',
          'Membros premium vende planos que se renovam sozinhos; as encomendas de um membro premium podem esperar mais antes de ficarem em atraso.',
          'Sistema de recompensas guarda os pontos de cada membro: ganhos, resgatados, expirados ou ajustados com um motivo, nunca alterados.',
        ],
      },
      {
        p: 'Com o BlueExpress os membros enviam uma encomenda a partir de um cacifo: crie o envio, dê-lhes o código de entrega e acompanhe-o até à entrega; a etiqueta imprime-se na página do envio.',
      },
    ],
  },
  community: {
    title: 'Mural da comunidade',
    blocks: [
      {
        p: 'Mensagens da comunidade é onde se moderam as publicações dos residentes: primeiro as que aguardam um moderador, depois o mural.',
      },
      {
        list: [
          'Aprove uma publicação para a pôr no mural do seu edifício, ou rejeite-a com um motivo que o residente vai ler.',
          'Afixe um aviso para o manter no topo; retire-o quando deixar de importar.',
          'As publicações denunciadas por vários vizinhos ficam ocultas até um moderador decidir; denúncias e comentários aparecem na publicação.',
          'Tudo o que os residentes escrevem, fotografias incluídas, é mostrado tal como foi escrito e nada nele é executado.',
        ],
      },
      {
        p: 'Mensagens de sistema da comunidade envia avisos aos edifícios escolhidos, de uma data de início até uma data de fim, afixados no topo dos seus murais.',
      },
    ],
  },
  messaging: {
    title: 'SMS e e-mail',
    blocks: [
      {
        list: [
          'Lista de números: os números e nomes de remetente de onde saem as mensagens, e os destinatários que responderam STOP (recebem e-mail em vez disso, se tiverem).',
          'Modelos de SMS e de notificação: cada mensagem que o portal envia, por evento, língua e canal, com pré-visualização, o tamanho do SMS em segmentos e as versões anteriores.',
          'Painel de SMS: mensagens por dia, entregues e falhadas, porque falharam e quanto custaram.',
          'E-mail: a caixa de saída e o registo de envios (abra uma mensagem para a ver como o destinatário), mensagens aos residentes de edifícios escolhidos e as definições SMTP.',
        ],
      },
    ],
  },
  advertising: {
    title: 'Publicidade nos ecrãs dos cacifos',
    blocks: [
      {
        list: [
          'Agentes de publicidade: os anunciantes e as agências, com os contactos e o período do contrato.',
          'Grupos de anúncios: campanhas de imagens e filmes, quando passam e em que ecrãs; uma estrela marca os grupos que segue.',
          'Análise de anúncios: quantas vezes cada item foi mostrado e tocado, por dia, grupo, agente e edifício, com exportação CSV.',
          'Redirecionamentos: ligações curtas e códigos QR mostrados nos ecrãs, cada clique contado.',
        ],
      },
      {
        p: 'Os cacifos obtêm a sua lista de reprodução sozinhos e comunicam o que mostraram; nada tem de lhes ser enviado à mão.',
      },
      {
        p: 'Que cacifos passam um grupo: os dos edifícios que tem como alvo e os cacifos que tem como alvo um a um; quando o grupo indica ecrãs, só os cacifos com um deles (e cada item só num ecrã cuja área de anúncio tem o tamanho da sua imagem). Um grupo tem pelo menos um edifício ou cacifo como alvo.',
      },
    ],
  },
  access: {
    title: 'Pessoas, acessos e integrações',
    blocks: [
      {
        list: [
          'Autorizações: as contas do pessoal, o seu nível e edifícios, o início de sessão com dois fatores exigido por nível e as sessões abertas de cada pessoa.',
          'Tokens: chaves para os sistemas dos parceiros, limitadas a certos atos e edifícios; o segredo é mostrado uma vez e um token revogado para de imediato.',
          'Lista negra: telefones, e-mails e contas bloqueados, e contas do pessoal bloqueadas após inícios de sessão falhados.',
          'Serviço: os endereços que o portal e os cacifos usam, e webhooks que enviam eventos de encomendas e cacifos para outro sistema, assinados, com o seu registo de entregas.',
        ],
      },
      {
        p: 'Ninguém pode dar a outra pessoa um nível acima do seu, e o administrador de um parceiro gere apenas as pessoas desse parceiro.',
      },
    ],
  },
  bluekey: {
    title: 'BlueKey e transportadoras',
    blocks: [
      {
        p: 'BlueKey lista as transportadoras que entregam nos seus cacifos, com o logótipo e os números: encomendas, tempo de espera, quantas ficam em atraso ou com avaria.',
      },
      {
        list: [
          'Dê uma chave a um estafeta: um PIN, um código QR ou uma etiqueta, válida em certos edifícios ou cacifos durante um período. Um PIN ou código QR só é mostrado uma vez.',
          'O cacifo verifica a chave antes de abrir para uma entrega; cada utilização, aceite ou recusada, aparece na página da chave.',
          'Revogue uma chave e a verificação seguinte é recusada em qualquer cacifo.',
        ],
      },
    ],
  },
};
