// One order (`#/orders/{id}`, act 57002): its facts (states, the locker and compartment where it waits), its items,
// every payment attempt and every refund, and Refund for those who may (act 57004). An order outside the user's
// buildings shows a refusal, not data.
import { canCall, orderDetailAct, orderRefundAct } from '@bluemanager/protocol';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAct } from '../../api/use-act';
import { useUser } from '../../session/session-context';
import { useMenuEntryAllowed } from '../../shared/RequireMenuEntry';
import { SectionPage } from '../../shared/SectionPage';
import { TitledCard } from '../../shared/TitledCard';
import { OrderFacts } from './OrderFacts';
import { OrderLines, OrderPayments, OrderRefunds } from './OrderMoney';
import { RefundDialog } from './RefundDialog';
import { refundableOf } from './refund-form';
import { detailRefusal, DetailStatus, retryOnlyNetwork } from '../../shared/detail/DetailStatus';

const MENU_ID = 'orders';

export function OrderPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const act = useAct();
  const user = useUser();
  const allowed = useMenuEntryAllowed(MENU_ID);
  const [refunding, setRefunding] = useState(false);
  const valid = /^\d+$/.test(id);
  const detail = useQuery({
    queryKey: ['orders', 'detail', id],
    queryFn: () => act(orderDetailAct, { id: Number(id) }),
    enabled: allowed && valid,
    retry: retryOnlyNetwork,
  });
  const order = detail.data?.order;
  const refusal = detailRefusal(valid, detail.error);
  return (
    <SectionPage menuId={MENU_ID} title={order?.number ?? t('orders.title')}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Link to="/orders" className="link-body-emphasis d-inline-flex align-items-center gap-1 me-auto">
          <ArrowLeft size={16} aria-hidden="true" />
          {t('orders.detail.back')}
        </Link>
        {order && canCall(orderRefundAct, user) && refundableOf(order) > 0 && (
          <button
            type="button"
            className="btn btn-danger btn-sm d-inline-flex align-items-center gap-1"
            onClick={() => setRefunding(true)}
            data-testid="refund-order"
          >
            <Undo2 size={16} aria-hidden="true" />
            {t('orders.refund.action')}
          </button>
        )}
      </div>
      <DetailStatus
        detail={detail}
        refusal={refusal}
        valid={valid}
        forbidden={t('orders.detail.forbidden')}
        notFound={t('orders.detail.notFound')}
      />
      {detail.data && order && (
        <div className="row g-3" data-testid="order-page" data-id={order.id}>
          <div className="col-12 col-xl-4">
            <TitledCard title={t('orders.detail.facts')} className="h-100">
              <OrderFacts order={order} />
            </TitledCard>
          </div>
          <div className="col-12 col-xl-8 d-flex flex-column gap-3">
            <TitledCard title={t('orders.detail.lines')} testId="order-lines-card">
              <OrderLines detail={detail.data} />
            </TitledCard>
            <TitledCard title={t('orders.detail.payments')} testId="order-payments-card">
              <OrderPayments detail={detail.data} />
            </TitledCard>
            <TitledCard title={t('orders.detail.refunds')} testId="order-refunds-card">
              <OrderRefunds detail={detail.data} />
            </TitledCard>
          </div>
        </div>
      )}
      {refunding && order && <RefundDialog order={order} onClose={() => setRefunding(false)} />}
    </SectionPage>
  );
}
