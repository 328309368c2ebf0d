import {
  shopItemAct,
  shopItemCreateAct,
  shopItemsAct,
  shopItemUpdateAct,
  shopOrderCancelAct,
  shopOrderCollectedAct,
  shopOrderFulfilAct,
  shopOrderPlaceAct,
  shopOrderPlacesAct,
  shopOrdersAct,
  shopStockAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { orderDetail } from '../orders/order-detail.js';
import { createShopItem, listShopItems, shopItemDetail, updateShopItem } from './shop-catalogue.js';
import { cancelShopOrder } from './shop-order-cancel.js';
import { listShopOrders } from './shop-order-list.js';
import { placeShopOrder } from './shop-order-place.js';
import { freeCompartments, fulfilShopOrder, handOverShopOrder } from './shop-fulfil.js';
import { changeStock } from './shop-stock.js';

export const shoppingMallHandlers = [
  implement(shopItemsAct, async (params, context) =>
    listShopItems(context.db, await context.scope(), params),
  ),

  implement(shopItemAct, async (params, context) =>
    shopItemDetail(context.db, await context.scope(), params.id),
  ),

  implement(shopItemCreateAct, async (params, context) => {
    const id = await createShopItem(context, params);
    return shopItemDetail(context.db, await context.scope(), id);
  }),

  implement(shopItemUpdateAct, async ({ id, ...fields }, context) => {
    await updateShopItem(context, id, fields);
    return shopItemDetail(context.db, await context.scope(), id);
  }),

  implement(shopStockAct, async (params, context) => {
    await changeStock(context, params);
    return shopItemDetail(context.db, await context.scope(), params.id);
  }),

  implement(shopOrdersAct, async (params, context) =>
    listShopOrders(context.db, await context.scope(), params),
  ),

  implement(shopOrderPlaceAct, async (params, context) =>
    orderDetail(context.db, await placeShopOrder(context, params)),
  ),

  implement(shopOrderPlacesAct, (params, context) => freeCompartments(context.db, params.id)),

  implement(shopOrderFulfilAct, async (params, context) => {
    await fulfilShopOrder(context, params.id, params.compartment);
    return orderDetail(context.db, params.id);
  }),

  implement(shopOrderCollectedAct, async (params, context) => {
    await handOverShopOrder(context, params.id, params.reason);
    return orderDetail(context.db, params.id);
  }),

  implement(shopOrderCancelAct, async (params, context) => {
    await cancelShopOrder(context, params);
    return orderDetail(context.db, params.id);
  }),
];
