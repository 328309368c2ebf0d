// The Shop (`#/shopping-mall`, a lazy section of the spec in no menu; levels 10 and -2): the catalogue of items sold
// through the lockers (act 65401) with their cover picture, searched by name, SKU or description and filtered by
// category and sale, on the shared list page. A row opens its item; New item (catalogue editors) and Shop orders
// lead on.
import { SHOP_CATEGORIES, canCall, shopItemCreateAct, shopItemsAct } from '@bluemanager/protocol';
import { Plus, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import type { FilterField } from '../../shared/data-table/data-table-types';
import { ListPage } from '../../shared/list-page/ListPage';
import { queryViewAddress, type ListView } from '../../shared/list-page/list-view';
import { filterText, useActList } from '../../shared/list-page/use-act-list';
import { SectionPage } from '../../shared/SectionPage';
import { shopColumns, shopItemPath } from './shop-columns';

interface ShopFilters {
  [key: string]: string;
  q: string;
  category: string;
  active: string;
}

const PAGE_SIZE = 25;
const EMPTY_FILTERS: ShopFilters = { q: '', category: '', active: '' };
const SORTS = ['name', 'sku', 'price', 'updated'] as const;
const DEFAULT_VIEW: ListView<ShopFilters> = {
  filters: EMPTY_FILTERS,
  sort: { key: 'name', dir: 'asc' },
  offset: 0,
};

const asFilters = (values: Readonly<Record<string, string | boolean>>): ShopFilters => {
  return {
    q: filterText(values, 'q'),
    category: (SHOP_CATEGORIES as readonly string[]).includes(filterText(values, 'category'))
      ? filterText(values, 'category')
      : '',
    active: ['yes', 'no'].includes(filterText(values, 'active')) ? filterText(values, 'active') : '',
  };
};
const ADDRESS = queryViewAddress({ path: '/shopping-mall', view: DEFAULT_VIEW, readFilters: asFilters });

const requestOf = (view: ListView<ShopFilters>) => ({
  ...(view.filters.q.trim() ? { q: view.filters.q.trim() } : {}),
  ...(view.filters.category ? { category: view.filters.category as (typeof SHOP_CATEGORIES)[number] } : {}),
  ...(view.filters.active ? { active: view.filters.active === 'yes' } : {}),
  sort: SORTS.find((sort) => sort === view.sort.key) ?? 'name',
  dir: view.sort.dir,
});

function ShopList() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const user = useUser();
  const columns = shopColumns(t, i18n.language);
  const { view, show, list, exporter } = useActList({
    address: ADDRESS,
    defaultView: DEFAULT_VIEW,
    queryKey: ['shop', 'items'],
    exportName: 'shop-items',
    columns,
    pageSize: PAGE_SIZE,
    load: (view, offset, count) => act(shopItemsAct, { ...requestOf(view), offset, count }),
  });
  const filterFields: FilterField[] = [
    {
      id: 'q',
      label: t('shop.filters.search'),
      kind: 'text',
      placeholder: t('shop.filters.searchPlaceholder'),
    },
    {
      id: 'category',
      label: t('shop.filters.category'),
      kind: 'select',
      options: [
        { value: '', label: t('shop.filters.allCategories') },
        ...SHOP_CATEGORIES.map((category) => ({ value: category, label: t(`shop.categories.${category}`) })),
      ],
    },
    {
      id: 'active',
      label: t('shop.filters.sale'),
      kind: 'select',
      options: [
        { value: '', label: t('shop.filters.any') },
        { value: 'yes', label: t('shop.filters.onSale') },
        { value: 'no', label: t('shop.filters.notOnSale') },
      ],
    },
  ];
  const total = list.data?.total ?? 0;
  return (
    <ListPage
      id="shop-item"
      caption={t('shop.caption')}
      columns={columns}
      filterFields={filterFields}
      view={view}
      onView={show}
      emptyFilters={EMPTY_FILTERS}
      nextFilters={(_current, values) => asFilters(values)}
      list={list}
      pageSize={PAGE_SIZE}
      rowKey={(row) => row.id}
      rowLabel={(row) => t('shop.rowLabel', { name: row.name })}
      emptyText={t('shop.empty')}
      totalText={t('shop.total', { count: total, total: formatNumber(total, i18n.language) })}
      exporter={exporter}
      toolbar={
        <>
          <Link
            to="/shopping-mall/orders"
            className="btn btn-secondary btn-sm d-inline-flex align-items-center gap-1"
            data-testid="shop-orders-link"
          >
            <ShoppingBag size={16} aria-hidden="true" />
            {t('shop.toOrders')}
          </Link>
          {canCall(shopItemCreateAct, user) && (
            <Link
              to={shopItemPath('new')}
              className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
              data-testid="shop-new-item"
            >
              <Plus size={16} aria-hidden="true" />
              {t('shop.newItem')}
            </Link>
          )}
        </>
      }
    />
  );
}

export function ShopCataloguePage() {
  const { t } = useTranslation();
  return (
    <SectionPage id="shopping-mall" title={t('shop.title')}>
      <ShopList />
    </SectionPage>
  );
}
