import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from './i18n';
import { sectionCatalogue, withSectionCatalogues } from './section-catalogues';

const greeting = (hello: string) => Promise.resolve({ hello });
const load = {
  en: vi.fn(() => greeting('Hello')),
  fr: vi.fn(() => greeting('Bonjour')),
  de: vi.fn(() => greeting('Hallo')),
  pt: vi.fn(() => greeting('Olá')),
};
const sample = { catalogues: [sectionCatalogue('sample', load)] };

describe("a section's texts (section-catalogues.ts)", () => {
  beforeAll(() => initI18n('en'));

  it('are in the language shown before the section resolves, beside the shell texts', async () => {
    await withSectionCatalogues(sample);
    expect(i18next.t('sample.hello')).toBe('Hello');
    expect(i18next.t('app.loading')).toBe('Loading…');
    expect(load.fr).not.toHaveBeenCalled();
  });

  it('are fetched in a new language before the switch, once, without losing the shell texts', async () => {
    await setLanguage('fr');
    expect(i18next.t('sample.hello')).toBe('Bonjour');
    expect(i18next.t('app.loading')).toBe('Chargement…');
    await setLanguage('en');
    await setLanguage('fr');
    await withSectionCatalogues(sample);
    expect(load.fr).toHaveBeenCalledTimes(1);
  });

  it('are fetched in the language being switched to when the section loads during the switch', async () => {
    const switching = setLanguage('de');
    await withSectionCatalogues({ catalogues: [sectionCatalogue('late', load)] });
    await switching;
    expect(i18next.t('late.hello')).toBe('Hallo');
  });
});
