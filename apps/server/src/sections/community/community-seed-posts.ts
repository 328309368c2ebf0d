// The demo board's posts: what neighbours write in a Canadian condo (lost keys, a yard sale, a noisy dryer), a few
// the word filter held, one reported off the board, one rejected, the building's notices pinned. Stored as the
// residents' app writes them, so some carry escape tokens ('@@' apostrophe, '--' space) the portal decodes.
import type { PendingReason, PostCategory, PostStatusName } from '@bluemanager/protocol';

export interface DemoPost {
  title: string;
  body: string;
  category: PostCategory;
  tags: string[];
  status: PostStatusName;
  pending?: PendingReason;
  rejectReason?: string;
  pinned?: boolean;
  views: number;
  /** Days before the seed's now. */
  daysAgo: number;
  comments: string[];
  /** Reports, as reasons; as many members report it. */
  reports?: string[];
  /** Captions of the pictures the resident attached, drawn at seed time. */
  pictures?: string[];
}

export const DEMO_POSTS: readonly DemoPost[] = [
  {
    title: 'Welcome to the building board',
    body: 'Please keep posts friendly and about the building. Lost items go in Lost & found, sales in Marketplace. Questions for management: use the front desk.',
    category: 1,
    tags: ['Lobby'],
    status: 'published',
    pinned: true,
    views: 412,
    daysAgo: 58,
    comments: ['Thanks for setting this up!'],
  },
  {
    title: 'Found a set of keys near the parcel lockers',
    body: 'Two keys and a blue fob on a Canadiens keychain. I left them with the concierge@@s desk.',
    category: 3,
    tags: ['Lobby', 'Parcel lockers'],
    status: 'published',
    views: 96,
    pictures: ['Keys with a blue fob'],
    daysAgo: 2,
    comments: ['Those are mine, thank you so much!', 'Glad they found their owner.'],
  },
  {
    title: 'Yard sale on Saturday, 9 to noon',
    body: 'Kids@@ clothes, a bike and kitchen things. Courtyard by the bike room, rain or shine.',
    category: 4,
    tags: ['Courtyard'],
    status: 'published',
    views: 141,
    pictures: ['Kids bike, 16 inch', 'Kitchen things'],
    daysAgo: 5,
    comments: ['Is the bike still available?'],
  },
  {
    title: 'Dryer on floor 3 leaves clothes damp',
    body: 'The second dryer from the left runs but barely heats. Anyone else noticed? I reported it to the front desk on Monday.',
    category: 5,
    tags: ['Laundry room'],
    status: 'published',
    views: 58,
    daysAgo: 3,
    comments: ['Same here, I use the other ones for now.'],
  },
  {
    title: 'Book club: "Indian Horse" this month',
    body: 'We meet in the party room on the last Thursday, 7 pm. Everyone welcome, no need to have finished the book.',
    category: 2,
    tags: ['Party room'],
    status: 'published',
    views: 73,
    daysAgo: 9,
    comments: [],
  },
  {
    title: 'Parking gate stays open after 11 pm',
    body: 'The P1 gate did not close behind me last night. Please check it closes before you drive off.',
    category: 6,
    tags: ['Parking P1'],
    status: 'published',
    views: 188,
    daysAgo: 1,
    comments: ['Management says a technician comes Thursday.'],
    reports: ['Already reported to management'],
  },
  {
    title: 'Looking for a reliable plumber',
    body: 'Any recommendations for a plumber who can replace a kitchen faucet? Bonus if they speak French.',
    category: 7,
    tags: [],
    status: 'published',
    views: 37,
    daysAgo: 12,
    comments: ['Plomberie Gagnon did ours last year, quick and fair.'],
  },
  {
    title: 'Lost cat: grey tabby named Miso',
    body: 'Miso slipped out on the 4th floor this morning. She is shy--please call unit 412 if you see her.',
    category: 8,
    tags: ['Stairwell B'],
    status: 'published',
    views: 230,
    pictures: ['Miso, grey tabby'],
    daysAgo: 0,
    comments: ['Saw a grey cat near the garbage room an hour ago.'],
  },
  {
    title: 'Make money fast with crypto',
    body: 'Send me a gift card and I will double it in bitcoin. DM me!',
    category: 4,
    tags: [],
    status: 'pending',
    pending: 'word-filter',
    views: 0,
    daysAgo: 0,
    comments: [],
  },
  {
    title: 'Whoever parks in my spot',
    body: 'You are an idiot. Spot 27 is MINE. Next time I call a tow truck.',
    category: 6,
    tags: ['Parking P2'],
    status: 'pending',
    pending: 'word-filter',
    views: 0,
    daysAgo: 1,
    comments: [],
  },
  {
    title: 'Free moving boxes',
    body: 'About 20 boxes, flattened, by my door in unit 1203 until Sunday. Take as many as you like.',
    category: 4,
    tags: ['Floor 12'],
    status: 'pending',
    pending: 'new',
    views: 0,
    pictures: ['Moving boxes'],
    daysAgo: 0,
    comments: [],
  },
  {
    title: 'Noise from unit 508 every night',
    body: 'Loud music until 2 am, every night this week. Unit 508, this is about you.',
    category: 1,
    tags: ['Floor 5'],
    status: 'pending',
    pending: 'reported',
    views: 164,
    daysAgo: 4,
    comments: ['Please talk to them first, or to the front desk.'],
    reports: [
      'Names a unit, feels like harassment',
      'Personal attack',
      'Should go to management, not the board',
    ],
  },
  {
    title: 'Selling my parking spot',
    body: 'Spot available for sale, cash only, message me.',
    category: 4,
    tags: ['Parking P2'],
    status: 'rejected',
    rejectReason: 'Parking spots belong to the building and cannot be sold between residents.',
    views: 12,
    daysAgo: 15,
    comments: [],
  },
  {
    title: 'Recycling pickup moves to Tuesdays',
    body: 'From next week the city collects recycling on Tuesdays. Bins go out Monday evening, not before 7 pm.',
    category: 5,
    tags: ['Garbage room'],
    status: 'published',
    pinned: true,
    views: 305,
    daysAgo: 6,
    comments: [],
  },
];
