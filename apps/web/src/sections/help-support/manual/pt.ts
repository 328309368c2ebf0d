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
};
