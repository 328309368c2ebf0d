// Occupancy by compartment size: how full each size is, and how many of it are out of service.
import { useTranslation } from 'react-i18next';
import { formatCompact } from '../../format/numbers';
import { currentLanguage } from '../../i18n/i18n';
import { isUndefinedSize } from '@bluemanager/protocol';
import { PercentBar, percentOf } from '../../shared/PercentBar';
import { TitledCard } from '../../shared/TitledCard';

interface Row {
  size: string;
  total: number;
  occupied: number;
  out_of_service: number;
}

export function OccupancyCard({ occupancy }: { occupancy: readonly Row[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <TitledCard title={t('dashboards.occupancyTitle')} className="h-100" testId="occupancy">
      {occupancy.length === 0 && <p className="text-body-secondary mb-0">{t('dashboards.noCompartments')}</p>}
      {occupancy.map((row) => {
        const percent = percentOf(row.occupied, row.total);
        const size = isUndefinedSize(row.size) ? t('dashboards.undefinedSize') : row.size;
        return (
          <div className="mb-3" key={row.size}>
            <div className="d-flex justify-content-between small">
              <span className="fw-semibold">{size}</span>
              <span>
                {formatCompact(row.occupied, language)} / {formatCompact(row.total, language)}
              </span>
            </div>
            <PercentBar label={t('dashboards.occupancyOf', { size })} percent={percent} />
            {row.out_of_service > 0 && (
              <p className="small text-danger-emphasis mb-0">
                {t('dashboards.outOfService', { count: row.out_of_service })}
              </p>
            )}
          </div>
        );
      })}
    </TitledCard>
  );
}
