// How a note reads in the user's language: its translation when it has one, else its English text; its categories
// in words when they are the editor's, else as written.
import { RELEASE_NOTE_CATEGORIES, RELEASE_NOTE_LANGUAGES, type ReleaseNote } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';

export function noteText(note: ReleaseNote, language: string): { title: string; body: string } {
  const known = RELEASE_NOTE_LANGUAGES.find((candidate) => language.startsWith(candidate));
  return (known && note.translations[known]) || { title: note.title, body: note.body };
}

export function categoryLabel(t: TFunction, category: string): string {
  return RELEASE_NOTE_CATEGORIES.some((known) => known === category)
    ? t(`productUpdate.categories.${category}`)
    : category;
}
