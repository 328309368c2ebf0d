// The Tokens page's texts, loaded with the section as `tokens` (see catalogue.ts).
import type { Shape } from '../../../i18n/catalogue';

export const tokensEn = {
  title: 'Tokens',
  intro:
    'API tokens let a partner or an integration call the portal as one staff account, for the actions the token lists only. The token is shown once, when it is created.',
  caption: 'API tokens',
  total_one: '{{total}} token',
  total_other: '{{total}} tokens',
  empty: 'No token matches these filters.',
  add: 'New token',
  actionsFor: 'Actions for {{name}}',
  revoke: 'Revoke',
  revoked: 'Token {{name}} is revoked: it no longer works.',
  failed: 'That did not work: {{reason}}',
  never: 'Never',
  actCount_one: '{{count}} action',
  actCount_other: '{{count}} actions',
  columns: {
    name: 'Name',
    owner: 'Acts as',
    acts: 'Allowed actions',
    state: 'State',
    expires: 'Expires',
    lastUsed: 'Last used',
    created: 'Created',
    by: 'Created by',
  },
  state: { active: 'Active', expired: 'Expired', revoked: 'Revoked' },
  filters: {
    search: 'Search',
    searchPlaceholder: 'Token name or account',
    state: 'State',
    allStates: 'All states',
  },
  dialog: {
    title: 'New API token',
    name: 'Name',
    nameHelp: 'Who or what uses it, e.g. "Courier portal sync".',
    owner: 'Acts as',
    ownerHelp: "The token has this account's level and buildings.",
    chooseOwner: 'Choose an account',
    acts: 'Allowed actions',
    actsFilter: 'Find an action',
    actsNone: 'No action matches.',
    chosen_one: '{{count}} chosen',
    chosen_other: '{{count}} chosen',
    expires: 'Expires on',
    expiresHelp: 'At most a year from today. The token stops working at the end of this day.',
    submit: 'Create token',
    cancel: 'Cancel',
  },
  invalid: {
    name: 'Enter a name.',
    owner: 'Choose the account the token acts as.',
    acts: 'Choose at least one action this account may use.',
    expires: 'Pick a day from tomorrow to a year from today.',
  },
  secret: {
    title: 'Token {{name}} is ready',
    warning:
      'Copy this token now and give it to its user over a safe channel. It is not stored and cannot be shown again; if it is lost, revoke it and create a new one.',
    label: 'API token',
    copy: 'Copy',
    copied: 'The token is on the clipboard.',
    copyFailed: 'Copying failed: the token is selected, press Ctrl+C.',
    usage: 'Send it with every call as the header Authorization: Bearer followed by the token.',
    done: 'Done',
  },
};

export type TokensCatalogue = Shape<typeof tokensEn>;
