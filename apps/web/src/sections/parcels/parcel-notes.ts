// Spec §3: a parcel note holds two notes separated by '#'; each falls back to 'N/A' (in the user's language: the
// caller gives it), and the stored text escapes
// '"' as '!!', '*' as ']]' and '%' as '=='.

export function decodeNoteText(text: string): string {
  return text.replaceAll('!!', '"').replaceAll(']]', '*').replaceAll('==', '%');
}

/** The first and second note of a parcel, decoded; `empty` for an empty one or a missing '#'. */
export function parcelNotes(note: string, empty = 'N/A'): [string, string] {
  const cut = note.indexOf('#');
  const first = decodeNoteText(cut < 0 ? note : note.slice(0, cut)).trim();
  const second = cut < 0 ? '' : decodeNoteText(note.slice(cut + 1)).trim();
  return [first || empty, second || empty];
}
