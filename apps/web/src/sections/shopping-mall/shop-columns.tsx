// The catalogue's columns for the shared DataTable; sortable ones name act 65401's sort key. Prices are Money,
// formatted in the user's language from their integer cents.
import { formatMoney, type ShopItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../format/numbers';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { ShopThumb } from './ShopThumb';

export const shopItemPath = (id: number | string) => `/shopping-mall/item/${id}`;

export function shopColumns(t: TFunction, language: string): DataColumn<ShopItem>[] {
  return [
    {
      id: 'picture',
      header: t('shop.columns.picture'),
      cell: (row) => <ShopThumb images={row.images} name={row.name} />,
    },
    {
      id: 'name',
      header: t('shop.columns.name'),
      sortKey: 'name',
      hideable: false,
      csv: (row) => row.name,
      cell: (row) => (
        <Link
          to={shopItemPath(row.id)}
          className="fw-semibold"
          aria-label={t('shop.open', { name: row.name })}
          data-testid="shop-item-link"
        >
          {row.name}
        </Link>
      ),
    },
    {
      id: 'sku',
      header: t('shop.columns.sku'),
      sortKey: 'sku',
      csv: (row) => row.sku,
      cell: (row) => <span className="font-monospace small">{row.sku}</span>,
    },
    {
      id: 'category',
      header: t('shop.columns.category'),
      csv: (row) => t(`shop.categories.${row.category}`),
      cell: (row) => t(`shop.categories.${row.category}`),
    },
    {
      id: 'price',
      header: t('shop.columns.price'),
      sortKey: 'price',
      className: 'text-nowrap text-end',
      csv: (row) => formatMoney(row.price, language),
      cell: (row) => formatMoney(row.price, language),
    },
    {
      id: 'on-hand',
      header: t('shop.columns.onHand'),
      className: 'text-end',
      csv: (row) => row.on_hand,
      cell: (row) => formatNumber(row.on_hand, language),
    },
    {
      id: 'state',
      header: t('shop.columns.state'),
      csv: (row) => t(row.active ? 'shop.active' : 'shop.inactive'),
      cell: (row) => (
        <span
          className={`badge ${row.active ? 'bg-success-subtle text-success-emphasis' : 'bg-secondary-subtle text-secondary-emphasis'}`}
        >
          {t(row.active ? 'shop.active' : 'shop.inactive')}
        </span>
      ),
    },
  ];
}
