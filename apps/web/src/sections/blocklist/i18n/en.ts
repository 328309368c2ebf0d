// The Black List's texts, loaded with the section as `blocklist` (see catalogue.ts).
import type { Shape } from '../../../i18n/catalogue';

export const blocklistEn = {
  title: 'Black List',
  intro:
    'Blocked phones and emails get no messages and their pickup codes do not open a locker; a blocked staff account cannot sign in.',
  caption: 'Blocked phones, emails and accounts',
  total_one: '{{total}} entry',
  total_other: '{{total}} entries',
  empty: 'No entry matches these filters.',
  add: 'Block',
  actionsFor: 'Actions for {{value}}',
  remove: 'Unblock',
  removed: '{{value}} is no longer blocked.',
  added: '{{value}} is blocked.',
  failed: 'That did not work: {{reason}}',
  never: 'Never',
  columns: {
    value: 'Blocked',
    kind: 'Type',
    reason: 'Reason',
    by: 'Blocked by',
    created: 'Since',
    expires: 'Until',
    state: 'State',
  },
  kind: { phone: 'Phone', email: 'Email', account: 'Staff account' },
  state: { active: 'Blocked', expired: 'Expired' },
  filters: {
    search: 'Search',
    searchPlaceholder: 'Phone, email, username or reason',
    kind: 'Type',
    allKinds: 'All types',
    state: 'State',
    allStates: 'Active and expired',
  },
  dialog: {
    title: 'Block a phone, email or account',
    kind: 'Type',
    value: { phone: 'Phone number', email: 'Email address', account: 'Username' },
    reason: 'Reason',
    expires: 'Blocked until (optional)',
    expiresHelp: 'The block ends at the end of this day. Leave empty to block until someone unblocks.',
    submit: 'Block',
    cancel: 'Cancel',
  },
  invalid: {
    value: 'Enter a valid value for this type.',
    reason: 'Enter a reason.',
    expires: 'Pick a day from today on.',
  },
  locks: {
    title: 'Locked by failed sign-ins',
    intro:
      'After too many wrong passwords the portal locks an account or a client address for a while. Unlock one to let it try again now.',
    caption: 'Sign-in locks',
    empty: 'No account or address is locked.',
    name: 'Account or address',
    kind: 'Type',
    until: 'Locked until',
    kinds: { account: 'Staff account', address: 'Client address' },
    unlock: 'Unlock',
    unlockLabel: 'Unlock {{name}}',
    unlocked: '{{name}} can sign in again.',
  },
};

export type BlocklistCatalogue = Shape<typeof blocklistEn>;
