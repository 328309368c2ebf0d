// The deposit ledger (act 59009) under the deposits: the totals taken, released and kept in the user's buildings
// (or the chosen one), and the latest movements.
import { amenityLedgerAct } from '@bluemanager/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { formatZonedDateTime } from '../../format/time';
import { TitledCard } from '../../shared/TitledCard';
import { amountText } from './amenity-format';
import { AMENITY_REFRESH_MS } from './amenity-refresh';

const LATEST = 10;

export function LedgerCard({ buid }: { buid: number | '' }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const ledger = useQuery({
    queryKey: ['amenity', 'ledger', buid],
    queryFn: () => act(amenityLedgerAct, { buid, count: LATEST }),
    refetchInterval: AMENITY_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  const data = ledger.data;
  const money = (cents: number) => amountText(cents, data?.currency ?? 'CAD', i18n.language);
  const c = (key: string) => t(`amenity.deposits.ledger.columns.${key}`);
  return (
    <TitledCard title={t('amenity.deposits.ledger.title')} className="mt-3" testId="amenity-ledger">
      {ledger.isError && (
        <div className="alert alert-danger" role="alert">
          {ledger.error.message}
        </div>
      )}
      {data && (
        <>
          <dl className="row mb-3" data-testid="amenity-ledger-totals">
            {(['taken', 'released', 'kept'] as const).map((entry) => (
              <div className="col-12 col-sm-4" key={entry}>
                <dt className="small text-body-secondary fw-normal">
                  {t(`amenity.deposits.ledger.${entry}`)}
                </dt>
                <dd className="fs-5 mb-0" data-entry={entry}>
                  {money(data[`${entry}_cents`])}
                </dd>
              </div>
            ))}
          </dl>
          {data.items.length === 0 ? (
            <p className="mb-0">{t('amenity.deposits.ledger.empty')}</p>
          ) : (
            <div
              className="table-responsive"
              tabIndex={0}
              role="region"
              aria-label={t('amenity.deposits.ledger.caption')}
            >
              <table className="table table-sm mb-0">
                <caption className="visually-hidden">{t('amenity.deposits.ledger.caption')}</caption>
                <thead>
                  <tr>
                    {['at', 'entry', 'item', 'member', 'amount', 'note'].map((key) => (
                      <th scope="col" key={key}>
                        {c(key)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((row) => (
                    <tr key={row.id} data-testid="amenity-ledger-row">
                      <td className="text-nowrap">{formatZonedDateTime(row.at, row.tz, i18n.language)}</td>
                      <td>{t(`amenity.deposits.ledger.entry.${row.entry}`)}</td>
                      <td>{row.item}</td>
                      <td>{row.member}</td>
                      <td className="text-nowrap">
                        {amountText(row.amount_cents, row.currency, i18n.language)}
                      </td>
                      <td>{row.note}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </TitledCard>
  );
}
