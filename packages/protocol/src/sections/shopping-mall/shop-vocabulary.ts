// The words of the shop (`shopping-mall`): who works it, the categories of its catalogue, the kinds of stock move,
// and where its pictures are uploaded and served.
import type { Role } from '../../levels.js';

/**
 * The spec lists `shopping-mall` among its lazy sections but in no menu: the operator's system admins (10) run it,
 * and a business partner (-2) runs it for its own buildings (stock, orders, fulfilment).
 */
export const SHOP_ROLES: readonly Role[] = ['10', '-2'];
/** The catalogue itself (what is sold, at what price) is the operator's: system admins of the operator only. */
export const SHOP_CATALOGUE_EDITORS: readonly Role[] = ['10'];

export const SHOP_CATEGORIES = [
  'snacks',
  'drinks',
  'household',
  'personal-care',
  'electronics',
  'stationery',
  'other',
] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

/** A restock adds what arrived; an adjustment corrects a count (positive or negative); orders reserve and release. */
export const STOCK_MOVE_KINDS = ['restock', 'adjust', 'order', 'release'] as const;
export type StockMoveKind = (typeof STOCK_MOVE_KINDS)[number];

/** An item shows at most this many pictures. */
export const SHOP_MAX_IMAGES = 6;
/** POST: one picture as multipart `file`, with Authorization: Bearer <token>. */
export const SHOP_IMAGE_UPLOAD_ROUTE = '/api/shop/images';
/** The largest picture the shop takes: its own limit, no longer the ad pictures'. */
export const SHOP_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The picture types the shop takes, decided from the bytes. */
export const SHOP_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** GET /shop-images/<sha256> and /shop-images/<sha256>/thumb. */
export const SHOP_IMAGE_PATH = '/shop-images';

export function shopImageUrl(sha256: string, thumbnail = false): string {
  return `${SHOP_IMAGE_PATH}/${sha256}${thumbnail ? '/thumb' : ''}`;
}
