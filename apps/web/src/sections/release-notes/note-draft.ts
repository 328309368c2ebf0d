// The note dialog's values and the act 66051 parameters they become: the English title and body, a title and body
// per translation (both empty: no translation; one of the two: the schema refuses the empty one), the categories.
import {
  RELEASE_NOTE_LANGUAGES,
  releaseNoteSaveAct,
  type ActParams,
  type EditableReleaseNote,
  type ReleaseNoteLanguage,
} from '@bluemanager/protocol';
import type { Path } from 'react-hook-form';
import type { ActFormMapping } from '../../shared/form/act-form';

type TranslationFields = { [L in ReleaseNoteLanguage as `${L}_title` | `${L}_body`]: string };

export interface NoteDraft extends TranslationFields {
  title: string;
  body: string;
  category: string[];
}

export function draftOf(note: EditableReleaseNote | undefined): NoteDraft {
  const draft: NoteDraft = {
    title: note?.title ?? '',
    body: note?.body ?? '',
    category: note?.category ?? [],
    fr_title: '',
    fr_body: '',
    de_title: '',
    de_body: '',
    pt_title: '',
    pt_body: '',
  };
  for (const language of RELEASE_NOTE_LANGUAGES) {
    draft[`${language}_title`] = note?.translations[language]?.title ?? '';
    draft[`${language}_body`] = note?.translations[language]?.body ?? '';
  }
  return draft;
}

export function paramsOf(draft: NoteDraft, id: number | undefined): ActParams<typeof releaseNoteSaveAct> {
  const translations: ActParams<typeof releaseNoteSaveAct>['translations'] = {};
  for (const language of RELEASE_NOTE_LANGUAGES) {
    const title = draft[`${language}_title`];
    const body = draft[`${language}_body`];
    if (title.trim() !== '' || body.trim() !== '') translations[language] = { title, body };
  }
  return {
    ...(id === undefined ? {} : { id }),
    title: draft.title,
    body: draft.body,
    category: draft.category,
    translations,
  };
}

/** 'translations.fr.body' is shown by the field fr_body; a category's issue by the categories. */
function fieldOf(path: string): Path<NoteDraft> {
  const [head, language, part] = path.split('.');
  if (head === 'translations' && RELEASE_NOTE_LANGUAGES.some((known) => known === language))
    return `${language as ReleaseNoteLanguage}_${part === 'title' ? 'title' : 'body'}`;
  if (head === 'category') return 'category';
  return head === 'body' ? 'body' : 'title';
}

export const noteMapping = (id: number | undefined): ActFormMapping<NoteDraft> => ({
  schema: releaseNoteSaveAct.params,
  paramsOf: (draft) => paramsOf(draft, id),
  fieldOf,
});
