// The demo catalogue: a few things a lobby locker sells, each with a small picture drawn here (a plain shape on its
// colour, rendered to PNG by sharp) so a fresh demo shows real thumbnails without shipping image files.
import sharp from 'sharp';
import type { ShopCategory } from '@bluemanager/protocol';

export interface DemoItem {
  name: string;
  description: string;
  sku: string;
  price: number;
  category: ShopCategory;
  active: boolean;
  colour: string;
  shape: 'circle' | 'bottle' | 'box' | 'bar';
}

export const DEMO_ITEMS: readonly DemoItem[] = [
  {
    name: 'Sparkling water 500 ml',
    description: 'Cold from the lobby fridge.',
    sku: 'DRK-WATER-500',
    price: 249,
    category: 'drinks',
    active: true,
    colour: '#2f80ed',
    shape: 'bottle',
  },
  {
    name: 'Cold brew coffee',
    description: 'Oat milk, no sugar.',
    sku: 'DRK-COLDBREW',
    price: 449,
    category: 'drinks',
    active: true,
    colour: '#6d4c41',
    shape: 'bottle',
  },
  {
    name: 'Trail mix',
    description: 'Nuts, raisins and dark chocolate, 200 g.',
    sku: 'SNK-TRAIL-200',
    price: 599,
    category: 'snacks',
    active: true,
    colour: '#f2994a',
    shape: 'bar',
  },
  {
    name: 'Granola bar, 6 pack',
    description: 'Honey and oats.',
    sku: 'SNK-GRANOLA-6',
    price: 799,
    category: 'snacks',
    active: true,
    colour: '#bb6bd9',
    shape: 'bar',
  },
  {
    name: 'Dish soap',
    description: 'Unscented, 750 ml.',
    sku: 'HSE-DISH-750',
    price: 499,
    category: 'household',
    active: true,
    colour: '#27ae60',
    shape: 'bottle',
  },
  {
    name: 'Paper towels, 2 rolls',
    description: 'Recycled paper.',
    sku: 'HSE-TOWEL-2',
    price: 699,
    category: 'household',
    active: true,
    colour: '#56ccf2',
    shape: 'box',
  },
  {
    name: 'Toothpaste',
    description: 'Mint, 100 ml.',
    sku: 'PRS-TOOTH-100',
    price: 399,
    category: 'personal-care',
    active: true,
    colour: '#eb5757',
    shape: 'bar',
  },
  {
    name: 'USB-C charging cable',
    description: 'One metre, braided.',
    sku: 'ELC-USBC-1M',
    price: 1499,
    category: 'electronics',
    active: true,
    colour: '#333333',
    shape: 'circle',
  },
  {
    name: 'AA batteries, 4 pack',
    description: 'Alkaline.',
    sku: 'ELC-AA-4',
    price: 899,
    category: 'electronics',
    active: true,
    colour: '#f2c94c',
    shape: 'box',
  },
  {
    name: 'Sticky notes',
    description: 'Five colours, 500 sheets.',
    sku: 'STN-NOTES-500',
    price: 549,
    category: 'stationery',
    active: true,
    colour: '#ffd54f',
    shape: 'box',
  },
  {
    name: 'Holiday gift wrap',
    description: 'Back next season.',
    sku: 'OTH-WRAP-XMAS',
    price: 1099,
    category: 'other',
    active: false,
    colour: '#c62828',
    shape: 'circle',
  },
];

const SHAPES: Record<DemoItem['shape'], string> = {
  circle: '<circle cx="120" cy="120" r="70" fill="#ffffff" fill-opacity="0.85"/>',
  bottle:
    '<rect x="95" y="40" width="50" height="30" rx="6" fill="#ffffff" fill-opacity="0.85"/><rect x="75" y="70" width="90" height="130" rx="18" fill="#ffffff" fill-opacity="0.85"/>',
  box: '<rect x="55" y="65" width="130" height="110" rx="10" fill="#ffffff" fill-opacity="0.85"/>',
  bar: '<rect x="35" y="95" width="170" height="50" rx="25" fill="#ffffff" fill-opacity="0.85"/>',
};

export function demoPicture(item: DemoItem): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240">` +
    `<rect width="240" height="240" fill="${item.colour}"/>${SHAPES[item.shape]}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
