// Deposits (menu entry 'amenity-deposits', `#/amenity/deposits`): the deposits taken when items were lent in the
// user's buildings (act 59008), held ones first and overdue first among them, on the shared list page; a held one
// can be released or kept by staff with a reason (59010). The ledger's totals and latest movements follow (59009).
import {
  amenityDepositListAct,
  amenityDepositSettleAct,
  canCall,
  type AmenityDepositItem,
} from '@bluemanager/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import { ListPage } from '../../shared/list-page/ListPage';
import type { ListView } from '../../shared/list-page/list-view';
import { RowMenu, type RowMenuItem } from '../../shared/list-page/RowMenu';
import { useActList } from '../../shared/list-page/use-act-list';
import { buildingFilterField } from '../../shared/options/building-filter-field';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { SectionPage } from '../../shared/SectionPage';
import { AMENITY_REFRESH_MS } from './amenity-refresh';
import {
  DEPOSIT_ADDRESS,
  DEPOSIT_VIEW,
  EMPTY_DEPOSIT_FILTERS,
  readDepositFilters,
  type DepositFilters,
} from './amenity-views';
import { depositColumns } from './deposit-columns';
import { LedgerCard } from './LedgerCard';
import { SettleDepositDialog, type Settling } from './SettleDepositDialog';

const PAGE_SIZE = 25;

const requestOf = (view: ListView<DepositFilters>) => ({
  q: view.filters.q.trim() || undefined,
  buid: view.filters.buid === '' ? ('' as const) : Number(view.filters.buid),
  state: view.filters.state || undefined,
});

function Deposits() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const buildings = useBuildingOptions();
  const [settling, setSettling] = useState<Settling>();
  const columns = depositColumns(t, i18n.language);
  const { view, show, list, exporter } = useActList({
    address: DEPOSIT_ADDRESS,
    defaultView: DEPOSIT_VIEW,
    queryKey: ['amenity', 'deposits'],
    exportName: 'amenity-deposits',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(amenityDepositListAct, { ...requestOf(view), offset, count }),
    query: { refetchInterval: AMENITY_REFRESH_MS },
  });
  const request = requestOf(view);
  const actionsOf = (row: AmenityDepositItem): RowMenuItem[] =>
    row.state === 'held' && canCall(amenityDepositSettleAct, user)
      ? [
          {
            id: 'release',
            label: t('amenity.deposits.actions.release'),
            onSelect: () => setSettling({ deposit: row, outcome: 'release' }),
          },
          {
            id: 'keep',
            label: t('amenity.deposits.actions.keep'),
            onSelect: () => setSettling({ deposit: row, outcome: 'keep' }),
            danger: true,
          },
        ]
      : [];
  const total = list.data?.total ?? 0;
  const f = (key: string) => t(`amenity.deposits.filters.${key}`);
  const rowLabel = (row: AmenityDepositItem) =>
    t('amenity.deposits.rowLabel', { item: row.item, member: row.member });
  return (
    <>
      <ListPage
        id="amenity-deposit"
        caption={t('amenity.deposits.caption')}
        columns={columns}
        filterFields={[
          { id: 'q', label: f('search'), kind: 'text', placeholder: f('searchPlaceholder') },
          buildingFilterField(f('building'), f('allBuildings'), buildings),
          {
            id: 'state',
            label: f('state'),
            kind: 'select',
            options: [
              { value: '', label: f('allStates') },
              { value: 'held', label: t('amenity.deposits.state.held') },
              { value: 'overdue', label: f('overdue') },
              { value: 'released', label: t('amenity.deposits.state.released') },
              { value: 'kept', label: t('amenity.deposits.state.kept') },
            ],
          },
        ]}
        view={view}
        onView={show}
        emptyFilters={EMPTY_DEPOSIT_FILTERS}
        nextFilters={(_current, values) => readDepositFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.id}
        rowLabel={rowLabel}
        rowActions={(row) => <RowMenu label={rowLabel(row)} items={actionsOf(row)} />}
        emptyText={t('amenity.deposits.empty')}
        totalText={t('amenity.deposits.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
      />
      <LedgerCard buid={request.buid} />
      <SettleDepositDialog settling={settling} onClose={() => setSettling(undefined)} />
    </>
  );
}

export function AmenityDepositsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="amenity-deposits" title={t('amenity.deposits.title')}>
      <Deposits />
    </SectionPage>
  );
}
