// The shipments list's columns for the shared DataTable; sortable ones name act 65301's sort key. Prices are Money
// formatted in the user's language; phones as people write them (spec §9).
import { displayPhone, formatMoney, type ExpressShipment } from '@bluemanager/protocol';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatZonedDateTime } from '../../format/time';
import type { DataColumn } from '../../shared/data-table/data-table-types';
import { ExpressPaymentBadge, ExpressStateBadge } from './ExpressBadges';
import { destinationText, expressPath } from './express-destination';

export function expressColumns(t: TFunction, language: string): DataColumn<ExpressShipment>[] {
  return [
    {
      id: 'number',
      header: t('blueexpress.columns.number'),
      sortKey: 'number',
      hideable: false,
      className: 'text-nowrap',
      csv: (row) => row.number,
      cell: (row) => (
        <Link
          to={expressPath(row.id)}
          className="fw-semibold"
          aria-label={t('blueexpress.open', { number: row.number })}
          data-testid="shipment-link"
        >
          {row.number}
        </Link>
      ),
    },
    {
      id: 'sender',
      header: t('blueexpress.columns.sender'),
      csv: (row) =>
        [row.sender, row.sender_phone ? displayPhone(row.sender_phone) : ''].filter(Boolean).join(', '),
      cell: (row) => (
        <div>
          <div>{row.sender}</div>
          {row.sender_phone && <div className="text-nowrap small">{displayPhone(row.sender_phone)}</div>}
        </div>
      ),
    },
    {
      id: 'recipient',
      header: t('blueexpress.columns.recipient'),
      csv: (row) => `${row.recipient}, ${displayPhone(row.recipient_phone)}`,
      cell: (row) => (
        <div>
          <div>{row.recipient}</div>
          <div className="text-nowrap small">{displayPhone(row.recipient_phone)}</div>
        </div>
      ),
    },
    {
      id: 'destination',
      header: t('blueexpress.columns.destination'),
      csv: (row) => destinationText(t, row),
      cell: (row) => <span className="small">{destinationText(t, row)}</span>,
    },
    {
      id: 'service',
      header: t('blueexpress.columns.service'),
      csv: (row) => `${t(`blueexpress.services.${row.service}`)} ${row.size}`,
      cell: (row) => (
        <span className="text-nowrap">
          {t(`blueexpress.services.${row.service}`)} · {row.size}
        </span>
      ),
    },
    {
      id: 'price',
      header: t('blueexpress.columns.price'),
      sortKey: 'price',
      className: 'text-nowrap text-end',
      csv: (row) => formatMoney(row.price, language),
      cell: (row) => formatMoney(row.price, language),
    },
    {
      id: 'state',
      header: t('blueexpress.columns.state'),
      sortKey: 'state',
      csv: (row) => t(`blueexpress.states.${row.state}`),
      cell: (row) => <ExpressStateBadge state={row.state} />,
    },
    {
      id: 'payment',
      header: t('blueexpress.columns.payment'),
      csv: (row) => t(`blueexpress.payment.${row.payment_state}`),
      cell: (row) => <ExpressPaymentBadge state={row.payment_state} />,
    },
    {
      id: 'building',
      header: t('blueexpress.columns.building'),
      csv: (row) => row.bname,
      cell: (row) => row.bname,
    },
    {
      id: 'created',
      header: t('blueexpress.columns.created'),
      sortKey: 'created',
      className: 'text-nowrap',
      csv: (row) => formatZonedDateTime(row.created_at, row.tz, language),
      cell: (row) => formatZonedDateTime(row.created_at, row.tz, language),
    },
  ];
}
