import {describe, expect, it} from 'vitest';
import {listProductsForIndex} from '../../../../sandbox/catalog/read.ts';
import {seeded} from './seeded.ts';

describe('listProductsForIndex', () => {
  const db = seeded();
  const list = listProductsForIndex(db);
  const find = (handle: string) => list.find((p) => p.handle === handle)!;

  it('lists every published product except hidden ones', () => {
    expect(list.map((p) => p.handle)).not.toContain('one-dollar');
    expect(list).toHaveLength(164);
    expect(
      listProductsForIndex(db, {includeHidden: true}).map((p) => p.handle),
    ).toContain('one-dollar');
  });

  it('gives each product its text, collections, colours and media', () => {
    const p = find('wren-smocked-sundress-blush');
    expect(p).toMatchObject({
      gid: `gid://shopify/Product/${p.id}`,
      title: 'Wren Smocked Sundress - Blush',
      productType: 'Dress',
      vendor: 'Meadow & Co.',
      imageUrl: '/images/products/wren-smocked-sundress-blush-1.jpg',
      videoUrl: '/videos/wren-smocked-sundress-blush.mp4',
      video: {
        url: '/videos/wren-smocked-sundress-blush.mp4',
        gid: expect.stringMatching(/^gid:\/\/shopify\/Video\/\d+$/),
      },
    });
    expect(p.videoFile).toBe(p.video!.gid);
    expect(p.descriptionText).toMatch(
      /^\S.*Wren Smocked Sundress in blush has a smocked bodice/,
    );
    expect(p.descriptionText).not.toMatch(/[<>]/);
    expect(p.collections.map((c) => c.handle)).toEqual(['dresses', 'sale']);
    expect(p.colours.map((c) => c.handle)).toContain(
      'wren-smocked-sundress-blush',
    );
    expect(JSON.parse(p.coloursJson!)).toEqual(p.colours);
    expect(p.images).toHaveLength(3);
    expect(p.tags).toContain('colour:Blush');
    expect(Date.parse(p.publishedAt)).toBeGreaterThan(0);
    expect(p.unitsSold).toBeGreaterThanOrEqual(0);
  });

  it('gives the cheapest variant price and its compare-at in every currency', () => {
    const p = find('calla-tiered-maxi-dress-blush');
    expect(Object.keys(p.prices).sort()).toEqual([
      'AUD',
      'CAD',
      'EUR',
      'GBP',
      'NZD',
      'USD',
    ]);
    for (const price of Object.values(p.prices))
      expect(Math.round((1 - price.amount / price.compareAt!) * 100)).toBe(30);
    expect(find('amalfi-linen-midi-dress-black').prices.USD).toEqual({
      amount: 14900,
      compareAt: null,
    });
  });

  it('gives stock per variant and availability with the storefront rule', () => {
    const soldOut = find('calla-tiered-maxi-dress-leopard');
    expect(soldOut.availableForSale).toBe(false);
    expect(
      soldOut.variants.every((v) => v.inventory === 0 && !v.available),
    ).toBe(true);
    const low = find('rosalind-silk-slip-dress-blush');
    expect(low.variants.some((v) => v.inventory >= 1 && v.inventory <= 3)).toBe(
      true,
    );
    expect(low.variants[0]).toMatchObject({
      gid: expect.stringMatching(/^gid:\/\/shopify\/ProductVariant\/\d+$/),
      sku: expect.any(String),
      options: [{name: 'Size', value: '6'}],
    });
    const gift = find('gift-card');
    expect(gift.variants.every((v) => v.inventory === 0 && v.available)).toBe(
      true,
    );
    expect(gift.availableForSale).toBe(true);
  });
});
