// The Black List's columns for the shared DataTable: values as people write them (phones in spec §9's groups), kinds
// and states in words, times with their zone.
import { displayPhone, type BlockItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { formatZonedDateTime } from '../../format/time';
import type { DataColumn } from '../../shared/data-table/data-table-types';

export const shownValue = (row: Pick<BlockItem, 'kind' | 'value'>) =>
  row.kind === 'phone' ? displayPhone(row.value) : row.value;

export function blockColumns(t: TFunction, locale: string): DataColumn<BlockItem>[] {
  const expires = (row: BlockItem) =>
    row.expires_at === null ? t('blocklist.never') : formatZonedDateTime(row.expires_at, undefined, locale);
  const state = (row: BlockItem) => t(row.active ? 'blocklist.state.active' : 'blocklist.state.expired');
  return [
    {
      id: 'value',
      header: t('blocklist.columns.value'),
      hideable: false,
      className: 'text-break fw-semibold',
      csv: shownValue,
      cell: shownValue,
    },
    {
      id: 'kind',
      header: t('blocklist.columns.kind'),
      csv: (row) => t(`blocklist.kind.${row.kind}`),
      cell: (row) => t(`blocklist.kind.${row.kind}`),
    },
    {
      id: 'state',
      header: t('blocklist.columns.state'),
      csv: state,
      cell: (row) => (
        <span className={row.active ? 'badge text-bg-danger' : 'badge text-bg-secondary'}>{state(row)}</span>
      ),
    },
    {
      id: 'reason',
      header: t('blocklist.columns.reason'),
      csv: (row) => row.reason,
      cell: (row) => row.reason,
    },
    {
      id: 'by',
      header: t('blocklist.columns.by'),
      csv: (row) => row.created_by,
      cell: (row) => row.created_by,
    },
    {
      id: 'created',
      header: t('blocklist.columns.created'),
      className: 'text-nowrap small',
      csv: (row) => row.created_at,
      cell: (row) => formatZonedDateTime(row.created_at, undefined, locale),
    },
    {
      id: 'expires',
      header: t('blocklist.columns.expires'),
      className: 'text-nowrap small',
      csv: (row) => row.expires_at ?? '',
      cell: expires,
    },
  ];
}
