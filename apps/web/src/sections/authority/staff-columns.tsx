// The staff list's columns: levels and languages in words, buildings by name, two-factor as a badge that says when
// the level requires it and the account has not set it up, times with their zone.
import type { StaffItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { formatZonedDateTime } from '../../format/time';
import type { DataColumn } from '../../shared/data-table/data-table-types';

function TwoFactorBadge({ row, t }: { row: StaffItem; t: TFunction }) {
  if (row.two_factor) return <span className="badge text-bg-success">{t('authority.twoFactor.on')}</span>;
  if (row.two_factor_required)
    return <span className="badge text-bg-warning">{t('authority.twoFactor.missing')}</span>;
  return <span className="text-body-secondary">{t('authority.twoFactor.off')}</span>;
}

export function staffColumns(
  t: TFunction,
  locale: string,
  buildingName: (buid: number) => string,
): DataColumn<StaffItem>[] {
  const buildings = (row: StaffItem) =>
    row.buildings.length === 0 ? t('authority.byLevel') : row.buildings.map(buildingName).join(', ');
  const when = (value: string | null) =>
    value === null ? t('authority.never') : formatZonedDateTime(value, undefined, locale);
  return [
    {
      id: 'username',
      header: t('authority.columns.username'),
      hideable: false,
      className: 'fw-semibold',
      csv: (row) => row.username,
      cell: (row) => (
        <>
          <span className="d-block">{row.username}</span>
          <span className="d-block text-body-secondary small fw-normal">{row.email}</span>
        </>
      ),
    },
    {
      id: 'level',
      header: t('authority.columns.level'),
      csv: (row) => t(`levels.${row.level}`),
      cell: (row) => t(`levels.${row.level}`),
    },
    {
      id: 'partner',
      header: t('authority.columns.partner'),
      csv: (row) => row.partner,
      cell: (row) => row.partner,
    },
    {
      id: 'buildings',
      header: t('authority.columns.buildings'),
      className: 'small',
      csv: buildings,
      cell: buildings,
    },
    {
      id: 'language',
      header: t('authority.columns.language'),
      csv: (row) => t(`authority.language.${row.language}`),
      cell: (row) => t(`authority.language.${row.language}`),
    },
    {
      id: 'state',
      header: t('authority.columns.state'),
      csv: (row) => t(`authority.state.${row.state}`),
      cell: (row) => (
        <span className={`badge ${row.state === 'active' ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {t(`authority.state.${row.state}`)}
        </span>
      ),
    },
    {
      id: 'twoFactor',
      header: t('authority.columns.twoFactor'),
      csv: (row) =>
        row.two_factor
          ? t('authority.twoFactor.on')
          : t(row.two_factor_required ? 'authority.twoFactor.missing' : 'authority.twoFactor.off'),
      cell: (row) => <TwoFactorBadge row={row} t={t} />,
    },
    {
      id: 'sessions',
      header: t('authority.columns.sessions'),
      className: 'text-end',
      csv: (row) => String(row.active_sessions),
      cell: (row) => row.active_sessions,
    },
    {
      id: 'lastSignIn',
      header: t('authority.columns.lastSignIn'),
      className: 'text-nowrap small',
      csv: (row) => row.last_sign_in_at ?? '',
      cell: (row) => when(row.last_sign_in_at),
    },
  ];
}
