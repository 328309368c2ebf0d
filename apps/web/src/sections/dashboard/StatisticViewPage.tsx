// Statistic View (`statistic-view`, acts 52052 and 52053; system admins and parcel admins): volumes, dwell time
// from deposit to pickup and the overdue rate over a chosen period, in total, by day, building and carrier, with
// the same figures as a CSV download.
import { statisticViewAct } from '@bluemanager/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, Hourglass, Package, Percent, Undo2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { currentLanguage } from '../../i18n/i18n';
import { shortDay, type ChartSpec } from './chart-spec';
import { CsvExportButton } from './CsvExportButton';
import { LazyChart } from './LazyChart';
import { PeriodForm, type StatisticFilter } from './PeriodForm';
import { StatRow } from './StatCard';
import { StatisticTable } from './StatisticTable';
import { formatHours, formatRate, lastDays } from './statistic-period';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';

function StatisticView() {
  const { t } = useTranslation();
  const act = useAct();
  const [filter, setFilter] = useState<StatisticFilter>(() => ({ ...lastDays(30), carrier: '' }));
  const params = {
    from: filter.from,
    to: filter.to,
    carrier: filter.carrier || undefined,
    buid: filter.buid,
  };
  const view = useQuery({
    queryKey: ['dashboard', 'statistic', params],
    queryFn: () => act(statisticViewAct, params),
    placeholderData: keepPreviousData,
  });
  const data = view.data;
  const language = currentLanguage();
  const chart = useMemo<ChartSpec | undefined>(
    () =>
      data && {
        type: 'line',
        labels: data.by_day.map((row) => shortDay(row.day)),
        series: [
          { label: t('dashboards.stats.deposited'), data: data.by_day.map((row) => row.deposited) },
          { label: t('dashboards.stats.collected'), data: data.by_day.map((row) => row.collected) },
          { label: t('dashboards.stats.late'), data: data.by_day.map((row) => row.late) },
        ],
        stacked: false,
      },
    [data, t],
  );
  return (
    <>
      <PeriodForm initial={filter} onApply={setFilter}>
        <CsvExportButton params={params} />
      </PeriodForm>
      {view.isError && (
        <div className="alert alert-danger" role="alert">
          {view.error.message}
        </div>
      )}
      {!data && !view.isError && <p role="status">{t('app.loading')}</p>}
      {data && chart && (
        <>
          <StatRow
            label={(key) => t(`dashboards.stats.${key}`)}
            stats={[
              { key: 'deposited', value: data.total.deposited, icon: Package, tone: 'primary' },
              { key: 'collected', value: data.total.collected, icon: CheckCircle2, tone: 'success' },
              { key: 'returned', value: data.total.returned, icon: Undo2, tone: 'secondary' },
              { key: 'late', value: data.total.late, icon: Clock, tone: 'warning' },
              {
                key: 'overdueRate',
                value: formatRate(data.total.overdue_rate, language),
                icon: Percent,
                tone: 'danger',
              },
              {
                key: 'dwellHours',
                value: formatHours(data.total.dwell_hours, language),
                icon: Hourglass,
                tone: 'info',
              },
            ]}
          />
          <TitledCard title={t('dashboards.byDayTitle')} className="mb-3">
            <LazyChart spec={chart} label={t('dashboards.byDayLabel', { from: data.from, to: data.to })} />
          </TitledCard>
          <div className="row g-3">
            <div className="col-12">
              <StatisticTable
                title={t('dashboards.byBuilding')}
                nameHeader={t('dashboards.building')}
                rows={data.by_building.map((row) => ({ ...row, key: String(row.buid), name: row.bname }))}
                testId="by-building"
              />
            </div>
            <div className="col-12">
              <StatisticTable
                title={t('dashboards.byCarrier')}
                nameHeader={t('dashboards.carrier')}
                rows={data.by_carrier.map((row) => ({ ...row, key: row.carrier, name: row.carrier }))}
                testId="by-carrier"
              />
            </div>
          </div>
        </>
      )}
    </>
  );
}

export function StatisticViewPage() {
  const { t } = useTranslation();
  return (
    <SectionPage menuId="statistic-view" title={t('menu.statisticView')}>
      <StatisticView />
    </SectionPage>
  );
}
