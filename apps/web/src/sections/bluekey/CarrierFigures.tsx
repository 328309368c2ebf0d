// A carrier's figures over a period (act 64005), with the dashboards' period picker (and its building choice):
// parcels deposited, mean dwell time, overdue and fault rates.
import { carrierFiguresAct } from '@bluemanager/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AlertTriangle, Clock, Package, Wrench } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { PeriodForm, type StatisticFilter } from '../dashboard/PeriodForm';
import { StatRow } from '../dashboard/StatCard';
import { formatHours, formatRate, lastDays } from '../dashboard/statistic-period';
import { TitledCard } from '../../shared/TitledCard';

export function CarrierFigures({ carrierId }: { carrierId: number }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const [filter, setFilter] = useState<StatisticFilter>({ ...lastDays(90), carrier: '' });
  const params = {
    id: carrierId,
    from: filter.from,
    to: filter.to,
    ...(filter.buid !== undefined ? { buid: filter.buid } : {}),
  };
  const figures = useQuery({
    queryKey: ['bluekey', 'figures', params],
    queryFn: () => act(carrierFiguresAct, params),
    placeholderData: keepPreviousData,
  });
  const data = figures.data;
  return (
    <TitledCard title={t('bluekey.carrier.figures')} testId="carrier-figures">
      <PeriodForm initial={filter} onApply={setFilter} withCarrier={false} />
      {figures.isError && (
        <div className="alert alert-danger" role="alert">
          {t('bluekey.failed', { reason: figures.error.message })}
        </div>
      )}
      {data && (
        <StatRow
          label={(key) => t(`bluekey.carrier.stats.${key}`)}
          stats={[
            { key: 'parcels', value: data.parcels, icon: Package, tone: 'primary' },
            {
              key: 'dwell',
              value:
                data.dwell_hours === null
                  ? t('bluekey.carrier.noDwell')
                  : formatHours(data.dwell_hours, i18n.language),
              icon: Clock,
              tone: 'info',
            },
            {
              key: 'overdue',
              value: formatRate(data.overdue_rate, i18n.language),
              icon: AlertTriangle,
              tone: 'warning',
            },
            {
              key: 'faults',
              value: formatRate(data.fault_rate, i18n.language),
              icon: Wrench,
              tone: 'danger',
            },
          ]}
        />
      )}
    </TitledCard>
  );
}
