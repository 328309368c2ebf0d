// The shop's orders (`#/shopping-mall/orders`, act 65406): the Orders section's columns for the shop's own orders
// (without kind, barcode or server sorting; always newest first) with their items, where each waits, and the
// fulfilment action its state allows: put in a locker, hand over, cancel. Place an order opens the order dialog.
import {
  SHOP_FULFILMENT,
  canCall,
  shopOrderCancelAct,
  shopOrderCollectedAct,
  shopOrderFulfilAct,
  shopOrderPlaceAct,
  shopOrdersAct,
  type ShopOrder,
} from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { ArrowLeft, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAct } from '../../api/use-act';
import { readableMachineName } from '../../format/machine-name';
import { formatNumber } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import type { SessionUser } from '../../session/session-user';
import type { DataColumn, FilterField } from '../../shared/data-table/data-table-types';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { useListQuery } from '../../shared/list-page/use-list-query';
import { useListView } from '../../shared/list-page/use-list-view';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { SectionPage } from '../../shared/SectionPage';
import { orderColumns } from '../orders/order-columns';
import { OrderActionDialog, type OrderAction, type OrderActionTarget } from './OrderActionDialogs';
import { PlaceOrderDialog } from './PlaceOrderDialog';

interface ShopOrderFilters {
  [key: string]: string;
  q: string;
  buid: string;
  fulfilment: string;
}

const PAGE_SIZE = 25;
const EMPTY_FILTERS: ShopOrderFilters = { q: '', buid: '', fulfilment: '' };
const DEFAULT_VIEW: ListView<ShopOrderFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'created', dir: 'desc' },
  offset: 0,
};
const REUSED = ['number', 'customer', 'building', 'total', 'payment', 'fulfilment', 'created'];

const asFilters = (values: Readonly<Record<string, string | boolean>>): ShopOrderFilters => {
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  return {
    q: text('q'),
    buid: /^\d+$/.test(text('buid')) ? text('buid') : '',
    fulfilment: (SHOP_FULFILMENT as readonly string[]).includes(text('fulfilment')) ? text('fulfilment') : '',
  };
};
const ADDRESS = queryViewAddress({
  path: '/shopping-mall/orders',
  view: DEFAULT_VIEW,
  readFilters: asFilters,
});

const requestOf = (filters: ShopOrderFilters) => ({
  ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
  ...(filters.buid ? { buid: Number(filters.buid) } : {}),
  ...(filters.fulfilment ? { fulfilment: filters.fulfilment as (typeof SHOP_FULFILMENT)[number] } : {}),
});

/** What can be done with an order now, for this user: the server checks the same again. */
function actionsOf(order: ShopOrder, user: SessionUser): OrderAction[] {
  const actions: OrderAction[] = [];
  if (
    order.fulfilment === 'processing' &&
    order.payment_state === 'paid' &&
    canCall(shopOrderFulfilAct, user)
  )
    actions.push('fulfil');
  if (order.fulfilment === 'in-locker' && canCall(shopOrderCollectedAct, user)) actions.push('handOver');
  if (['processing', 'in-locker'].includes(order.fulfilment) && canCall(shopOrderCancelAct, user))
    actions.push('cancelOrder');
  return actions;
}

