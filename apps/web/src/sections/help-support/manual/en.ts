import type { ManualText } from './manual-types';

export const manualEn: ManualText = {
  start: {
    title: 'Getting started',
    blocks: [
      {
        p: 'BlueManager is where you follow the parcels in your buildings’ smart lockers, the people who receive them and the lockers themselves.',
      },
      { h: 'Finding your way' },
      {
        list: [
          'The menu on the left lists what your account may open; on a phone it opens from the menu button.',
          'The bell at the top counts what needs you now: abnormal or overdue parcels, requests waiting for an answer.',
          'The search at the top finds a parcel, a member or a locker from any page.',
          'Your name at the top right opens your profile, the language and sign-out.',
        ],
      },
      { p: 'Every page has a help link beside its title that opens its chapter of this manual.' },
    ],
  },
  parcels: {
    title: 'Parcels',
    blocks: [
      {
        p: 'Pending / Collected lists every parcel of your buildings: waiting in a compartment, collected, returned, expected or timed out.',
      },
      {
        list: [
          'Filter by building, locker, state or period; the search finds a tracking number, a phone or a name.',
          'Open a parcel to see its history, resend its pickup code or complete it by hand when the recipient took it another way.',
          'A parcel past its due time is marked overdue and the recipient is reminded.',
        ],
      },
      { p: 'Export CSV downloads what the list shows, with the same filters.' },
    ],
  },
  members: {
    title: 'Members',
    blocks: [
      {
        p: 'Members are the residents who receive parcels: their unit, phones, email, language and how they want to be told.',
      },
      {
        list: [
          'Add a member or import a list; a phone is accepted however it is typed.',
          'Put a member on hold while they are away: reminders wait until they are back.',
          'Merge two records of the same person, or mark someone as moved out.',
        ],
      },
    ],
  },
  lockers: {
    title: 'Lockers and compartments',
    blocks: [
      {
        p: 'Lockers shows every machine with its state: online, offline, out of service or never connected, and when it was last heard from.',
      },
      {
        list: [
          'Open a locker to see its compartments, its settings and its parcels.',
          'Compartments shows each door: free, occupied, jammed or out of service; a jammed door stays marked until it closes.',
          'Models describes the layouts lockers are built from.',
        ],
      },
    ],
  },
  settings: {
    title: 'Locker settings',
    blocks: [
      {
        p: 'Locker Settings holds what each building decides: how long a parcel may wait, when reminders go out, and the messages its residents receive.',
      },
      {
        p: 'Changes apply to new parcels at once; every change is written to Member Logs with its old and new value.',
      },
    ],
  },
  support: {
    title: 'Support tickets',
    blocks: [
      {
        p: 'Support is the queue of requests from members, building staff and lockers’ help buttons. The bell counts the tickets that are not resolved.',
      },
      { h: 'Working a ticket' },
      {
        list: [
          'New: nobody has looked yet. Open: someone works it. Waiting: the requester must answer. Resolved: done.',
          'Each priority has a target time (urgent 2 hours, high 8, normal 24, low 72). A new or open ticket past it is overdue.',
          'A reply sets the ticket waiting on the requester; an internal note is read by staff only.',
          'The first person to reply to an unassigned ticket takes it; anyone can reassign it.',
          'A locker’s help button opens a high-priority ticket linked to that locker; pressing again adds to the same ticket.',
        ],
      },
      {
        p: 'New ticket records a call or an email on someone’s behalf, linked to the member, locker and parcel concerned.',
      },
    ],
  },
  logs: {
    title: 'Logs',
    blocks: [
      {
        list: [
          'Machine Logs: what the lockers report (doors, faults, power and network, firmware), with a timeline per locker.',
          'Member Logs: every change made in the portal, by whom, from where and when, with the values before and after.',
          'Crash Logs: lockers’ crashes and the portal’s own errors, grouped when they are the same fault. Mark a group resolved once a fix is out; it opens again by itself if the fault comes back.',
        ],
      },
    ],
  },
  updates: {
    title: 'Product updates',
    blocks: [
      {
        p: 'Product Update lists what changed in the portal. The menu shows New while there is a note you have not read.',
      },
    ],
  },
};
