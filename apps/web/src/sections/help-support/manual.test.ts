// The manual: every language has every chapter with text, the page help finds a chapter by menu entry, and the
// search ignores case and accents and needs every word.
import { describe, expect, it } from 'vitest';
import { MANUAL_CHAPTERS, chapterOfMenu } from './manual/chapters';
import { loadManual } from './manual/load-manual';
import { chapterMatches } from './manual/manual-search';

describe('the manual', () => {
  it('has every chapter, with a title and text, in each of the four languages', async () => {
    for (const language of ['en', 'fr', 'de', 'pt']) {
      const manual = await loadManual(language);
      expect(Object.keys(manual).sort(), language).toEqual(
        MANUAL_CHAPTERS.map((chapter) => chapter.id).sort(),
      );
      for (const chapter of Object.values(manual)) {
        expect(chapter.title.length).toBeGreaterThan(0);
        expect(chapter.blocks.length).toBeGreaterThan(0);
      }
    }
    expect(await loadManual('xx')).toBe(await loadManual('en'));
  });

  it('opens the chapter of a page by its menu entry', () => {
    expect(chapterOfMenu('customer-service')).toBe('support');
    expect(chapterOfMenu('bike-support')).toBe('support');
    expect(chapterOfMenu('logs-crash')).toBe('logs');
    expect(chapterOfMenu('nowhere')).toBeUndefined();
  });

  it('searches without case or accents, every word', async () => {
    const fr = await loadManual('fr');
    expect(chapterMatches(fr.support, 'ECHEANCE')).toBe(false);
    expect(chapterMatches(fr.support, 'delai cible')).toBe(true);
    expect(chapterMatches(fr.support, 'délai zèbre')).toBe(false);
    expect(chapterMatches(fr.start, '')).toBe(true);
  });
});
