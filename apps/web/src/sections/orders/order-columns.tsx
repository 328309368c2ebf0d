// The list's columns for the shared DataTable; sortable ones name act 57001's sort key. Amounts are Money, formatted
// in the user's language from their integer cents; phones as people write them (spec §9).
import { displayPhone, formatMoney, type OrderItem } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatZonedDateTime } from '../../format/time';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { FulfilmentBadge, PaymentBadge } from './OrderBadges';

export const orderPath = (id: number | string) => `/orders/${id}`;

export function orderColumns(t: TFunction, language: string): DataColumn<OrderItem>[] {
  return [
    {
      id: 'number',
      header: t('orders.columns.number'),
      sortKey: 'number',
      hideable: false,
      className: 'text-nowrap',
      csv: (row) => row.number,
      cell: (row) => (
        <Link
          to={orderPath(row.id)}
          className="fw-semibold"
          aria-label={t('orders.open', { number: row.number })}
          data-testid="order-link"
        >
          {row.number}
        </Link>
      ),
    },
    {
      id: 'kind',
      header: t('orders.columns.kind'),
      csv: (row) => t(`orders.kinds.${row.kind}`),
      cell: (row) => t(`orders.kinds.${row.kind}`),
    },
    {
      id: 'customer',
      header: t('orders.columns.customer'),
      csv: (row) =>
        [row.customer, row.mob ? displayPhone(row.mob) : '', row.email].filter(Boolean).join(', '),
      cell: (row) => (
        <div>
          <div>{row.customer}</div>
          {row.mob && <div className="text-nowrap small">{displayPhone(row.mob)}</div>}
          {row.email && <div className="text-break small text-body-secondary">{row.email}</div>}
        </div>
      ),
    },
    {
      id: 'barcode',
      header: t('orders.columns.barcode'),
      csv: (row) => row.bc,
      cell: (row) => <span className="font-monospace small">{row.bc}</span>,
    },
    {
      id: 'building',
      header: t('orders.columns.building'),
      sortKey: 'building',
      csv: (row) => row.bname,
      cell: (row) => <span data-buid={row.buid}>{row.bname}</span>,
    },
    {
      id: 'total',
      header: t('orders.columns.total'),
      sortKey: 'total',
      className: 'text-nowrap text-end',
      csv: (row) => formatMoney(row.total, language),
      cell: (row) => formatMoney(row.total, language),
    },
    {
      id: 'payment',
      header: t('orders.columns.payment'),
      csv: (row) => t(`orders.payment.${row.payment_state}`),
      cell: (row) => <PaymentBadge state={row.payment_state} />,
    },
    {
      id: 'fulfilment',
      header: t('orders.columns.fulfilment'),
      csv: (row) => t(`orders.fulfilment.${row.fulfilment}`),
      cell: (row) => <FulfilmentBadge state={row.fulfilment} />,
    },
    {
      id: 'created',
      header: t('orders.columns.created'),
      sortKey: 'created',
      className: 'text-nowrap',
      csv: (row) => formatZonedDateTime(row.created_at, row.tz, language),
      cell: (row) => formatZonedDateTime(row.created_at, row.tz, language),
    },
  ];
}
