// The shop's catalogue (acts 65401–65404): items sold through the lockers, each with its price in minor units, its
// pictures (uploaded at SHOP_IMAGE_UPLOAD_ROUTE, named here by their SHA-256), category and active flag.
import { z } from 'zod';
import { defineAct } from '../../acts/define-act.js';
import { CURRENCIES, money } from '../../money.js';
import { MAX_INT32, listResult, pageParams, plainText, positiveInt, timestamp } from '../../schemas.js';
import {
  SHOP_CATALOGUE_EDITORS,
  SHOP_CATEGORIES,
  SHOP_MAX_IMAGES,
  SHOP_ROLES,
  STOCK_MOVE_KINDS,
} from './shop-vocabulary.js';

export const shopItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  sku: z.string(),
  price: money,
  category: z.enum(SHOP_CATEGORIES),
  active: z.boolean(),
  images: z.array(z.string()).describe('SHA-256 of each picture, the first one the cover'),
  on_hand: z.number().int().describe("units for sale in the caller's buildings"),
  updated_at: timestamp,
});
export type ShopItem = z.infer<typeof shopItem>;

export const stockLevel = z.object({
  buid: z.number().int(),
  bname: z.string(),
  on_hand: z.number().int(),
  reserved: z.number().int().describe('units in orders not yet collected'),
});
export type StockLevel = z.infer<typeof stockLevel>;

export const stockMove = z.object({
  id: z.number().int(),
  buid: z.number().int(),
  bname: z.string(),
  kind: z.enum(STOCK_MOVE_KINDS),
  delta: z.number().int(),
  on_hand: z.number().int().describe('units on hand after the move'),
  reason: z.string(),
  order: z.string().nullable().describe('the order number, for a reservation or release'),
  username: z.string(),
  created_at: timestamp,
});
export type StockMove = z.infer<typeof stockMove>;

export const shopItemDetail = z.object({
  item: shopItem,
  stock: z.array(stockLevel).describe("every building in the caller's reach"),
  moves: z.array(stockMove).describe('the latest 50 moves, newest first'),
});
export type ShopItemDetail = z.infer<typeof shopItemDetail>;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'an uploaded picture');

export const shopItemFields = z.object({
  name: plainText(120).pipe(z.string().min(1)),
  description: plainText(2000, { multiline: true }).default(''),
  sku: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,39}$/, 'letters, digits, . _ and -, 2 to 40 of them')
    .transform((text) => text.toUpperCase()),
  // At most 21 million a unit: a price beyond that is a typo (and stays a 32-bit integer like every parameter).
  price: z.coerce.number().int().min(0).max(MAX_INT32),
  currency: z.enum(CURRENCIES).default('CAD'),
  category: z.enum(SHOP_CATEGORIES),
  active: z.boolean().default(true),
  images: z.array(sha256).max(SHOP_MAX_IMAGES).default([]),
});

export const SHOP_ITEM_SORTS = ['name', 'sku', 'price', 'updated'] as const;

export const shopItemsAct = defineAct({
  code: 65401,
  name: 'shop items',
  summary:
    "The shop's catalogue, by name; `q` matches the name, SKU or description, `category` and `active` filter; each item counts its units on hand in the caller's buildings.",
  params: z.object({
    q: z.string().trim().max(64).optional(),
    category: z.enum(SHOP_CATEGORIES).optional(),
    active: z.boolean().optional(),
    sort: z.enum(SHOP_ITEM_SORTS).default('name'),
    dir: z.enum(['asc', 'desc']).default('asc'),
    ...pageParams({ maxCount: 1000, defaultCount: 50 }),
  }),
  result: listResult(shopItem),
  access: SHOP_ROLES,
});

export const shopItemAct = defineAct({
  code: 65402,
  name: 'shop item',
  summary:
    "One item with its stock in each of the caller's buildings (on hand and reserved) and its latest stock moves.",
  params: z.object({ id: positiveInt }),
  result: shopItemDetail,
  access: SHOP_ROLES,
});

export const shopItemCreateAct = defineAct({
  code: 65403,
  name: 'create shop item',
  summary:
    'Adds an item to the catalogue; its SKU is unique (upper case). Stock starts at nothing everywhere.',
  params: shopItemFields,
  result: shopItemDetail,
  access: SHOP_CATALOGUE_EDITORS,
});

export const shopItemUpdateAct = defineAct({
  code: 65404,
  name: 'update shop item',
  summary:
    'Changes an item; orders already placed keep the name and price they were placed at. An inactive item is not sold.',
  params: shopItemFields.extend({ id: positiveInt }),
  result: shopItemDetail,
  access: SHOP_CATALOGUE_EDITORS,
});
