/**
 * The products that are not garments: gift cards (both product types the storefront
 * recognises, priced by a Denominations option) and the hidden one-dollar product the
 * storefront reads exchange rates from.
 */
import {CATALOG_EPOCH, DAY} from './epoch.ts';
import {oneDollar, RATES} from './prices.ts';
import type {ProductSeed} from './products.ts';

const DENOMINATIONS = [50, 100, 200];

function giftCard(
  handle: string,
  title: string,
  productType: string,
  blurb: string,
  daysAgo: number,
): ProductSeed {
  return {
    handle,
    title,
    descriptionHtml: `<p>${blurb}</p><ul><li>Choose $50, $100 or $200</li><li>Redeemable online</li><li>Valid for three years</li></ul>`,
    productType,
    tags: ['gift', 'badge:most loved'],
    metafields: {},
    publishedAt: CATALOG_EPOCH - daysAgo * DAY,
    unitsSold: 320,
    variants: DENOMINATIONS.map((value) => ({
      title: `$${value}`,
      sku: `GIFT-${handle === 'gift-card' ? 'CARD' : 'EGIFT'}-${value}`,
      options: [{name: 'Denominations', value: `$${value}`}],
      // Gift cards are not stock-tracked (see isUntrackedType); inventory stays 0.
      inventory: 0,
      requiresShipping: false,
      prices: Object.fromEntries(
        Object.keys(RATES).map((currency) => [
          currency,
          {amount: value * 100, compareAt: null},
        ]),
      ),
    })),
    media: [
      {kind: 'IMAGE', url: `/images/products/${handle}-1.jpg`, alt: title},
    ],
    department: 'gift-cards',
    garment: 'gift',
  };
}

export const giftCards = (): ProductSeed[] => [
  giftCard(
    'gift-card',
    'Gift Card',
    'Gift Card',
    'Let them choose: a Meadow &amp; Co. gift card, sent by e-mail with your message.',
    240,
  ),
  giftCard(
    'e-gift-card',
    'E-Gift Card',
    'Gift Cards',
    'An instant e-gift card, delivered to their inbox on the day you choose.',
    180,
  ),
];

/** Priced at one US dollar in each currency; tagged hidden so no listing shows it. */
export const oneDollarProduct = (): ProductSeed => ({
  handle: 'one-dollar',
  title: 'One Dollar',
  descriptionHtml: '<p>Exchange rate reference. Not for sale.</p>',
  productType: 'Internal',
  tags: ['hidden'],
  metafields: {},
  publishedAt: CATALOG_EPOCH - 400 * DAY,
  unitsSold: 0,
  variants: [
    {
      title: 'Default Title',
      sku: 'ONE-DOLLAR',
      options: [{name: 'Title', value: 'Default Title'}],
      inventory: 0,
      requiresShipping: false,
      prices: Object.fromEntries(
        Object.entries(oneDollar()).map(([currency, amount]) => [
          currency,
          {amount, compareAt: null},
        ]),
      ),
    },
  ],
  media: [],
  department: 'internal',
  garment: 'gift',
});
