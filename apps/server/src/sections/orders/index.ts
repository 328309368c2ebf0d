import { ordersSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { ordersTablesMigration } from './migrations/orders-tables.js';
import { seedOrders } from './order-seed.js';
import { ordersHandlers } from './orders.handlers.js';
import './order.tables.js';

export const serverSection = defineServerSection({
  declaration: ordersSection,
  handlers: ordersHandlers,
  migrations: { '2026-11-25-orders-tables': ordersTablesMigration },
  seed: seedOrders,
});
