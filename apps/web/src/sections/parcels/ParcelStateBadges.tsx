// A parcel's state and its flags (overdue, abnormal, unattended) as badges with text, never colour alone.
import type { ParcelListItem } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';

const STATE_CLASS: Record<string, string> = {
  expected: 'bg-info-subtle text-info-emphasis',
  pending: 'bg-primary-subtle text-primary-emphasis',
  collected: 'bg-success-subtle text-success-emphasis',
  returned: 'bg-secondary-subtle text-secondary-emphasis',
};

type Flags = Pick<ParcelListItem, 'state' | 'overdue' | 'abnormal' | 'unattended' | 'reason'>;

export function stateLabelKey(state: string): string {
  return `parcels.states.${state in STATE_CLASS ? state : 'unknown'}`;
}

export function ParcelStateBadges({ parcel }: { parcel: Flags }) {
  const { t } = useTranslation();
  return (
    <span className="d-inline-flex flex-wrap gap-1" data-testid="parcel-state">
      <span className={`badge ${STATE_CLASS[parcel.state] ?? 'bg-secondary'}`}>
        {t(stateLabelKey(parcel.state))}
      </span>
      {parcel.overdue && (
        <span className="badge bg-warning-subtle text-warning-emphasis">{t('parcels.flags.overdue')}</span>
      )}
      {parcel.abnormal && (
        <span className="badge bg-danger-subtle text-danger-emphasis" title={parcel.reason}>
          {t('parcels.flags.abnormal')}
        </span>
      )}
      {parcel.unattended && (
        <span className="badge bg-dark-subtle text-dark-emphasis">{t('parcels.flags.unattended')}</span>
      )}
    </span>
  );
}
