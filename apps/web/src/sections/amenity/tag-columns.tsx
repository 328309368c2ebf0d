// The BlueTag list's columns (act 59004's item): the tag, who or what it is bound to, building, state, issue date
// and the note (why it was blocked, what replaced it).
import type { AmenityTagItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { formatZonedDateTime } from '../../format/time';
import type { DataColumn } from '../../shared/data-table/data-table-types';

const TONES: Readonly<Record<AmenityTagItem['state'], string>> = {
  active: 'text-bg-success',
  blocked: 'text-bg-danger',
  replaced: 'text-bg-secondary',
};

export function tagColumns(t: TFunction, language: string): DataColumn<AmenityTagItem>[] {
  const bound = (row: AmenityTagItem) => `${t(`amenity.tags.kind.${row.kind}`)}: ${row.member || row.item}`;
  const note = (row: AmenityTagItem) =>
    row.replaced_by ? t('amenity.tags.replacedBy', { uid: row.replaced_by }) : row.reason;
  return [
    {
      id: 'uid',
      header: t('amenity.tags.columns.uid'),
      hideable: false,
      csv: (row) => row.uid,
      cell: (row) => <span className="font-monospace">{row.uid}</span>,
    },
    {
      id: 'bound',
      header: t('amenity.tags.columns.bound'),
      csv: bound,
      cell: (row) => (
        <div>
          <div>{row.member || row.item}</div>
          <div className="small text-body-secondary">{t(`amenity.tags.kind.${row.kind}`)}</div>
        </div>
      ),
    },
    {
      id: 'building',
      header: t('amenity.tags.columns.building'),
      csv: (row) => row.bname,
      cell: (row) => <span data-buid={row.buid}>{row.bname}</span>,
    },
    {
      id: 'state',
      header: t('amenity.tags.columns.state'),
      csv: (row) => t(`amenity.tags.state.${row.state}`),
      cell: (row) => (
        <span className={`badge ${TONES[row.state]}`} data-state={row.state}>
          {t(`amenity.tags.state.${row.state}`)}
        </span>
      ),
    },
    {
      id: 'issued',
      header: t('amenity.tags.columns.issued'),
      className: 'text-nowrap',
      csv: (row) => formatZonedDateTime(row.issued_at, row.tz, language),
      cell: (row) => formatZonedDateTime(row.issued_at, row.tz, language),
    },
    { id: 'note', header: t('amenity.tags.columns.note'), csv: note, cell: note },
  ];
}
