// One carrier's courier keys on its page (act 64011 with carrier_id), newest first, paged on the server.
import { courierKeyListAct } from '@bluemanager/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { DataTable } from '../../shared/data-table/DataTable';
import { keyColumns } from './key-columns';

const PAGE_SIZE = 10;

export function KeysTable({ carrierId }: { carrierId: number }) {
  const { t } = useTranslation();
  const act = useAct();
  const [offset, setOffset] = useState(0);
  const params = { carrier_id: carrierId, offset, count: PAGE_SIZE };
  const keys = useQuery({
    queryKey: ['bluekey', 'keys', params],
    queryFn: () => act(courierKeyListAct, params),
    placeholderData: keepPreviousData,
  });
  const columns = keyColumns(t).filter((column) => column.id !== 'carrier');
  return (
    <DataTable
      caption={t('bluekey.carrier.keys')}
      columns={columns}
      rows={keys.data?.items}
      rowKey={(row) => row.id}
      rowLabel={(row) => t('bluekey.keys.rowLabel', { courier: row.courier })}
      loading={keys.isFetching}
      emptyText={t('bluekey.carrier.noKeys')}
      page={{ offset, pageSize: PAGE_SIZE, total: keys.data?.total ?? 0 }}
      onPage={setOffset}
      testId="carrier-keys"
    />
  );
}
