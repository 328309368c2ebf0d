// The Dashboard tab: one building (chosen here, or by the link that opened the tab) with its plan, its units and
// its invoices (act 65502 for the building and its units).
import { subscriptionUnitsAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { useBuildingOptions } from '../../shared/options/use-building-options';
import { InvoicesCard } from './InvoicesCard';
import { PlanCard } from './PlanCard';
import { UnitsCard } from './UnitsCard';

function BuildingDashboard({ buid }: { buid: number }) {
  const { t } = useTranslation();
  const act = useAct();
  const units = useQuery({
    queryKey: ['subscription', 'units', buid],
    queryFn: () => act(subscriptionUnitsAct, { buid }),
  });
  if (units.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {t('subscription.loadFailed', { reason: units.error.message })}
      </div>
    );
  }
  if (!units.data) return <p role="status">{t('app.loading')}</p>;
  return (
    <div className="row g-3" data-testid="building-dashboard">
      <div className="col-12 col-xl-4">
        <PlanCard building={units.data.building} />
      </div>
      <div className="col-12 col-xl-8">
        <UnitsCard data={units.data} />
      </div>
      <div className="col-12">
        <InvoicesCard buid={buid} />
      </div>
    </div>
  );
}

export function DashboardTab({
  buid,
  onBuilding,
}: {
  buid: number | undefined;
  onBuilding: (buid: number) => void;
}) {
  const { t } = useTranslation();
  const buildings = useBuildingOptions();
  const chosen = buid ?? (buildings[0] ? Number(buildings[0].value) : undefined);
  return (
    <>
      <div className="mb-3 subscription-building-select">
        <label className="form-label" htmlFor="subscription-building">
          {t('subscription.building')}
        </label>
        <select
          id="subscription-building"
          className="form-select"
          value={chosen === undefined ? '' : String(chosen)}
          onChange={(event) => onBuilding(Number(event.target.value))}
          data-testid="subscription-building"
        >
          {chosen === undefined && <option value="">{t('subscription.chooseBuilding')}</option>}
          {buildings.map((building) => (
            <option key={building.value} value={building.value}>
              {building.label}
            </option>
          ))}
        </select>
      </div>
      {chosen === undefined ? (
        <p className="text-body-secondary">{t('subscription.chooseBuilding')}</p>
      ) : (
        <BuildingDashboard buid={chosen} />
      )}
    </>
  );
}
