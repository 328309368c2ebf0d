// A machine's connection as a badge: an icon and a word beside the colour, so it is never told by colour alone.
import type { MachineSummary } from '@bluemanager/protocol';
import { Archive, Plug, Wifi, WifiOff, Wrench, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { connectionState, type ConnectionState } from './machine-state';

const LOOK: Record<ConnectionState, { className: string; Icon: LucideIcon }> = {
  online: { className: 'bg-success-subtle text-success-emphasis', Icon: Wifi },
  offline: { className: 'bg-danger-subtle text-danger-emphasis', Icon: WifiOff },
  neverConnected: { className: 'bg-warning-subtle text-warning-emphasis', Icon: Plug },
  outOfService: { className: 'bg-secondary-subtle text-secondary-emphasis', Icon: Wrench },
  retired: { className: 'bg-dark-subtle text-dark-emphasis', Icon: Archive },
};

export function ConnectionBadge({
  machine,
}: {
  machine: Pick<MachineSummary, 'offline' | 'run_sts' | 'retired' | 'last_seen'>;
}) {
  const { t } = useTranslation();
  const state = connectionState(machine);
  const { className, Icon } = LOOK[state];
  return (
    <span
      className={`badge d-inline-flex align-items-center gap-1 ${className}`}
      data-testid="connection-badge"
      data-state={state}
    >
      <Icon size={14} aria-hidden="true" />
      {t(`machines.connection.${state}`)}
    </span>
  );
}
