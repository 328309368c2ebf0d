// The uses of one key or of one carrier's keys (act 64015), newest first: when, at which locker, who, how and what
// the locker answered. Paged on the server, in the shared DataTable.
import { keyUseListAct, type KeyUseItem } from '@bluemanager/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { formatDateTime } from '../../format/time';
import { DataTable } from '../../shared/data-table/DataTable';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { lockerLabel } from '../../shared/options/use-building-options';
import { UseResultBadge } from './KeyBadges';

const PAGE_SIZE = 10;

export function UsesTable({ of }: { of: { key_id: number } | { carrier_id: number } }) {
  const { t } = useTranslation();
  const act = useAct();
  const [offset, setOffset] = useState(0);
  const params = { ...of, offset, count: PAGE_SIZE };
  const uses = useQuery({
    queryKey: ['bluekey', 'uses', params],
    queryFn: () => act(keyUseListAct, params),
    placeholderData: keepPreviousData,
  });
  const place = (row: KeyUseItem) => lockerLabel({ name: row.mname, bname: row.bname }, false);
  const columns: DataColumn<KeyUseItem>[] = [
    {
      id: 'at',
      header: t('bluekey.uses.columns.at'),
      hideable: false,
      className: 'text-nowrap',
      cell: (row) => formatDateTime(row.at),
    },
    { id: 'place', header: t('bluekey.uses.columns.place'), cell: place },
    {
      id: 'courier',
      header: t('bluekey.uses.columns.courier'),
      cell: (row) => row.courier || t('bluekey.uses.unknownCourier'),
    },
    {
      id: 'method',
      header: t('bluekey.uses.columns.method'),
      cell: (row) => t(`bluekey.method.${row.method}`),
    },
    {
      id: 'result',
      header: t('bluekey.uses.columns.result'),
      cell: (row) => <UseResultBadge reason={row.reason} />,
    },
  ];
  return (
    <DataTable
      caption={t('bluekey.uses.caption')}
      columns={columns}
      rows={uses.data?.items}
      rowKey={(row) => row.id}
      rowLabel={(row) => t('bluekey.uses.rowLabel', { place: place(row) })}
      loading={uses.isFetching}
      emptyText={t('bluekey.uses.empty')}
      page={{ offset, pageSize: PAGE_SIZE, total: uses.data?.total ?? 0 }}
      onPage={setOffset}
      testId="key-uses"
    />
  );
}
