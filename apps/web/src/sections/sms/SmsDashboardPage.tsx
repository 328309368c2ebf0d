// SMS Dashboard (`#/sms/sms-dashboard`, act 51025): over a period of UTC days, the volume per day and channel, what
// was delivered, failed or is pending, the failure rate by provider and by reason, the numbers that fail most and
// the estimated SMS cost. Every figure opens the messages behind it.
import { messageStatisticsAct, type ActResult } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Clock, Coins, Mail, Percent } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAct } from '../../api/use-act';
import { formatNumber } from '../../format/numbers';
import { ScrollRegion } from '../../shared/ScrollRegion';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import { shortDay, type ChartSpec } from '../dashboard/chart-spec';
import { LazyChart } from '../dashboard/LazyChart';
import { PanelList } from '../dashboard/PanelList';
import { StatRow } from '../dashboard/StatCard';
import { formatRate, lastDays, type Period } from '../dashboard/statistic-period';
import { recipientText } from './message-columns';
import { messagesRoute } from './message-view';
import { PeriodFields } from './PeriodFields';

type Statistics = ActResult<typeof messageStatisticsAct>;

const rate = (failed: number, all: number) => (all > 0 ? failed / all : 0);

function Breakdowns({ data, period }: { data: Statistics; period: Period }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <div className="row g-3">
      <div className="col-12 col-xl-6">
        <TitledCard title={t('sms.dashboard.byProvider')} className="h-100">
          <ScrollRegion label={t('sms.dashboard.byProvider')}>
            <table className="table table-sm align-middle mb-0" data-testid="by-provider">
              <thead>
                <tr>
                  <th scope="col">{t('sms.dashboard.provider')}</th>
                  <th scope="col" className="text-end">
                    {t('sms.dashboard.sent')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('sms.dashboard.failed')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('sms.dashboard.failureRate')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.by_provider.map((row) => (
                  <tr key={`${row.provider}/${row.channel}`}>
                    <th scope="row" className="fw-normal">
                      {t(`sms.providers.${row.provider}`, { defaultValue: row.provider })} ·{' '}
                      {t(`sms.channels.${row.channel}`, { defaultValue: row.channel })}
                    </th>
                    <td className="text-end">{number(row.sent)}</td>
                    <td className="text-end">{number(row.failed)}</td>
                    <td className="text-end">
                      {formatRate(rate(row.failed, row.sent + row.failed), i18n.language)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </TitledCard>
      </div>
      <div className="col-12 col-xl-6">
        <TitledCard title={t('sms.dashboard.byReason')} className="h-100">
          <PanelList
            items={data.by_reason}
            empty={t('sms.dashboard.noFailures')}
            testId="by-reason"
            itemKey={(row) => row.reason}
          >
            {(row) => (
              <>
                <Link to={messagesRoute({ ...period, status: 'failed', reason: row.reason })}>
                  {row.reason || t('sms.dashboard.noReason')}
                </Link>
                <span className="fw-semibold">{number(row.failed)}</span>
              </>
            )}
          </PanelList>
        </TitledCard>
      </div>
      <div className="col-12 col-xl-6">
        <TitledCard title={t('sms.dashboard.topFailing')} className="h-100">
          <PanelList
            items={data.top_failing}
            empty={t('sms.dashboard.noFailures')}
            testId="top-failing"
            itemKey={(row) => row.recipient}
          >
            {(row) => (
              <>
                <Link to={messagesRoute({ ...period, status: 'failed', recipient: row.recipient })}>
                  {recipientText(row.recipient)}
                </Link>
                <span className="fw-semibold">{number(row.failed)}</span>
              </>
            )}
          </PanelList>
        </TitledCard>
      </div>
      <div className="col-12 col-xl-6">
        <TitledCard title={t('sms.dashboard.cost')} className="h-100">
          <p className="mb-1" data-testid="cost-detail">
            {t('sms.dashboard.costDetail', {
              messages: number(data.cost.messages),
              segments: number(data.cost.segments),
              price: new Intl.NumberFormat(i18n.language, {
                style: 'currency',
                currency: data.cost.currency,
                maximumFractionDigits: 4,
              }).format(data.cost.price_per_segment),
            })}
          </p>
          <p className="small text-body-secondary mb-0">{t('sms.dashboard.costHelp')}</p>
        </TitledCard>
      </div>
    </div>
  );
}

function Dashboard() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const [period, setPeriod] = useState<Period>(() => lastDays(30));
  const statistics = useQuery({
    queryKey: ['sms', 'statistics', period],
    queryFn: () => act(messageStatisticsAct, period),
  });
  const data = statistics.data;
  const chart: ChartSpec | undefined = data && {
    type: 'bar',
    stacked: true,
    labels: data.by_day.map((entry) => shortDay(entry.day)),
    series: [
      { label: t('sms.channels.sms'), data: data.by_day.map((entry) => entry.sms) },
      { label: t('sms.channels.email'), data: data.by_day.map((entry) => entry.email) },
    ],
  };
  const all = data ? data.total.sent + data.total.failed + data.total.pending : 0;
  return (
    <>
      <PeriodFields initial={period} onApply={setPeriod} />
      {statistics.isError && (
        <div className="alert alert-danger" role="alert">
          {t('sms.dashboard.failedToLoad', { reason: statistics.error.message })}
        </div>
      )}
      {data && chart && (
        <>
          <StatRow
            label={(key) => t(`sms.dashboard.stats.${key}`)}
            stats={[
              { key: 'total', value: all, icon: Mail, tone: 'primary', to: messagesRoute(period) },
              {
                key: 'sent',
                value: data.total.sent,
                icon: CheckCircle2,
                tone: 'success',
                to: messagesRoute({ ...period, status: 'sent' }),
              },
              {
                key: 'failed',
                value: data.total.failed,
                icon: AlertTriangle,
                tone: 'danger',
                to: messagesRoute({ ...period, status: 'failed' }),
              },
              {
                key: 'pending',
                value: data.total.pending,
                icon: Clock,
                tone: 'warning',
                to: messagesRoute({ ...period, status: 'queued' }),
              },
              {
                key: 'failureRate',
                value: formatRate(
                  rate(data.total.failed, data.total.sent + data.total.failed),
                  i18n.language,
                ),
                icon: Percent,
                tone: 'secondary',
              },
              {
                key: 'cost',
                value: new Intl.NumberFormat(i18n.language, {
                  style: 'currency',
                  currency: data.cost.currency,
                }).format(data.cost.estimate),
                icon: Coins,
                tone: 'info',
              },
            ]}
          />
          <TitledCard title={t('sms.dashboard.byDay')} className="mb-3">
            <LazyChart spec={chart} label={t('sms.dashboard.byDayLabel', { from: data.from, to: data.to })} />
          </TitledCard>
          <Breakdowns data={data} period={period} />
        </>
      )}
    </>
  );
}

export function SmsDashboardPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="sms-dashboard" title={t('sms.dashboard.title')}>
      <Dashboard />
    </SectionPage>
  );
}
