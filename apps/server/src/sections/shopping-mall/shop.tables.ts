// The shop's tables, merged into the Database type (see db/schema.ts). Prices are integers of the item's currency's
// minor units. Stock is a count per item and building that only moves together with a ledger row saying why.
import type { Generated, Selectable } from 'kysely';

export interface ShopItemsTable {
  id: Generated<number>;
  name: string;
  description: string;
  /** Upper case; unique. */
  sku: string;
  price_amount: number;
  currency: string;
  category: string;
  /** 1 when it is sold. */
  active: number;
  /** JSON array of the pictures' SHA-256, the cover first. */
  images: string;
  created_at: string;
  updated_at: string;
}

/** An uploaded picture, kept once per content with a thumbnail for lists. */
export interface ShopImagesTable {
  sha256: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  content: Buffer;
  thumbnail: Buffer;
  created_at: string;
}

/** Units for sale of one item in one building; moved only by a conditional update beside a ledger row. */
export interface ShopStockTable {
  item_id: number;
  building_id: number;
  on_hand: number;
}

/** One stock move: never edited; the on-hand count after it is kept so the ledger reads as a statement. */
export interface ShopStockMovesTable {
  id: Generated<number>;
  item_id: number;
  building_id: number;
  kind: string;
  delta: number;
  on_hand: number;
  reason: string;
  order_id: number | null;
  username: string;
  created_at: string;
}

/** What the shop knows of an order beyond the order book: the parcel that carries it into a locker. */
export interface ShopOrdersTable {
  order_id: number;
  parcel_id: number | null;
}

export type ShopItemRow = Selectable<ShopItemsTable>;

declare module '../../db/schema.js' {
  interface Database {
    shop_items: ShopItemsTable;
    shop_images: ShopImagesTable;
    shop_stock: ShopStockTable;
    shop_stock_moves: ShopStockMovesTable;
    shop_orders: ShopOrdersTable;
  }
}
