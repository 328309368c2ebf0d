// Shown while parcels are selected: how many, the actions for all of them at once, and a way to clear the choice.
// Every action is offered; the server does each parcel on its own and the toast counts what it refused.
import { useTranslation } from 'react-i18next';
import { PARCEL_ACTION_IDS, type ParcelActionId } from './parcel-actions';

interface BulkBarProps {
  ids: readonly number[];
  onAction: (action: ParcelActionId, ids: readonly number[]) => void;
  onClear: () => void;
}

export function BulkBar({ ids, onAction, onClear }: BulkBarProps) {
  const { t, i18n } = useTranslation();
  return (
    <div
      className="d-flex flex-wrap align-items-center gap-2 px-3 py-2 bg-primary-subtle border-top border-bottom"
      role="group"
      aria-label={t('parcels.bulk')}
      data-testid="bulk-bar"
    >
      <span className="fw-semibold me-2" aria-live="polite">
        {t('parcels.selected', { count: new Intl.NumberFormat(i18n.language).format(ids.length) })}
      </span>
      {PARCEL_ACTION_IDS.map((action) => (
        <button
          key={action}
          type="button"
          className="btn btn-sm btn-primary"
          onClick={() => onAction(action, ids)}
          data-action={action}
        >
          {t(`parcels.actions.${action}`)}
        </button>
      ))}
      <button type="button" className="btn btn-sm btn-link link-body-emphasis ms-auto" onClick={onClear}>
        {t('parcels.clearSelection')}
      </button>
    </div>
  );
}
