// Searching the manual: every word typed must appear in the chapter (title or text), ignoring case and accents, so
// "echeance" finds "échéance".
import type { ManualBlock } from './manual-types';

export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const blockText = (block: ManualBlock) =>
  'p' in block ? block.p : 'h' in block ? block.h : block.list.join(' ');

export function chapterMatches(
  chapter: { title: string; blocks: readonly ManualBlock[] },
  query: string,
): boolean {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = folded([chapter.title, ...chapter.blocks.map(blockText)].join(' '));
  return words.every((word) => text.includes(word));
}
