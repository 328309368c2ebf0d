// A parcel's row menu: only the actions that apply to its state, in the shared row menu.
import type { ParcelListItem } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { RowMenu } from '../../shared/list-page/RowMenu';
import { actionApplies, PARCEL_ACTION_IDS, type ParcelActionId } from './parcel-actions';

interface RowActionsProps {
  parcel: ParcelListItem;
  onAction: (action: ParcelActionId, ids: readonly number[]) => void;
}

export function RowActions({ parcel, onAction }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <RowMenu
      label={t('parcels.rowActions', { id: parcel.id })}
      items={PARCEL_ACTION_IDS.filter((action) => actionApplies(action, parcel)).map((action) => ({
        id: action,
        label: t(`parcels.actions.${action}`),
        onSelect: () => onAction(action, [parcel.id]),
      }))}
    />
  );
}
