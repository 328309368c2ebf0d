// One shipment (`#/blueexpress/{id}`, act 65302): its facts, its tracking timeline, and the steps its state allows
// for those who may (carrier pickup, in transit, delivered, returned; cancel with a refund; charge after a decline),
// and its printable label. A shipment outside the user's buildings shows a refusal, not data.
import {
  canCall,
  canMoveExpress,
  expressCancelAct,
  expressChargeAct,
  expressDetailAct,
  expressMoveAct,
  EXPRESS_STAFF_MOVES,
  type ExpressStaffMove,
} from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAct } from '../../api/use-act';
import { useUser } from '../../session/session-context';
import { FormDialog } from '../../shared/dialog/FormDialog';
import { useMenuEntryAllowed } from '../../shared/RequireMenuEntry';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import { CancelForm, ChargeForm, MoveForm } from './ExpressDialogs';
import { ExpressFacts } from './ExpressFacts';
import { ExpressTimeline } from './ExpressTimeline';
import { detailRefusal, DetailStatus, retryOnlyNetwork } from '../../shared/detail/DetailStatus';

const MENU_ID = 'blueexpress';
type Dialog = { kind: 'move'; to: ExpressStaffMove } | { kind: 'cancel' } | { kind: 'charge' };

export function useShipment(id: string) {
  const act = useAct();
  const allowed = useMenuEntryAllowed(MENU_ID);
  const valid = /^\d+$/.test(id);
  const detail = useQuery({
    queryKey: ['blueexpress', 'detail', id],
    queryFn: () => act(expressDetailAct, { id: Number(id) }),
    enabled: allowed && valid,
    retry: retryOnlyNetwork,
  });
  return { detail, refusal: detailRefusal(valid, detail.error), valid };
}

export function ExpressShipmentPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useUser();
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const { detail, refusal, valid } = useShipment(id);
  const shipment = detail.data?.shipment;
  const moves = shipment
    ? EXPRESS_STAFF_MOVES.filter((to) => canMoveExpress(shipment.state, to) && canCall(expressMoveAct, user))
    : [];
  const cancellable =
    shipment && canMoveExpress(shipment.state, 'cancelled') && canCall(expressCancelAct, user);
  const chargeable =
    shipment &&
    shipment.state === 'created' &&
    ['unpaid', 'failed'].includes(shipment.payment_state) &&
    canCall(expressChargeAct, user);
  return (
    <SectionPage menuId={MENU_ID} title={shipment?.number ?? t('blueexpress.title')}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Link to="/blueexpress" className="link-body-emphasis d-inline-flex align-items-center gap-1 me-auto">
          <ArrowLeft size={16} aria-hidden="true" />
          {t('blueexpress.detail.back')}
        </Link>
        {shipment && (
          <Link
            to={`/blueexpress/${shipment.id}/label`}
            className="btn btn-secondary btn-sm d-inline-flex align-items-center gap-1"
            data-testid="print-label"
          >
            <Printer size={16} aria-hidden="true" />
            {t('blueexpress.detail.printLabel')}
          </Link>
        )}
      </div>
      <DetailStatus
        detail={detail}
        refusal={refusal}
        valid={valid}
        forbidden={t('blueexpress.detail.forbidden')}
        notFound={t('blueexpress.detail.notFound')}
      />
      {detail.data && shipment && (
        <div className="row g-3" data-testid="shipment-page" data-state={shipment.state}>
          <div className="col-12 col-xl-5">
            <TitledCard title={t('blueexpress.detail.facts')} className="h-100">
              <ExpressFacts shipment={shipment} />
            </TitledCard>
          </div>
          <div className="col-12 col-xl-7 d-flex flex-column gap-3">
            {(moves.length > 0 || cancellable || chargeable) && (
              <TitledCard title={t('blueexpress.detail.actions')} testId="shipment-actions">
                <div className="d-flex flex-wrap gap-2">
                  {moves.map((to) => (
                    <button
                      key={to}
                      type="button"
                      className="btn btn-primary btn-sm"
                      onClick={() => setDialog({ kind: 'move', to })}
                      data-testid={`move-${to}`}
                    >
                      {t(`blueexpress.moves.${to}`)}
                    </button>
                  ))}
                  {chargeable && (
                    <button
                      type="button"
                      className="btn btn-outline-primary btn-sm"
                      onClick={() => setDialog({ kind: 'charge' })}
                      data-testid="charge-shipment"
                    >
                      {t('blueexpress.charge.action')}
                    </button>
                  )}
                  {cancellable && (
                    <button
                      type="button"
                      className="btn btn-outline-danger btn-sm"
                      onClick={() => setDialog({ kind: 'cancel' })}
                      data-testid="cancel-shipment"
                    >
                      {t('blueexpress.cancel.action')}
                    </button>
                  )}
                </div>
              </TitledCard>
            )}
            <TitledCard title={t('blueexpress.detail.timeline')} testId="shipment-timeline-card">
              <ExpressTimeline events={detail.data.events} tz={shipment.tz} bname={shipment.bname} />
            </TitledCard>
          </div>
        </div>
      )}
      {shipment && (
        <FormDialog
          target={dialog}
          onClose={() => setDialog(undefined)}
          titleId={`express-${dialog?.kind ?? 'move'}-title`}
        >
          {(open) =>
            open.kind === 'move' ? (
              <MoveForm shipment={shipment} to={open.to} onClose={() => setDialog(undefined)} />
            ) : open.kind === 'cancel' ? (
              <CancelForm shipment={shipment} onClose={() => setDialog(undefined)} />
            ) : (
              <ChargeForm shipment={shipment} onClose={() => setDialog(undefined)} />
            )
          }
        </FormDialog>
      )}
    </SectionPage>
  );
}
