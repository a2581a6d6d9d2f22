/**
 * Which products get which merchandising traits. Rules run on the product's position in
 * the catalog (n), not on random draws, so every spec rule is always exercised and the
 * notable handles in the README stay put when copy or prices change.
 */
export type Traits = {
  salePercent: number;
  soldOut: boolean;
  lowStock: boolean;
  preOrder: boolean;
  finalSale: boolean;
  video: boolean;
  externalVideo?: 'YOUTUBE' | 'VIMEO';
  tags: string[];
};

const SALE_PERCENTS = [10, 25, 30, 50];
const BADGES = [
  'badge:new',
  'badge:best seller',
  'badge:trending',
  'badge:most loved',
  'badge:use code SAVE20',
  'badge:limited edition:highlight',
  'badge:new',
  'badge:online exclusive:highlight',
];
const OFFERS = [
  'featured-offer:free-express-shipping',
  'featured-offer:bundle-and-save',
  'featured-offer:gift-with-purchase',
];

export function traitsFor(n: number): Traits {
  const tags: string[] = [];
  const salePercent =
    n % 5 === 2 ? SALE_PERCENTS[Math.floor(n / 5) % SALE_PERCENTS.length] : 0;
  const soldOut = n % 13 === 6;
  const lowStock = !soldOut && n % 6 === 1;
  const preOrder = !soldOut && n % 29 === 10;
  const finalSale = salePercent === 50 || n % 19 === 7;

  if (soldOut) {
    const badge = ['badge:sold out', 'badge:coming soon', null][
      Math.floor(n / 13) % 3
    ];
    if (badge) tags.push(badge);
  }
  if (lowStock && n % 12 === 1) tags.push('badge:low in stock');
  if (preOrder) tags.push('badge:pre order');
  if (n % 4 === 3) tags.push(BADGES[Math.floor(n / 4) % BADGES.length]);
  if (n % 11 === 4) tags.push(OFFERS[Math.floor(n / 11) % OFFERS.length]);
  if (finalSale) tags.push('product-noreturn');

  return {
    salePercent,
    soldOut,
    lowStock,
    preOrder,
    finalSale,
    video: n % 17 === 5,
    externalVideo:
      n % 23 === 8 ? (Math.floor(n / 23) % 2 ? 'VIMEO' : 'YOUTUBE') : undefined,
    tags,
  };
}
