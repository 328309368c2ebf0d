// Stored texts as people read them: the spec's separators ('#' between a name's parts, '|' between an address's)
// are storage, not words, so they never reach the screen as such.
import { machineNameParts } from '../../format/machine-name';

/** 'Maple Court#Lobby' → 'Maple Court · Lobby'; '1 Main St|Toronto|ON' → '1 Main St, Toronto, ON'. */
export function readableText(value: string): string {
  const withoutAddressBars = value.includes('|')
    ? value
        .split('|')
        .map((part) => part.trim())
        .filter(Boolean)
        .join(', ')
    : value;
  if (!withoutAddressBars.includes('#')) return withoutAddressBars;
  // Words around a name ('A03 of Maple Court#Lobby') keep their spaces; only the separators change.
  return withoutAddressBars
    .split(/\s+/)
    .map((word) => (word.includes('#') ? machineNameParts(word).join(' · ') : word))
    .join(' ')
    .replace(/#/g, ' · ');
}
