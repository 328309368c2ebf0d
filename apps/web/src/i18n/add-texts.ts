// The one way texts join i18next after start-up: the shell's catalogue of a language and each section's.
import i18next from 'i18next';
import type { Language } from './catalogue';

const loads = new Map<string, Promise<void>>();

/**
 * Fetches a block of texts once per language and id and deep-merges it into that language's translations, beside
 * what is already there. Tracked here rather than asked of i18next (hasResourceBundle), because the bundle of a
 * language exists as soon as any one block is in. Concurrent callers share the fetch; a failed one (offline) is
 * forgotten, so the next call retries.
 */
export function addTextsOnce(language: Language, id: string, fetch: () => Promise<object>): Promise<void> {
  const loadId = `${language}:${id}`;
  let load = loads.get(loadId);
  if (!load) {
    load = fetch().then((texts) => {
      i18next.addResourceBundle(language, 'translation', texts, true, true);
    });
    load.catch(() => loads.delete(loadId));
    loads.set(loadId, load);
  }
  return load;
}
