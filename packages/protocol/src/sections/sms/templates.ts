// What a message template may say, shared by the server (which refuses a bad template) and the template pages
// (which check, preview and measure it as it is typed): the placeholders, the ones an event cannot do without, how a
// template is filled, and how long an SMS is in characters and segments.
import segments from 'sms-segments-calculator';

/** The placeholders a template may use, each written {name}; detail and count belong to the staff alerts. */
export const TEMPLATE_PLACEHOLDERS = [
  'recipient',
  'parcelId',
  'code',
  'carrier',
  'building',
  'locker',
  'compartment',
  'due',
  'detail',
  'count',
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
export type TemplateValues = Partial<Record<TemplatePlaceholder, string>>;

export const RECIPIENT_EVENTS = ['deposited', 'reminder', 'overdue', 'code-resent', 'collected'] as const;
/** What the managers of a building are told by email, when the building's preferences ask for it. */
export const STAFF_ALERT_EVENTS = ['locker-offline', 'locker-fault', 'parcels-overdue'] as const;
export const TEMPLATE_EVENTS = [...RECIPIENT_EVENTS, ...STAFF_ALERT_EVENTS] as const;
export type TemplateEvent = (typeof TEMPLATE_EVENTS)[number];

/** Without these a message is useless: a deposit notice without its pickup code, an alert without its locker. */
export const REQUIRED_PLACEHOLDERS: Record<TemplateEvent, readonly TemplatePlaceholder[]> = {
  deposited: ['code'],
  reminder: [],
  overdue: [],
  'code-resent': ['code'],
  collected: [],
  'locker-offline': ['locker'],
  'locker-fault': ['locker'],
  'parcels-overdue': ['count'],
};

/** The placeholders worth offering for an event: an alert speaks of lockers and counts, not of a recipient's code. */
export function placeholdersFor(event: string): readonly TemplatePlaceholder[] {
  return (STAFF_ALERT_EVENTS as readonly string[]).includes(event)
    ? ['building', 'locker', 'detail', 'count']
    : ['recipient', 'parcelId', 'code', 'carrier', 'building', 'locker', 'compartment', 'due'];
}

/** Every {name} a text uses, in order, repeats included. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\{([^{}\s]*)\}/g)].map((match) => match[1] ?? '');
}

export interface TemplateText {
  event: string;
  channel: string;
  subject: string;
  body: string;
}

export interface TemplateProblem {
  path: 'subject' | 'body' | 'channel';
  /** What is wrong, for a message in the reader's language; `names` are the placeholders concerned. */
  kind: 'unknown' | 'missing' | 'emailOnly';
  names: readonly string[];
  message: string;
}

const named = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');

/** What is wrong with a template, each problem on the field that shows it; none when it can be saved. */
export function templateProblems(template: TemplateText): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  const known: readonly string[] = TEMPLATE_PLACEHOLDERS;
  for (const path of ['subject', 'body'] as const) {
    const unknown = placeholdersIn(template[path]).filter((name) => !known.includes(name));
    if (unknown.length > 0)
      problems.push({
        path,
        kind: 'unknown',
        names: unknown,
        message: `Unknown placeholder ${named(unknown)}; use ${named(TEMPLATE_PLACEHOLDERS)}.`,
      });
  }
  const required = REQUIRED_PLACEHOLDERS[template.event as TemplateEvent] ?? [];
  const used = placeholdersIn(template.body);
  const missing = required.filter((name) => !used.includes(name));
  if (missing.length > 0)
    problems.push({
      path: 'body',
      kind: 'missing',
      names: missing,
      message: `The ${template.event} message must say ${named(missing)}.`,
    });
  if ((STAFF_ALERT_EVENTS as readonly string[]).includes(template.event) && template.channel !== 'email')
    problems.push({
      path: 'channel',
      kind: 'emailOnly',
      names: [],
      message: `The managers' alert ${template.event} is sent by email only.`,
    });
  return problems;
}

const PLACEHOLDER = new RegExp(`\\{(${TEMPLATE_PLACEHOLDERS.join('|')})\\}`, 'g');

/** Fills the {placeholders} a template names; one without a value becomes empty, unknown braces stay as typed. */
export function renderTemplate(template: string, values: TemplateValues): string {
  return template.replace(PLACEHOLDER, (_match, name: TemplatePlaceholder) => values[name] ?? '');
}

/** A parcel as the template pages preview it, and as "send a test" would fill it. */
export const SAMPLE_VALUES: Required<TemplateValues> = {
  recipient: 'Ana Lima',
  parcelId: '4821',
  code: '583 214',
  carrier: 'Purolator',
  building: 'Maple Court',
  locker: 'Maple Court Lobby',
  compartment: 'B03',
  due: '2026-12-02 18:00',
  detail: 'no heartbeat for 15 minutes',
  count: '3',
};

export interface SmsLength {
  /** GSM-7 when every character is in the SMS alphabet, else UCS-2 (far fewer characters per segment). */
  encoding: 'GSM-7' | 'UCS-2';
  /** Characters as the network counts them (a GSM-7 extension character such as € counts two). */
  characters: number;
  segments: number;
  /** How many more characters fit before another segment is needed. */
  remaining: number;
}

/** One segment holds 160 GSM-7 or 70 UCS-2 characters; a longer message is split into parts of 153 or 67. */
const CAPACITY = { 'GSM-7': { single: 160, part: 153 }, 'UCS-2': { single: 70, part: 67 } } as const;

/** The length of an SMS, measured by Twilio's segment calculator (the field's reference for GSM-7 and UCS-2). */
export function smsLength(text: string): SmsLength {
  const message = new segments.SegmentedMessage(text, 'auto');
  const encoding = message.encodingName === 'GSM-7' ? 'GSM-7' : 'UCS-2';
  const characters = message.numberOfCharacters;
  const count = Math.max(1, message.segmentsCount);
  const capacity = count === 1 ? CAPACITY[encoding].single : CAPACITY[encoding].part * count;
  return { encoding, characters, segments: count, remaining: Math.max(0, capacity - characters) };
}
