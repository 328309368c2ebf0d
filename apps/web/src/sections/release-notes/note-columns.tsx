// The editor's columns: the note's English title, its categories and languages in words, its state, its date (of
// publication, or of the last edit for a draft) and who wrote it.
import { RELEASE_NOTE_LANGUAGES, type EditableReleaseNote } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { formatZonedDateTime } from '../../format/time';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { categoryLabel } from './note-text';

const STATE_BADGE = { draft: 'text-bg-warning', published: 'text-bg-success' } as const;

export function noteColumns(t: TFunction, locale: string): DataColumn<EditableReleaseNote>[] {
  const categories = (row: EditableReleaseNote) =>
    row.category.map((category) => categoryLabel(t, category)).join(', ');
  const languages = (row: EditableReleaseNote) =>
    ['en' as const, ...RELEASE_NOTE_LANGUAGES.filter((language) => row.translations[language])]
      .map((language) => t(`productUpdate.languages.${language}`))
      .join(', ');
  const date = (row: EditableReleaseNote) =>
    row.state === 'published'
      ? t('productUpdate.publishedOn', { when: formatZonedDateTime(row.create_time, undefined, locale) })
      : t('productUpdate.editedOn', { when: formatZonedDateTime(row.updated_at, undefined, locale) });
  return [
    {
      id: 'title',
      header: t('productUpdate.columns.title'),
      hideable: false,
      className: 'fw-semibold',
      csv: (row) => row.title,
      cell: (row) => row.title,
    },
    { id: 'categories', header: t('productUpdate.columns.categories'), csv: categories, cell: categories },
    {
      id: 'languages',
      header: t('productUpdate.columns.languages'),
      className: 'small',
      csv: languages,
      cell: languages,
    },
    {
      id: 'state',
      header: t('productUpdate.columns.state'),
      csv: (row) => t(`productUpdate.state.${row.state}`),
      cell: (row) => (
        <span className={`badge ${STATE_BADGE[row.state]}`}>{t(`productUpdate.state.${row.state}`)}</span>
      ),
    },
    { id: 'date', header: t('productUpdate.columns.date'), className: 'small', csv: date, cell: date },
    {
      id: 'author',
      header: t('productUpdate.columns.author'),
      csv: (row) => row.author,
      cell: (row) => row.author,
    },
  ];
}
