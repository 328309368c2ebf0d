// The board's word filter: a post or comment that reads like abuse, a scam or markup is held for a moderator
// instead of appearing at once. It errs on the side of holding: a moderator's approval costs a click, a scam on the
// board costs a resident. Matching is on the decoded text, lower case, by whole words, so tokens or case do not hide
// a word ("Scam", "s--c" would need a moderator's eye anyway).
import { decodeCommunityText } from '@bluemanager/protocol';

const WORDS = [
  'idiot',
  'stupid',
  'moron',
  'scam',
  'bitcoin',
  'crypto',
  'wire transfer',
  'gift card',
  'western union',
  'casino',
  'viagra',
  'fuck',
  'shit',
];
const WORD_PATTERN = new RegExp(
  `\\b(?:${WORDS.map((word) => word.replace(/ /g, '\\s+')).join('|')})\\b`,
  'i',
);
/** Markup and script addresses have no place in a neighbour's note; links in numbers are a spammer's sign. */
const MARKUP = /<\s*\/?\s*[a-z!]|javascript\s*:|data\s*:\s*text\/html|\bon\w+\s*=/i;
const LINK = /\bhttps?:\/\/|\bwww\./gi;
const MAX_LINKS = 1;
/** A shout: this many letters, nearly all capitals. */
const SHOUT_MIN_LETTERS = 24;

export type FilterVerdict =
  { suspicious: false } | { suspicious: true; why: 'words' | 'markup' | 'links' | 'shouting' };

export function screenText(...stored: readonly string[]): FilterVerdict {
  const text = decodeCommunityText(stored.join('\n'));
  if (MARKUP.test(text)) return { suspicious: true, why: 'markup' };
  if (WORD_PATTERN.test(text)) return { suspicious: true, why: 'words' };
  if ((text.match(LINK) ?? []).length > MAX_LINKS) return { suspicious: true, why: 'links' };
  const letters = text.replace(/[^A-Za-z]/g, '');
  const capitals = letters.replace(/[^A-Z]/g, '');
  if (letters.length >= SHOUT_MIN_LETTERS && capitals.length / letters.length > 0.8) {
    return { suspicious: true, why: 'shouting' };
  }
  return { suspicious: false };
}
