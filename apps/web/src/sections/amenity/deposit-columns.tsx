// The deposit list's columns (act 59008's item): the item and its machine slot, the member, when it was lent, due
// and returned, the amount and the deposit's state, with why it was kept in words (late, damaged, or staff's note).
import type { AmenityDepositItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { formatZonedDateTime } from '../../format/time';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { amountText, machineName } from './amenity-format';

const TONES: Readonly<Record<string, string>> = {
  held: 'text-bg-info',
  overdue: 'text-bg-warning',
  released: 'text-bg-success',
  kept: 'text-bg-danger',
};

export const depositStateKey = (row: AmenityDepositItem) => (row.overdue ? 'overdue' : row.state);

/** Why a deposit reads as it does: returned late and/or damaged (the machine's findings), else staff's reason. */
export function depositNote(t: TFunction, row: AmenityDepositItem): string {
  const late = row.returned_at !== null && row.returned_at > row.due_at;
  const parts = [
    late ? t('amenity.deposits.lateReturn') : '',
    row.damaged ? t('amenity.deposits.damaged') : '',
    row.reason,
  ];
  return parts.filter(Boolean).join(' · ');
}

export function depositColumns(t: TFunction, language: string): DataColumn<AmenityDepositItem>[] {
  const when = (value: string | null, row: AmenityDepositItem) =>
    value === null ? t('amenity.deposits.notYet') : formatZonedDateTime(value, row.tz, language);
  const place = (row: AmenityDepositItem) =>
    t('amenity.deposits.place', { machine: machineName(row.machine), slot: row.slot });
  return [
    {
      id: 'item',
      header: t('amenity.deposits.columns.item'),
      hideable: false,
      csv: (row) => `${row.item} (${place(row)})`,
      cell: (row) => (
        <div data-buid={row.buid}>
          <div className="fw-semibold">{row.item}</div>
          <div className="small text-body-secondary">{place(row)}</div>
        </div>
      ),
    },
    {
      id: 'member',
      header: t('amenity.deposits.columns.member'),
      csv: (row) => row.member,
      cell: (row) => row.member,
    },
    {
      id: 'lent',
      header: t('amenity.deposits.columns.lent'),
      className: 'text-nowrap',
      csv: (row) => when(row.lent_at, row),
      cell: (row) => when(row.lent_at, row),
    },
    {
      id: 'due',
      header: t('amenity.deposits.columns.due'),
      className: 'text-nowrap',
      csv: (row) => when(row.due_at, row),
      cell: (row) => when(row.due_at, row),
    },
    {
      id: 'returned',
      header: t('amenity.deposits.columns.returned'),
      className: 'text-nowrap',
      csv: (row) => when(row.returned_at, row),
      cell: (row) => when(row.returned_at, row),
    },
    {
      id: 'amount',
      header: t('amenity.deposits.columns.amount'),
      className: 'text-nowrap',
      csv: (row) => amountText(row.amount_cents, row.currency, language),
      cell: (row) => amountText(row.amount_cents, row.currency, language),
    },
    {
      id: 'state',
      header: t('amenity.deposits.columns.state'),
      csv: (row) => t(`amenity.deposits.state.${depositStateKey(row)}`),
      cell: (row) => (
        <span
          className={`badge ${TONES[depositStateKey(row)] ?? 'text-bg-secondary'}`}
          data-state={depositStateKey(row)}
        >
          {t(`amenity.deposits.state.${depositStateKey(row)}`)}
        </span>
      ),
    },
    {
      id: 'reason',
      header: t('amenity.deposits.columns.reason'),
      csv: (row) => depositNote(t, row),
      cell: (row) => depositNote(t, row),
    },
  ];
}
