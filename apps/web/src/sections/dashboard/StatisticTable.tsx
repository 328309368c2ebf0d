// One breakdown of the Statistic View (per building or per carrier): volumes, late share and dwell time.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../format/numbers';
import { currentLanguage } from '../../i18n/i18n';
import { formatHours, formatRate } from './statistic-period';
import { ScrollRegion } from '../../shared/ScrollRegion';
import { TitledCard } from '../../shared/TitledCard';

interface Row {
  key: string;
  name: string;
  deposited: number;
  collected: number;
  returned: number;
  late: number;
  overdue_rate: number;
  dwell_hours: number;
}

interface Props {
  title: string;
  nameHeader: string;
  rows: readonly Row[];
  testId: string;
}

const COLUMNS = ['deposited', 'collected', 'returned', 'late'] as const;

export function StatisticTable({ title, nameHeader, rows, testId }: Props) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <TitledCard title={title} className="h-100">
      {rows.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('dashboards.noData')}</p>
      ) : (
        <ScrollRegion label={title}>
          <table className="table table-sm align-middle mb-0" data-testid={testId}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{nameHeader}</th>
                {COLUMNS.map((column) => (
                  <th scope="col" className="text-end" key={column}>
                    {t(`dashboards.stats.${column}`)}
                  </th>
                ))}
                <th scope="col" className="text-end">
                  {t('dashboards.stats.overdueRate')}
                </th>
                <th scope="col" className="text-end">
                  {t('dashboards.stats.dwellHours')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="fw-normal">
                    {row.name}
                  </th>
                  {COLUMNS.map((column) => (
                    <td className="text-end" key={column}>
                      {formatNumber(row[column], language)}
                    </td>
                  ))}
                  <td className="text-end">{formatRate(row.overdue_rate, language)}</td>
                  <td className="text-end">{formatHours(row.dwell_hours, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </TitledCard>
  );
}
