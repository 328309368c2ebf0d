// One machine (`#/machines/lockers/{uuid}`, act 52011): its facts, its compartment grid and its recent events,
// with a link to its parcels and, for system admins, the writes. A machine outside the user's scope shows a
// refusal, not data.
import { machineDetailAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Package } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAct } from '../../api/use-act';
import { useUser } from '../../session/session-context';
import { useMenuEntryAllowed } from '../../shared/RequireMenuEntry';
import { SectionPage } from '../../shared/SectionPage';
import type { Compartment } from './compartment-cell';
import { CompartmentDialog } from './CompartmentDialog';
import { CompartmentGrid } from './CompartmentGrid';
import { machineWritesShown } from './fleet-writes';
import { MachineActions } from './MachineActions';
import { MachineEvents } from './MachineEvents';
import { MachineFacts } from './MachineFacts';
import { readableMachineName } from '../../format/machine-name';
import { useNow } from './use-now';
import './machines.scss';
import { TitledCard } from '../../shared/TitledCard';
import { detailRefusal, DetailStatus, retryOnlyNetwork } from '../../shared/detail/DetailStatus';

const MENU_ID = 'machines-lockers';
const RECENT_EVENTS = 50;
/** Heartbeats and doors change while the page is open. */
const RELOAD_MS = 60_000;

/** Spec §2's parcel list pre-filled with one locker: `/parcels/{"muuid":"…"}`. */
export const parcelsOf = (uuid: string) => `/parcels/${encodeURIComponent(JSON.stringify({ muuid: uuid }))}`;

export function MachinePage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const act = useAct();
  const user = useUser();
  const allowed = useMenuEntryAllowed(MENU_ID);
  const now = useNow();
  const [editing, setEditing] = useState<Compartment | undefined>();
  const detail = useQuery({
    queryKey: ['machines', 'detail', uuid],
    queryFn: () => act(machineDetailAct, { uuid, events: RECENT_EVENTS }),
    // Whoever the menu refuses is refused here before any call.
    enabled: allowed && uuid !== '',
    refetchInterval: RELOAD_MS,
    retry: retryOnlyNetwork,
  });
  const machine = detail.data?.machine;
  const title = machine ? readableMachineName(machine.name) : t('machines.title');
  const writes = machine !== undefined && machineWritesShown(user, machine);
  const refusal = detailRefusal(true, detail.error);
  return (
    <SectionPage menuId={MENU_ID} title={title}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Link
          to="/machines/lockers"
          className="link-body-emphasis d-inline-flex align-items-center gap-1 me-auto"
        >
          <ArrowLeft size={16} aria-hidden="true" />
          {t('machines.detail.back')}
        </Link>
        {machine && (
          <Link
            to={parcelsOf(machine.uuid)}
            className="btn btn-secondary btn-sm d-inline-flex align-items-center gap-1"
            data-testid="machine-parcels"
          >
            <Package size={16} aria-hidden="true" />
            {t('machines.detail.parcels')}
          </Link>
        )}
        {machine && writes && <MachineActions machine={machine} />}
      </div>
      <DetailStatus
        detail={detail}
        refusal={refusal}
        forbidden={t('machines.detail.forbidden')}
        notFound={t('machines.detail.notFound')}
      />
      {detail.data && machine && (
        <div className="row g-3" data-testid="machine-page" data-uuid={machine.uuid}>
          <div className="col-12 col-xl-4">
            <TitledCard title={t('machines.detail.facts')} className="h-100">
              <MachineFacts machine={machine} now={now} />
            </TitledCard>
          </div>
          <div className="col-12 col-xl-8">
            <TitledCard title={t('machines.grid.title')} className="h-100">
              <CompartmentGrid
                compartments={detail.data.compartments}
                onEdit={writes ? setEditing : undefined}
              />
            </TitledCard>
          </div>
          <div className="col-12">
            <TitledCard title={t('machines.events.title')}>
              <MachineEvents events={detail.data.events} />
            </TitledCard>
          </div>
        </div>
      )}
      {editing && <CompartmentDialog compartment={editing} onClose={() => setEditing(undefined)} />}
    </SectionPage>
  );
}
