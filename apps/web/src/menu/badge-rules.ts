// Spec §4/§9: Product Update carries 'New' only while the newest release note is under 604800 s (7 days) old.
export const RELEASE_NOTE_NEW_SECONDS = 604_800;

export interface DatedNote {
  create_time: string;
}

export function isNewestNoteRecent(notes: readonly DatedNote[], now: Date): boolean {
  const times = notes.map((note) => Date.parse(note.create_time)).filter((time) => Number.isFinite(time));
  if (times.length === 0) return false;
  const newest = Math.max(...times);
  return (now.getTime() - newest) / 1000 < RELEASE_NOTE_NEW_SECONDS;
}
