// Narrows a dashboard to one building. The choices are the buildings of the user's scope (spec §6's call); the picker
// shows only to users who may open Locker Settings; the others see all their buildings together.
import { useTranslation } from 'react-i18next';
import { useBuildings } from '../../shared/options/use-building-options';
import { useMenuEntryAllowed } from '../../shared/RequireMenuEntry';

interface Props {
  value: number | undefined;
  onChange(buid: number | undefined): void;
  /** A small label, for a picker beside a page's heading rather than in a form. */
  compact?: boolean;
}

export function BuildingPicker(props: Props) {
  const allowed = useMenuEntryAllowed('settings');
  return allowed ? <Picker {...props} /> : null;
}

function Picker({ value, onChange, compact = false }: Props) {
  const { t } = useTranslation();
  const rows = useBuildings().data ?? [];
  // One building needs no choice.
  if (rows.length < 2) return null;
  return (
    <div>
      <label className={`form-label${compact ? ' small mb-1' : ''}`} htmlFor="dashboard-building">
        {t('dashboards.building')}
      </label>
      <select
        id="dashboard-building"
        className="form-select"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
      >
        <option value="">{t('dashboards.allBuildings')}</option>
        {rows.map((building) => (
          <option key={building.buid} value={building.buid}>
            {building.bname}
          </option>
        ))}
      </select>
    </div>
  );
}
