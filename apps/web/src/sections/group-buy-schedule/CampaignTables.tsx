// A campaign's price tiers (the one reached marked in words) and its participants with the order each got once the
// campaign succeeded.
import { formatMoney, reachedTier, type CampaignDetail, type CampaignItem } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../format/numbers';
import { formatZonedDateTime } from '../../format/time';
import { ScrollRegion } from '../../shared/ScrollRegion';
import { PaymentStateBadge } from './CampaignState';

export function TiersTable({ campaign }: { campaign: CampaignItem }) {
  const { t, i18n } = useTranslation();
  const reached = reachedTier(campaign.tiers, campaign.participants);
  return (
    <table className="table table-sm mb-0" data-testid="campaign-tiers">
      <thead>
        <tr>
          <th scope="col">{t('groupBuy.tiers.from')}</th>
          <th scope="col" className="text-end">
            {t('groupBuy.tiers.price')}
          </th>
        </tr>
      </thead>
      <tbody>
        {campaign.tiers.map((tier) => (
          <tr key={tier.min} className={tier === reached ? 'table-success' : undefined}>
            <td>
              {t('groupBuy.tiers.fromCount', { count: tier.min })}
              {tier.min === reached?.min && (
                <span className="badge bg-success-subtle text-success-emphasis ms-2">
                  {t('groupBuy.tiers.reached')}
                </span>
              )}
            </td>
            <td className="text-end">
              {formatMoney({ amount: tier.amount, currency: campaign.currency }, i18n.language)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ParticipantsTable({ detail }: { detail: CampaignDetail }) {
  const { t, i18n } = useTranslation();
  if (detail.participants.length === 0) return <p className="mb-0">{t('groupBuy.people.empty')}</p>;
  return (
    <ScrollRegion label={t('groupBuy.people.title')}>
      <table className="table table-sm align-middle mb-0" data-testid="campaign-participants">
        <thead>
          <tr>
            <th scope="col">{t('groupBuy.people.member')}</th>
            <th scope="col">{t('groupBuy.people.building')}</th>
            <th scope="col" className="text-end">
              {t('groupBuy.people.quantity')}
            </th>
            <th scope="col">{t('groupBuy.people.joined')}</th>
            <th scope="col">{t('groupBuy.people.order')}</th>
            <th scope="col" className="text-end">
              {t('groupBuy.people.total')}
            </th>
            <th scope="col">{t('groupBuy.people.payment')}</th>
          </tr>
        </thead>
        <tbody>
          {detail.participants.map((participant) => {
            const tz = detail.campaign.buildings.find((building) => building.buid === participant.buid)?.tz;
            return (
              <tr key={participant.id}>
                <td>
                  {participant.name}
                  {participant.unit && <span className="text-body-secondary"> · {participant.unit}</span>}
                </td>
                <td>{participant.bname}</td>
                <td className="text-end">{formatNumber(participant.quantity, i18n.language)}</td>
                <td className="text-nowrap">
                  {formatZonedDateTime(participant.joined_at, tz, i18n.language)}
                </td>
                <td className="text-nowrap">
                  {participant.order ? (
                    <Link
                      to={`/orders/${participant.order.id}`}
                      aria-label={t('groupBuy.people.openOrder', { number: participant.order.number })}
                    >
                      {participant.order.number}
                    </Link>
                  ) : (
                    <span className="text-body-secondary">{t('groupBuy.people.noOrder')}</span>
                  )}
                </td>
                <td className="text-end text-nowrap">
                  {participant.order ? formatMoney(participant.order.total, i18n.language) : '—'}
                </td>
                <td>
                  {participant.order ? <PaymentStateBadge state={participant.order.payment_state} /> : '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
