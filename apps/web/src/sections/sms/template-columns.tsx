// The template list's columns, declared for the shared DataTable.
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { formatZonedDateTime } from '../../format/time';
import type { TemplateRow } from './template-form';

const EXCERPT = 90;

const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);

export function templateColumns(
  t: TFunction,
  locale: string,
  onEdit: (row: TemplateRow) => void,
): DataColumn<TemplateRow>[] {
  return [
    {
      id: 'event',
      header: t('sms.columns.event'),
      hideable: false,
      csv: (row) => t(`sms.events.${row.event}`),
      cell: (row) => (
        <button
          type="button"
          className="btn btn-link p-0 text-start fw-semibold"
          aria-label={t('sms.editFor', {
            event: t(`sms.events.${row.event}`),
            language: t(`language.${row.language}`),
          })}
          onClick={() => onEdit(row)}
          data-testid="template-edit"
        >
          {t(`sms.events.${row.event}`)}
        </button>
      ),
    },
    {
      id: 'language',
      header: t('sms.columns.language'),
      className: 'text-nowrap',
      csv: (row) => t(`language.${row.language}`),
      cell: (row) => t(`language.${row.language}`),
    },
    {
      id: 'text',
      header: t('sms.columns.text'),
      csv: (row) => row.body,
      cell: (row) => (
        <span className="small text-break" data-testid="template-text">
          {row.subject && <span className="fw-semibold">{row.subject} — </span>}
          {excerpt(row.body)}
        </span>
      ),
    },
    {
      id: 'changed',
      header: t('sms.columns.changed'),
      className: 'text-nowrap small',
      csv: (row) => row.update_time,
      cell: (row) => formatZonedDateTime(row.update_time, undefined, locale),
    },
    {
      id: 'versions',
      header: t('sms.columns.versions'),
      className: 'text-end',
      csv: (row) => row.versions,
      cell: (row) => row.versions,
    },
  ];
}
