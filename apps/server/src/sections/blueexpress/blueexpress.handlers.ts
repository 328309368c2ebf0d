import {
  expressCancelAct,
  expressChargeAct,
  expressCreateAct,
  expressDetailAct,
  expressListAct,
  expressMoveAct,
  expressQuoteAct,
  expressTariffAct,
  expressTariffSetAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { chargePlacedOrder } from '../orders/order-place.js';
import { paymentProviderOf } from '../orders/payments/payment-config.js';
import { ActError } from '../../domain/act-error.js';
import { createShipment } from './express-create.js';
import { listShipments } from './express-list.js';
import { quoteShipment } from './express-premium.js';
import { cancelShipment, moveShipment } from './express-moves.js';
import { findShipment, shipmentDetail } from './express-row.js';
import { readTariff, setTariff } from './express-tariff.js';

export const blueexpressHandlers = [
  implement(expressListAct, async (params, context) =>
    listShipments(context.db, await context.scope(), params),
  ),

  implement(expressDetailAct, (params, context) => shipmentDetail(context.db, params.id)),

  implement(expressQuoteAct, (params, context) =>
    quoteShipment(context.db, {
      memberId: params.member_id,
      size: params.size,
      service: params.service,
      now: context.now,
    }),
  ),

  implement(expressCreateAct, async (params, context) => {
    const { id, code } = await createShipment(context.db, paymentProviderOf(context.db), params, context);
    return { shipment: (await shipmentDetail(context.db, id)).shipment, code };
  }),

  implement(expressChargeAct, async (params, context) => {
    const shipment = await findShipment(context.db, params.id);
    if (shipment.state !== 'created')
      throw new ActError(
        'CONFLICT',
        `Shipment ${shipment.number} is ${shipment.state}: there is nothing to charge.`,
      );
    await chargePlacedOrder(
      context.db,
      paymentProviderOf(context.db),
      { orderId: shipment.order_id, method: params.method, key: params.key },
      context,
    );
    return shipmentDetail(context.db, params.id);
  }),

  implement(expressMoveAct, async (params, context) => {
    await moveShipment(context.db, params, context);
    return shipmentDetail(context.db, params.id);
  }),

  implement(expressCancelAct, async (params, context) => {
    await cancelShipment(context.db, paymentProviderOf(context.db), params, context);
    return shipmentDetail(context.db, params.id);
  }),

  implement(expressTariffAct, (_params, context) => readTariff(context.db)),

  implement(expressTariffSetAct, async (params, context) => {
    await setTariff(context.db, params, context);
    return readTariff(context.db);
  }),
];