function columnsOf(
  t: TFunction,
  language: string,
  user: SessionUser,
  onAction: (target: OrderActionTarget) => void,
) {
  const reused = orderColumns(t, language)
    .filter((column) => REUSED.includes(column.id))
    .map((column) => ({ ...column, sortKey: undefined })) as DataColumn<ShopOrder>[];
  const items: DataColumn<ShopOrder> = {
    id: 'items',
    header: t('shop.orders.items'),
    csv: (row) => row.lines.map((line) => `${line.quantity} × ${line.name}`).join('; '),
    cell: (row) => (
      <ul className="list-unstyled mb-0 small">
        {row.lines.map((line, index) => (
          <li key={index}>{`${formatNumber(line.quantity, language)} × ${line.name}`}</li>
        ))}
        {row.mname && (
          <li className="text-body-secondary">{`${readableMachineName(row.mname, row.bname)} · ${row.compartment ?? ''}`}</li>
        )}
      </ul>
    ),
  };
  const actions: DataColumn<ShopOrder> = {
    id: 'actions',
    header: t('shop.orders.actions'),
    hideable: false,
    cell: (row) => (
      <div className="d-flex flex-wrap gap-1">
        {actionsOf(row, user).map((action) => (
          <button
            key={action}
            type="button"
            className={`btn btn-sm ${action === 'cancelOrder' ? 'btn-outline-danger' : 'btn-secondary'}`}
            onClick={() => onAction({ order: row, action })}
            aria-label={`${t(`shop.orders.${action === 'cancelOrder' ? 'cancel' : action}`)}: ${row.number}`}
            data-testid={`order-${action}`}
          >
            {t(`shop.orders.${action === 'cancelOrder' ? 'cancel' : action}`)}
          </button>
        ))}
      </div>
    ),
  };
  const [number, ...rest] = reused;
  return [...(number ? [number] : []), items, ...rest, actions];
}

function ShopOrderList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const buildings = useBuildingOptions();
  const [target, setTarget] = useState<OrderActionTarget>();
  const [placing, setPlacing] = useState(false);
  const { view, show } = useListView(ADDRESS, () => ADDRESS.read(window.location.hash) ?? DEFAULT_VIEW);
  const params = { ...requestOf(view.filters), offset: view.offset, count: PAGE_SIZE };
  const list = useListQuery(['shop', 'orders', params], () => act(shopOrdersAct, params));
  const filterFields: FilterField[] = [
    {
      id: 'q',
      label: t('shop.orders.filters.search'),
      kind: 'text',
      placeholder: t('shop.orders.filters.searchPlaceholder'),
    },
    {
      id: 'buid',
      label: t('shop.orders.filters.building'),
      kind: 'select',
      options: [{ value: '', label: t('shop.orders.filters.allBuildings') }, ...buildings],
    },
    {
      id: 'fulfilment',
      label: t('shop.orders.filters.fulfilment'),
      kind: 'select',
      options: [
        { value: '', label: t('shop.orders.filters.anyFulfilment') },
        ...SHOP_FULFILMENT.map((state) => ({ value: state, label: t(`orders.fulfilment.${state}`) })),
      ],
    },
  ];
  const total = list.data?.total ?? 0;
  return (
    <>
      <ListPage
        id="shop-order"
        caption={t('shop.orders.caption')}
        columns={columnsOf(t, i18n.language, user, setTarget)}
        filterFields={filterFields}
        view={view}
        onView={show}
        emptyFilters={EMPTY_FILTERS}
        nextFilters={(_current, values) => asFilters(values)}
        list={list}
        pageSize={PAGE_SIZE}
        rowKey={(row) => row.id}
        rowLabel={(row) => t('orders.rowLabel', { number: row.number })}
        emptyText={t('shop.orders.empty')}
        totalText={t('orders.total', { count: total, total: formatNumber(total, i18n.language) })}
        toolbar={
          canCall(shopOrderPlaceAct, user) && (
            <button
              type="button"
              className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
              onClick={() => setPlacing(true)}
              data-testid="place-order"
            >
              <Plus size={16} aria-hidden="true" />
              {t('shop.orders.place')}
            </button>
          )
        }
      />
      <PlaceOrderDialog open={placing} onClose={() => setPlacing(false)} />
      <OrderActionDialog target={target} onClose={() => setTarget(undefined)} />
    </>
  );
}

export function ShopOrdersPage() {
  const { t } = useTranslation();
  return (
    <SectionPage id="shopping-mall-orders" title={t('shop.orders.title')}>
      <Link to="/shopping-mall" className="link-body-emphasis d-inline-flex align-items-center gap-1 mb-3">
        <ArrowLeft size={16} aria-hidden="true" />
        {t('shop.orders.back')}
      </Link>
      <ShopOrderList />
    </SectionPage>
  );
}
