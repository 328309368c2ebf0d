import type { ManualText } from './manual-types';

export const manualFr: ManualText = {
  start: {
    title: 'Premiers pas',
    blocks: [
      {
        p: 'BlueManager vous permet de suivre les colis des casiers intelligents de vos immeubles, les personnes qui les reçoivent et les casiers eux-mêmes.',
      },
      { h: 'S’orienter' },
      {
        list: [
          'Le menu de gauche liste ce que votre compte peut ouvrir ; sur téléphone, il s’ouvre avec le bouton de menu.',
          'La cloche en haut compte ce qui vous attend : colis anormaux ou en retard, demandes sans réponse.',
          'La recherche en haut trouve un colis, un membre ou un casier depuis n’importe quelle page.',
          'Votre nom en haut à droite ouvre votre profil, la langue et la déconnexion.',
        ],
      },
      { p: 'Chaque page a un lien d’aide à côté de son titre qui ouvre son chapitre de ce manuel.' },
    ],
  },
  parcels: {
    title: 'Colis',
    blocks: [
      {
        p: 'En attente / Retirés liste tous les colis de vos immeubles : dans un compartiment, retirés, retournés, attendus ou expirés.',
      },
      {
        list: [
          'Filtrez par immeuble, casier, état ou période ; la recherche trouve un numéro de suivi, un téléphone ou un nom.',
          'Ouvrez un colis pour voir son historique, renvoyer son code de retrait ou le terminer à la main.',
          'Un colis qui dépasse son échéance est marqué en retard et le destinataire reçoit un rappel.',
        ],
      },
      { p: 'Exporter CSV télécharge ce que montre la liste, avec les mêmes filtres.' },
    ],
  },
  members: {
    title: 'Membres',
    blocks: [
      {
        p: 'Les membres sont les résidents qui reçoivent des colis : leur logement, téléphones, courriel, langue et manière d’être prévenus.',
      },
      {
        list: [
          'Ajoutez un membre ou importez une liste ; un téléphone est accepté quelle que soit sa saisie.',
          'Mettez un membre en pause pendant son absence : les rappels attendent son retour.',
          'Fusionnez deux fiches de la même personne, ou indiquez un départ.',
        ],
      },
    ],
  },
  lockers: {
    title: 'Casiers et compartiments',
    blocks: [
      {
        p: 'Casiers montre chaque machine et son état : en ligne, hors ligne, hors service ou jamais connectée, et son dernier signe de vie.',
      },
      {
        list: [
          'Ouvrez un casier pour voir ses compartiments, ses réglages et ses colis.',
          'Compartiments montre chaque porte : libre, occupée, bloquée ou hors service ; une porte bloquée reste signalée jusqu’à sa fermeture.',
          'Modèles décrit les dispositions à partir desquelles les casiers sont construits.',
        ],
      },
    ],
  },
  settings: {
    title: 'Réglages des casiers',
    blocks: [
      {
        p: 'Réglages des casiers contient ce que décide chaque immeuble : combien de temps un colis peut attendre, quand partent les rappels et les messages reçus par les résidents.',
      },
      {
        p: 'Les changements s’appliquent aussitôt aux nouveaux colis ; chacun est inscrit dans les journaux des membres avec l’ancienne et la nouvelle valeur.',
      },
    ],
  },
  support: {
    title: 'Tickets d’assistance',
    blocks: [
      {
        p: 'Assistance est la file des demandes des membres, du personnel des immeubles et des boutons d’aide des casiers. La cloche compte les tickets non résolus.',
      },
      { h: 'Traiter un ticket' },
      {
        list: [
          'Nouveau : personne ne l’a encore vu. Ouvert : quelqu’un s’en occupe. En attente : le demandeur doit répondre. Résolu : terminé.',
          'Chaque priorité a un délai cible (urgente 2 heures, haute 8, normale 24, basse 72). Un ticket nouveau ou ouvert qui le dépasse est en retard.',
          'Une réponse met le ticket en attente du demandeur ; une note interne n’est lue que par le personnel.',
          'La première personne qui répond à un ticket sans responsable le prend ; chacun peut le réattribuer.',
          'Le bouton d’aide d’un casier ouvre un ticket de haute priorité lié à ce casier ; un nouvel appui complète le même ticket.',
        ],
      },
      {
        p: 'Nouveau ticket enregistre un appel ou un courriel au nom de quelqu’un, lié au membre, au casier et au colis concernés.',
      },
    ],
  },
  logs: {
    title: 'Journaux',
    blocks: [
      {
        list: [
          'Journaux des machines : ce que signalent les casiers (portes, pannes, alimentation et réseau, micrologiciel), avec une chronologie par casier.',
          'Journaux des membres : chaque changement fait dans le portail, par qui, d’où et quand, avec les valeurs avant et après.',
          'Journaux de plantage : plantages des casiers et erreurs du portail, regroupés quand il s’agit du même défaut. Marquez un groupe résolu une fois le correctif publié ; il se rouvre de lui-même si le défaut revient.',
        ],
      },
    ],
  },
  updates: {
    title: 'Nouveautés',
    blocks: [
      {
        p: 'Mise à jour du produit liste ce qui a changé dans le portail. Le menu affiche Nouveau tant qu’une note n’a pas été lue.',
      },
    ],
  },
  commerce: {
    title: 'Commandes et BlueMart',
    blocks: [
      {
        p: 'Commandes liste tout ce qui est vendu par les casiers : boutique, achats groupés, envois BlueExpress, abonnements premium et locations de casiers, avec leurs paiements, remboursements et l’endroit où chacun attend.',
      },
      {
        list: [
          'Cherchez une commande par le mobile, le code-barres ou l’e-mail du client ; ouvrez-la pour voir ses lignes, chaque tentative de paiement et chaque remboursement.',
          'Un remboursement demande un motif et peut être partiel ; la même demande envoyée deux fois ne rembourse qu’une fois.',
          'Achats groupés gère des campagnes à paliers de prix : les membres s’inscrivent jusqu’à l’échéance, puis la campagne réussit et chaque commande est débitée au palier atteint, ou échoue et personne ne paie.',
          'Membres premium vend des formules qui se renouvellent seules ; les colis d’un membre premium peuvent attendre plus longtemps avant d’être en retard.',
          'Système de récompenses tient les points de chaque membre : gagnés, utilisés, expirés ou ajustés avec un motif, jamais modifiés.',
        ],
      },
      {
        p: 'BlueExpress permet aux membres d’envoyer un colis depuis un casier : créez l’envoi, donnez-leur le code de dépôt et suivez-le jusqu’à la livraison ; son étiquette s’imprime depuis la page de l’envoi.',
      },
    ],
  },
  community: {
    title: 'Babillard communautaire',
    blocks: [
      {
        p: 'Messages communautaires est l’endroit où les publications des résidents sont modérées : celles qui attendent un modérateur d’abord, puis le babillard.',
      },
      {
        list: [
          'Approuvez une publication pour la mettre sur le babillard de son immeuble, ou refusez-la avec un motif que le résident lira.',
          'Épinglez un avis pour le garder en haut ; désépinglez-le quand il ne compte plus.',
          'Les publications signalées par plusieurs voisins sont masquées jusqu’à la décision d’un modérateur ; signalements et commentaires apparaissent dans la publication.',
          'Tout ce qu’écrivent les résidents, photos comprises, s’affiche tel quel et rien ne s’y exécute.',
        ],
      },
      {
        p: 'Messages système communautaires envoie des annonces aux immeubles choisis, d’une date de début à une date d’expiration, épinglées au-dessus de leurs babillards.',
      },
    ],
  },
  messaging: {
    title: 'SMS et e-mail',
    blocks: [
      {
        list: [
          'Liste des numéros : les numéros et noms d’expéditeur utilisés, et les destinataires qui ont répondu STOP (ils reçoivent un e-mail à la place s’ils en ont un).',
          'Modèles SMS et de notification : chaque message envoyé par le portail, par événement, langue et canal, avec un aperçu, la longueur du SMS en segments et les versions précédentes.',
          'Tableau de bord SMS : les messages par jour, remis et échoués, la raison des échecs et leur coût.',
          'E-mail : la file d’envoi et le journal des envois (ouvrez un message pour le voir comme le destinataire), les messages aux résidents d’immeubles choisis et les réglages SMTP.',
        ],
      },
    ],
  },
  advertising: {
    title: 'Publicité sur les écrans des casiers',
    blocks: [
      {
        list: [
          'Agents publicitaires : les annonceurs et les agences, avec leurs contacts et leur période de contrat.',
          'Groupes publicitaires : des campagnes d’images et de films, quand elles passent et sur quels écrans ; une étoile marque les groupes que vous suivez.',
          'Analyse publicitaire : combien de fois chaque élément a été montré et touché, par jour, groupe, agent et immeuble, avec un export CSV.',
          'Redirections : liens courts et codes QR affichés sur les écrans, chaque clic compté.',
        ],
      },
      {
        p: 'Les casiers récupèrent leur liste de lecture eux-mêmes et signalent ce qu’ils ont montré ; rien n’est à leur envoyer à la main.',
      },
      {
        p: 'Quels casiers diffusent un groupe : ceux des immeubles qu’il cible et les casiers qu’il cible un par un ; quand le groupe nomme des écrans, seuls les casiers qui portent l’un d’eux (et chaque élément seulement sur un écran dont la zone publicitaire a la taille de son image). Un groupe cible au moins un immeuble ou un casier.',
      },
    ],
  },
  access: {
    title: 'Personnes, accès et intégrations',
    blocks: [
      {
        list: [
          'Autorisations : les comptes du personnel, leur niveau et leurs immeubles, la connexion à deux facteurs exigée par niveau et les sessions ouvertes de chacun.',
          'Jetons : des clés pour les systèmes des partenaires, limitées à certains actes et immeubles ; le secret n’est montré qu’une fois et un jeton révoqué s’arrête aussitôt.',
          'Liste noire : les téléphones, e-mails et comptes bloqués, et les comptes du personnel verrouillés après des échecs de connexion.',
          'Service : les adresses qu’utilisent le portail et les casiers, et les webhooks qui envoient les événements des colis et des casiers à un autre système, signés, avec leur journal de livraison.',
        ],
      },
      {
        p: 'Personne ne peut donner à quelqu’un un niveau supérieur au sien, et l’administrateur d’un partenaire ne gère que les personnes de ce partenaire.',
      },
    ],
  },
  bluekey: {
    title: 'BlueKey et transporteurs',
    blocks: [
      {
        p: 'BlueKey liste les transporteurs qui livrent vos casiers, avec leur logo et leurs chiffres : colis, temps d’attente, part des colis en retard ou touchés par une panne.',
      },
      {
        list: [
          'Donnez une clé à un livreur : un NIP, un code QR ou une étiquette, valable dans certains immeubles ou casiers pour une période. Un NIP ou un code QR n’est montré qu’une fois.',
          'Le casier vérifie la clé avant d’ouvrir pour un dépôt ; chaque utilisation, acceptée ou refusée, figure sur la page de la clé.',
          'Révoquez une clé et la prochaine vérification est refusée à tout casier.',
        ],
      },
    ],
  },
};
