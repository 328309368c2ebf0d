// The release-notes service (spec §7): POST release-notes/list with a limit; the answer is read as text and parsed.
import { releaseNote, type ReleaseNote } from '@bluemanager/protocol';
import { z } from 'zod';

export const RELEASE_NOTES_LIMIT = 3;

export async function fetchReleaseNotes(limit = RELEASE_NOTES_LIMIT): Promise<ReleaseNote[]> {
  const response = await fetch('release-notes/list', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ limit }),
  });
  if (!response.ok) throw new Error(`release-notes/list answered ${response.status}`);
  const text = await response.text();
  return z.array(releaseNote).parse(JSON.parse(text));
}
