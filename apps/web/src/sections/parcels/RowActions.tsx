// A row's actions: a menu button listing only what applies to the parcel's state (keyboard: Enter opens it,
// arrows move, Escape closes — react-bootstrap's Dropdown).
import type { ParcelListItem } from '@bluemanager/protocol';
import { MoreVertical } from 'lucide-react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { actionApplies, PARCEL_ACTION_IDS, type ParcelActionId } from './parcel-actions';

interface RowActionsProps {
  parcel: ParcelListItem;
  onAction: (action: ParcelActionId, ids: readonly number[]) => void;
}

export function RowActions({ parcel, onAction }: RowActionsProps) {
  const { t } = useTranslation();
  const actions = PARCEL_ACTION_IDS.filter((action) => actionApplies(action, parcel));
  if (actions.length === 0) return null;
  return (
    <Dropdown align="end">
      {/* An icon with the body's colour: Bootstrap's outline buttons fall under 4.5:1 in the dark skin. */}
      <Dropdown.Toggle
        variant="link"
        size="sm"
        className="text-body"
        aria-label={t('parcels.rowActions', { id: parcel.id })}
        data-testid="row-actions"
      >
        <MoreVertical size={18} aria-hidden="true" />
      </Dropdown.Toggle>
      <Dropdown.Menu popperConfig={{ strategy: 'fixed' }} renderOnMount={false}>
        {actions.map((action) => (
          <Dropdown.Item
            as="button"
            key={action}
            onClick={() => onAction(action, [parcel.id])}
            data-action={action}
          >
            {t(`parcels.actions.${action}`)}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
