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
};
