// The machine page's header facts: what it is, where it stands, how it is doing and its credential.
import type { ActResult, machineDetailAct } from '@bluemanager/protocol';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAddress } from '../../format/address';
import { formatZonedDateTime } from '../../format/time';
import { ConnectionBadge } from './ConnectionBadge';
import { Heartbeat } from './Heartbeat';
import { inService, reportingState } from './machine-state';
import { familyName, modeName } from './mode-label';

type MachineDetail = ActResult<typeof machineDetailAct>['machine'];

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="row g-1 py-1 border-bottom">
      <dt className="col-5 fw-semibold">{label}</dt>
      <dd className="col-7 mb-0" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function MachineFacts({ machine, now }: { machine: MachineDetail; now: number }) {
  const { t } = useTranslation();
  return (
    <dl className="mb-0 small" data-testid="machine-facts">
      <Fact label={t('machines.detail.connection')}>
        <ConnectionBadge machine={machine} />
      </Fact>
      <Fact label={t('machines.detail.mode')} testId="fact-mode">
        <span className="badge bg-body-secondary text-body me-1">{machine.mm}</span>
        {modeName(t, machine.mm, machine.mode)}
      </Fact>
      <Fact label={t('machines.detail.family')}>{familyName(t, machine.family)}</Fact>
      <Fact label={t('machines.detail.building')} testId="fact-building">
        <div className="fw-semibold">{machine.bname}</div>
        <div className="text-body-secondary">{formatAddress(machine.address)}</div>
      </Fact>
      <Fact label={t('machines.detail.model')}>{machine.model ?? t('machines.detail.noModel')}</Fact>
      <Fact label={t('machines.detail.status')}>{t(`machines.reporting.${reportingState(machine)}`)}</Fact>
      <Fact label={t('machines.detail.runState')} testId="fact-run-state">
        {t(inService(machine) ? 'machines.runState.inService' : 'machines.runState.outOfService')}
      </Fact>
      <Fact label={t('machines.detail.heartbeat')}>
        <Heartbeat at={machine.last_seen} now={now} />
      </Fact>
      <Fact label={t('machines.detail.compartments')}>
        {t('machines.detail.compartmentCount', { occupied: machine.occupied, total: machine.compartments })}
      </Fact>
      <Fact label={t('machines.detail.created')}>
        <time dateTime={machine.created_at}>{formatZonedDateTime(machine.created_at)}</time>
      </Fact>
      <Fact label={t('machines.detail.credential')} testId="fact-credential">
        {t(machine.credential ? 'machines.detail.credentialIssued' : 'machines.detail.credentialNone')}
      </Fact>
      <Fact label={t('machines.detail.uuid')}>
        <code className="text-break">{machine.uuid}</code>
      </Fact>
    </dl>
  );
}
