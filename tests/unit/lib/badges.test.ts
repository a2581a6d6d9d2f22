import {describe, expect, it} from 'vitest';
import {
  discountPercent,
  featuredOffers,
  isFinalSale,
  productBadge,
} from '~/lib/badges';

const badge = (
  tags: string[],
  extra: Partial<Parameters<typeof productBadge>[0]> = {},
) =>
  productBadge({
    tags,
    price: '100',
    compareAtPrice: null,
    inStock: true,
    ...extra,
  });

describe('discountPercent', () => {
  it('rounds the saving against the compare-at price', () => {
    expect(discountPercent(70, 100)).toBe(30);
    expect(discountPercent('66.67', '100')).toBe(33);
    expect(discountPercent(99.5, 100)).toBe(1);
    expect(discountPercent(99.6, 100)).toBe(0);
  });
  it('is 0 without a real discount', () => {
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(120, 100)).toBe(0);
    expect(discountPercent(100, null)).toBe(0);
    expect(discountPercent('abc', '100')).toBe(0);
  });
});

describe('productBadge', () => {
  it('shows a discount above 0% as a highlight, before any tag', () => {
    expect(
      productBadge({
        tags: ['badge:new'],
        price: '70',
        compareAtPrice: '100',
        inStock: true,
      }),
    ).toEqual({
      label: 'save 30%',
      kind: 'highlight',
    });
  });

  it('ignores a discount that rounds to 0%', () => {
    expect(
      productBadge({
        tags: ['badge:new'],
        price: '99.6',
        compareAtPrice: '100',
        inStock: true,
      }),
    ).toEqual({
      label: 'new',
      kind: 'positive',
    });
  });

  it('shows nothing without a badge tag', () => {
    expect(badge(['summer', 'featured-offer:1'])).toBeNull();
    expect(badge([])).toBeNull();
  });

  it.each([
    [['badge:save 20% today'], {label: 'save 20% today', kind: 'highlight'}],
    [['badge:use code SUMMER'], {label: 'use code SUMMER', kind: 'highlight'}],
    [['badge:trending'], {label: 'trending', kind: 'positive'}],
    [['badge:low in stock'], {label: 'low in stock', kind: 'negative'}],
    [
      ['badge:custom Limited edition'],
      {label: 'Limited edition', kind: 'default'},
    ],
    [['badge:pre order'], {label: 'pre order', kind: 'default'}],
    [['badge:most loved'], {label: 'most loved', kind: 'positive'}],
    [['badge:best seller'], {label: 'best seller', kind: 'positive'}],
    [['badge:new'], {label: 'new', kind: 'positive'}],
    [
      ['badge:Members only:highlight'],
      {label: 'Members only', kind: 'highlight'},
    ],
  ])('%j gives %j', (tags, expected) => {
    expect(badge(tags)).toEqual(expected);
  });

  it('follows the priority order whatever the tag order', () => {
    const all = [
      'badge:Members only:highlight',
      'badge:new',
      'badge:best seller',
      'badge:most loved',
      'badge:pre order',
      'badge:sold out',
      'badge:coming soon',
      'badge:custom Hand made',
      'badge:low in stock',
      'badge:trending',
      'badge:use code VIP',
      'badge:save 10%',
    ];
    const expected = [
      'save 10%',
      'use code VIP',
      'trending',
      'low in stock',
      'Hand made',
      'coming soon',
      'sold out',
      'pre order',
      'most loved',
      'best seller',
      'new',
      'Members only',
    ];
    const seen: string[] = [];
    let tags = all;
    for (let i = 0; i < expected.length; i++) {
      const shown = badge(tags, {inStock: false});
      seen.push(shown!.label);
      tags = tags.filter(
        (tag) => !tag.toLowerCase().includes(shown!.label.toLowerCase()),
      );
    }
    expect(seen).toEqual(expected);
  });

  it('ignores sold out and coming soon when the product is in stock', () => {
    expect(
      badge(['badge:sold out', 'badge:coming soon'], {inStock: true}),
    ).toBeNull();
    expect(badge(['badge:sold out', 'badge:new'], {inStock: true})).toEqual({
      label: 'new',
      kind: 'positive',
    });
    expect(badge(['badge:sold out'], {inStock: false})).toEqual({
      label: 'sold out',
      kind: 'negative',
    });
    expect(badge(['badge:coming soon'], {inStock: false})).toEqual({
      label: 'coming soon',
      kind: 'default',
    });
  });

  it('reads tags in any case and spelling of spaces', () => {
    expect(badge(['Badge:Pre-Order'])).toEqual({
      label: 'pre order',
      kind: 'default',
    });
    expect(badge(['badge: Best_Seller '])).toEqual({
      label: 'best seller',
      kind: 'positive',
    });
    expect(badge(['BADGE:NEW'])).toEqual({label: 'new', kind: 'positive'});
  });

  it('lets :highlight restyle any badge', () => {
    expect(badge(['badge:new:highlight'])).toEqual({
      label: 'new',
      kind: 'highlight',
    });
  });

  it('ignores unknown and empty badge tags', () => {
    expect(
      badge(['badge:', 'badge:hello', 'badge:custom', 'badge::highlight']),
    ).toBeNull();
  });

  it('survives junk input', () => {
    expect(
      productBadge({
        tags: null,
        price: null,
        compareAtPrice: undefined,
        inStock: false,
      }),
    ).toBeNull();
    expect(
      productBadge({
        tags: [3 as unknown as string],
        price: 'x',
        inStock: false,
      }),
    ).toBeNull();
  });
});

describe('featuredOffers', () => {
  it('lists offer ids in tag order without repeats', () => {
    expect(
      featuredOffers([
        'featured-offer:spring',
        'badge:new',
        'featured-offer: 2 ',
        'featured-offer:spring',
        'featured-offer:',
      ]),
    ).toEqual(['spring', '2']);
    expect(featuredOffers(null)).toEqual([]);
  });
});

describe('isFinalSale', () => {
  it('is true for product-noreturn', () => {
    expect(isFinalSale(['sale', 'product-noreturn'])).toBe(true);
    expect(isFinalSale(['Product-NoReturn'])).toBe(true);
    expect(isFinalSale(['product-return'])).toBe(false);
    expect(isFinalSale(undefined)).toBe(false);
  });
});
