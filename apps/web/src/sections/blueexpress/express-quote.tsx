// The price shown on the create form before creating (act 65309): the tariff's, or what the sender's premium plan
// makes of it (a free delivery with how many are left this period, or the discount with the tariff price beside it).
// Only a quote: the server decides again when the shipment is created.
import { EXPRESS_SERVICES, EXPRESS_SIZES, expressQuoteAct, formatMoney } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  values.find((candidate) => candidate === value);

/** The quote of a sender, size and service once all three are chosen (the form's submit label reads it too). */
export function useExpressQuote(memberId: string, size: string, service: string) {
  const act = useAct();
  const chosenSize = oneOf(EXPRESS_SIZES, size);
  const chosenService = oneOf(EXPRESS_SERVICES, service);
  const member = /^\d+$/.test(memberId) ? Number(memberId) : undefined;
  const quote = useQuery({
    queryKey: ['blueexpress', 'quote', member, chosenSize, chosenService],
    queryFn: () =>
      act(expressQuoteAct, {
        member_id: member ?? 0,
        size: chosenSize ?? 'S',
        service: chosenService ?? 'next-day',
      }),
    enabled: member !== undefined && chosenSize !== undefined && chosenService !== undefined,
  });
  return { quote, member };
}

export function QuoteLine({ memberId, size, service }: { memberId: string; size: string; service: string }) {
  const { t, i18n } = useTranslation();
  const { quote, member } = useExpressQuote(memberId, size, service);
  if (!quote.data) return null;
  const { price, list_price: listPrice, benefit } = quote.data;
  const money = (value: typeof price) => formatMoney(value, i18n.language);
  return (
    <span
      className="d-inline-flex flex-wrap align-items-center gap-2"
      data-testid="create-quote"
      data-member={member}
    >
      <span className="fw-semibold" data-testid="create-price">
        {t('blueexpress.create.price', { amount: money(price) })}
      </span>
      {benefit.kind !== 'none' && (
        <>
          <span className="text-body-secondary small">
            {t('blueexpress.create.listPrice', { amount: money(listPrice) })}
          </span>
          <span
            className="badge text-bg-warning d-inline-flex align-items-center gap-1"
            data-testid="create-benefit"
          >
            <Star size={14} aria-hidden="true" />
            {benefit.kind === 'free-delivery'
              ? t('blueexpress.create.premiumFree', { count: benefit.left })
              : t('blueexpress.create.premiumDiscount', { percent: benefit.percent })}
          </span>
        </>
      )}
    </span>
  );
}
