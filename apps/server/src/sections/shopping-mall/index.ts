import { shoppingMallSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { shopTablesMigration } from './migrations/shop-tables.js';
import { seedShop } from './shop-seed.js';
import { shoppingMallHandlers } from './shopping-mall.handlers.js';
import './shop.tables.js';

export const serverSection = defineServerSection({
  declaration: shoppingMallSection,
  handlers: shoppingMallHandlers,
  migrations: { '2026-11-26-shopping-mall-tables': shopTablesMigration },
  seed: seedShop,
});
