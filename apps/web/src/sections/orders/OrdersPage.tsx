// Orders (menu entry 'orders', `#/orders`, levels 10 and 14): every order the portal took in the user's buildings
// (act 57001), searched by mobile, barcode or email substring (spec §5) or order number, filtered by building,
// kind, payment and fulfilment state, sorted and paged on the server, on the shared list page. A row opens the order.
import { orderListAct } from '@bluemanager/protocol';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { useActList } from '../../shared/list-page/use-act-list';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { SectionPage } from '../../shared/SectionPage';
import { ShopLink } from '../shopping-mall/ShopLink';
import { orderColumns, orderPath } from './order-columns';
import {
  asFilters,
  EMPTY_FILTERS,
  filterParams,
  orderFilterFields,
  serverSort,
  type OrderFilters,
} from './order-filters';

const PAGE_SIZE = 25;
const DEFAULT_VIEW: ListView<OrderFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'created', dir: 'desc' },
  offset: 0,
};
const ADDRESS = queryViewAddress({ path: '/orders', view: DEFAULT_VIEW, readFilters: asFilters });

const requestOf = (view: ListView<OrderFilters>) => ({
  ...filterParams(view.filters),
  sort: serverSort(view.sort.key),
  dir: view.sort.dir,
});

function OrderList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const navigate = useNavigate();
  const buildings = useBuildingOptions();
  const columns = orderColumns(t, i18n.language);
  const { view, show, list, exporter } = useActList({
    address: ADDRESS,
    defaultView: DEFAULT_VIEW,
    queryKey: ['orders', 'list'],
    exportName: 'orders',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(orderListAct, { ...requestOf(view), offset, count }),
  });
  // A click anywhere on a row opens its order; links and buttons inside it keep their own meaning.
  const openRow = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('a, button, input, select, label')) return;
    const row = target.closest<HTMLElement>('[data-row-key]');
    if (row?.dataset.rowKey) void navigate(orderPath(row.dataset.rowKey));
  };
  const total = list.data?.total ?? 0;
  return (
    // The keyboard opens an order through its number's link; this only widens the pointer's target.
    <div className="order-table" onClick={openRow}>
      <ListPage
        id="order"
        caption={t('orders.caption')}
        columns={columns}
        filterFields={orderFilterFields(t, buildings)}
        view={view}
        onView={show}
        emptyFilters={EMPTY_FILTERS}
        nextFilters={(_current, values) => asFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.id}
        rowLabel={(row) => t('orders.rowLabel', { number: row.number })}
        emptyText={t('orders.empty')}
        totalText={t('orders.total', { count: total, total: formatNumber(total, i18n.language) })}
        exporter={exporter}
      />
    </div>
  );
}

export function OrdersPage() {
  const { t } = useTranslation();
  // The list lives inside the guard, so a user the menu refuses makes no call at all.
  return (
    <SectionPage menuId="orders" title={t('orders.title')}>
      <ShopLink />
      <OrderList />
    </SectionPage>
  );
}
