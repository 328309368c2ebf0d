// An invoice's lines and total: a table on wider screens (and on paper), and on a phone one block per line
// (what it is, quantity × monthly price, the days billed, the amount), so the amount never scrolls out of sight.
import { formatMoney, type InvoiceDetail } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../format/numbers';
import { ScrollRegion } from '../../shared/ScrollRegion';
import { usePhone } from '../../shared/use-media-query';

interface Props {
  invoice: InvoiceDetail['invoice'];
  lines: InvoiceDetail['lines'];
}

export function InvoiceLines({ invoice, lines }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const phone = usePhone();
  // The table's column says 'Days'; a phone's line says it in the text.
  const daysOf = (line: Props['lines'][number], key: 'daysOf' | 'daysBilled' = 'daysOf') =>
    t(`subscription.invoice.${key}`, {
      days: formatNumber(line.days, language),
      total: formatNumber(line.days_in_month, language),
    });
  if (phone) {
    return (
      <div className="mb-3">
        <ul className="list-unstyled mb-2" data-testid="invoice-lines">
          {lines.map((line) => (
            <li key={line.kind} className="border-bottom py-2 d-flex gap-3" data-testid="invoice-line">
              <div className="flex-grow-1">
                <div className="fw-semibold">{t(`subscription.invoice.${line.kind}`)}</div>
                <div className="small text-body-secondary">
                  {formatNumber(line.quantity, language)} × {formatMoney(line.unit_price, language)} ·{' '}
                  {daysOf(line, 'daysBilled')}
                </div>
              </div>
              <div className="text-end text-nowrap">{formatMoney(line.amount, language)}</div>
            </li>
          ))}
        </ul>
        <div className="d-flex justify-content-between fw-bold">
          <span>{t('subscription.invoice.total')}</span>
          <span className="text-nowrap" data-testid="invoice-total">
            {formatMoney(invoice.total, language)}
          </span>
        </div>
      </div>
    );
  }
  return (
    <ScrollRegion label={t('subscription.invoice.heading', { number: invoice.number })}>
      <table className="table align-middle" data-testid="invoice-lines">
        <thead>
          <tr>
            <th scope="col">{t('subscription.invoice.line')}</th>
            <th scope="col" className="text-end">
              {t('subscription.invoice.quantity')}
            </th>
            <th scope="col" className="text-end">
              {t('subscription.invoice.price')}
            </th>
            <th scope="col" className="text-end">
              {t('subscription.invoice.days')}
            </th>
            <th scope="col" className="text-end">
              {t('subscription.invoice.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.kind} data-testid="invoice-line">
              <th scope="row" className="fw-normal">
                {t(`subscription.invoice.${line.kind}`)}
              </th>
              <td className="text-end">{formatNumber(line.quantity, language)}</td>
              <td className="text-end text-nowrap">{formatMoney(line.unit_price, language)}</td>
              <td className="text-end text-nowrap">{daysOf(line)}</td>
              <td className="text-end text-nowrap">{formatMoney(line.amount, language)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4} className="text-end">
              {t('subscription.invoice.total')}
            </th>
            <td className="text-end fw-bold text-nowrap" data-testid="invoice-total">
              {formatMoney(invoice.total, language)}
            </td>
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
