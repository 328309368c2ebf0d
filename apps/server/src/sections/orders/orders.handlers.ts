import { orderChargeAct, orderDetailAct, orderListAct, orderRefundAct } from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { chargeOrder } from './order-charge.js';
import { orderDetail } from './order-detail.js';
import { listOrders } from './order-list.js';
import { refundOrder } from './order-refund.js';
import { paymentProviderOf } from './payments/payment-config.js';

export const ordersHandlers = [
  implement(orderListAct, async (params, context) => listOrders(context.db, await context.scope(), params)),

  implement(orderDetailAct, (params, context) => orderDetail(context.db, params.id)),

  implement(orderChargeAct, async (params, context) => {
    await chargeOrder(context.db, paymentProviderOf(context.db), params, context);
    return orderDetail(context.db, params.id);
  }),

  implement(orderRefundAct, async (params, context) => {
    await refundOrder(context.db, paymentProviderOf(context.db), params, context);
    return orderDetail(context.db, params.id);
  }),
];
