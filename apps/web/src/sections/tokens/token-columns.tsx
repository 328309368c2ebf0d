// The token list's columns: the acts a token may call by their names, states in words, times with their zone. The
// secret is never here: the list act does not have it.
import { findAct, type TokenItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { formatZonedDateTime } from '../../format/time';
import type { DataColumn } from '../../shared/data-table/data-table-types';

const STATE_BADGE = {
  active: 'text-bg-success',
  expired: 'text-bg-secondary',
  revoked: 'text-bg-danger',
} as const;

export const actNames = (codes: readonly number[]) =>
  codes.map((code) => findAct(code)?.name ?? String(code)).join(', ');

export function tokenColumns(
  t: TFunction,
  locale: string,
  buildingName: (buid: number) => string,
): DataColumn<TokenItem>[] {
  const buildings = (row: TokenItem) =>
    row.buildings.length === 0 ? t('tokens.allOwnerBuildings') : row.buildings.map(buildingName).join(', ');
  const when = (value: string | null) =>
    value === null ? t('tokens.never') : formatZonedDateTime(value, undefined, locale);
  return [
    {
      id: 'name',
      header: t('tokens.columns.name'),
      hideable: false,
      className: 'fw-semibold',
      csv: (row) => row.name,
      cell: (row) => row.name,
    },
    { id: 'owner', header: t('tokens.columns.owner'), csv: (row) => row.owner, cell: (row) => row.owner },
    {
      id: 'acts',
      header: t('tokens.columns.acts'),
      className: 'small',
      csv: (row) => actNames(row.acts),
      cell: (row) => (
        <span title={actNames(row.acts)}>
          {row.acts.length <= 3 ? actNames(row.acts) : t('tokens.actCount', { count: row.acts.length })}
        </span>
      ),
    },
    {
      id: 'buildings',
      header: t('tokens.columns.buildings'),
      className: 'small',
      csv: buildings,
      cell: buildings,
    },
    {
      id: 'state',
      header: t('tokens.columns.state'),
      csv: (row) => t(`tokens.state.${row.state}`),
      cell: (row) => (
        <span className={`badge ${STATE_BADGE[row.state]}`}>{t(`tokens.state.${row.state}`)}</span>
      ),
    },
    {
      id: 'lastUsed',
      header: t('tokens.columns.lastUsed'),
      className: 'text-nowrap small',
      csv: (row) => row.last_used_at ?? '',
      cell: (row) => when(row.last_used_at),
    },
    {
      id: 'expires',
      header: t('tokens.columns.expires'),
      className: 'text-nowrap small',
      csv: (row) => row.expires_at,
      cell: (row) => when(row.expires_at),
    },
    {
      id: 'created',
      header: t('tokens.columns.created'),
      className: 'text-nowrap small',
      csv: (row) => `${row.created_at} ${row.created_by}`,
      cell: (row) => (
        <>
          {when(row.created_at)}
          <div className="text-body-secondary">{t('tokens.createdBy', { name: row.created_by })}</div>
        </>
      ),
    },
  ];
}
