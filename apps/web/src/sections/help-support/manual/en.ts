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
  commerce: {
    title: 'Orders and BlueMart',
    blocks: [
      {
        p: 'Orders lists everything sold through the lockers: shop orders, group buys, BlueExpress shipments, premium memberships and locker rentals, with their payments, refunds and where each waits.',
      },
      {
        list: [
          "Search an order by the customer's mobile, barcode or email; open it to see its lines, every payment attempt and every refund.",
          'A refund takes a reason and may be partial; the same request sent twice refunds once.',
          "Group-Buy Setup runs campaigns with price tiers: members join until the deadline, then the campaign succeeds and each member's order is charged at the tier reached, or fails and nobody pays.",
          "Premium Member sells plans that renew by themselves; a premium member's parcels may wait longer before they are overdue.",
          "Reward System keeps each member's points: earned, redeemed, expired or adjusted with a reason, never edited.",
        ],
      },
      {
        p: "BlueExpress lets members send a parcel from a locker: create the shipment, give them the drop-off code, and follow it to delivery; its label prints from the shipment's page.",
      },
    ],
  },
  community: {
    title: 'Community board',
    blocks: [
      {
        p: "Community Msgs is where residents' posts are moderated: posts waiting for a moderator come first, then the board.",
      },
      {
        list: [
          "Approve a post to put it on its building's board, or reject it with a reason the resident will read.",
          'Pin a notice to keep it at the top; unpin it when it no longer matters.',
          'Posts reported by several neighbours are hidden until a moderator decides; the reports and comments show in the post.',
          'Everything residents write, pictures included, is shown as they wrote it and nothing in it runs.',
        ],
      },
      {
        p: 'Community System Msgs sends announcements to chosen buildings, from a start date to an expiry, shown pinned above their boards.',
      },
    ],
  },
  messaging: {
    title: 'SMS and email',
    blocks: [
      {
        list: [
          'Number List: the numbers and sender names messages go out from, and the recipients who replied STOP (they get email instead when they have one).',
          'SMS Template and Notification Template: every message the portal sends, per event, language and channel, with a preview, the SMS length in segments and the versions before.',
          'SMS Dashboard: messages per day, delivered and failed, why they failed and what they cost.',
          'Email: the outbox and sent log (open a message to see it as the recipient did), messages to the residents of chosen buildings, and the SMTP settings.',
        ],
      },
    ],
  },
  advertising: {
    title: 'Advertising on locker screens',
    blocks: [
      {
        list: [
          'Ad Agents: the advertisers and agencies, with their contacts and contract period.',
          'Ad Groups: campaigns grouping pictures and films, when they play and on which screens; a star marks the groups you follow.',
          'Ad Analytics: how often each item was shown and touched, per day, group, agent and building, with a CSV export.',
          'Redirect Setting: short links and QR codes shown on screens, each click counted.',
        ],
      },
      {
        p: 'Lockers fetch their playlist by themselves and report what they showed; nothing needs to be sent to them by hand.',
      },
      {
        p: 'Which lockers play a group: those of the buildings it targets and the lockers it targets one by one; when the group names screens, only the lockers carrying one of them (and each item only on a screen whose ad area is its picture size). A group targets at least one building or locker.',
      },
    ],
  },
  access: {
    title: 'People, access and integrations',
    blocks: [
      {
        list: [
          "Authority: staff accounts, their level and buildings, two-factor sign-in required per level, and each person's open sessions.",
          "Tokens: keys for partners' systems, limited to chosen acts and buildings; the secret is shown once and a revoked token stops at once.",
          'Black List: phones, emails and accounts that are blocked, and staff accounts locked after failed sign-ins.',
          'Service: the addresses the portal and the lockers use, and webhooks that send parcel and locker events to another system, signed, with their delivery log.',
        ],
      },
      {
        p: "Nobody can give someone a level above their own, and a partner's admin manages only that partner's people.",
      },
    ],
  },
  bluekey: {
    title: 'BlueKey and carriers',
    blocks: [
      {
        p: 'BlueKey lists the carriers that deliver to your lockers, with their logo and their figures: parcels, how long parcels wait, how many go overdue or hit a fault.',
      },
      {
        list: [
          'Give a courier a key: a PIN, a QR code or a tag, valid in chosen buildings or lockers for a period. A PIN or QR code is shown once.',
          "The locker checks the key before it opens for a drop-off; every use, allowed or refused, is listed on the key's page.",
          'Revoke a key and the next check at any locker is refused.',
        ],
      },
    ],
  },
};
