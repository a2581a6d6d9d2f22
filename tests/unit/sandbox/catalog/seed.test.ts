import {describe, expect, it} from 'vitest';
import {
  seedCatalog,
  CATALOG_EPOCH,
} from '../../../../sandbox/catalog/seed/index.ts';
import {catalogVersion} from '../../../../sandbox/catalog/version.ts';
import {all, inventories, one, products, seeded, usdPrices} from './seeded.ts';

const dump = (db: ReturnType<typeof seeded>) =>
  JSON.stringify([
    all(db, 'SELECT * FROM products ORDER BY id'),
    all(db, 'SELECT * FROM variants ORDER BY id'),
    all(db, 'SELECT * FROM variant_prices ORDER BY variant_id, currency'),
    all(db, 'SELECT * FROM media ORDER BY id'),
    all(db, 'SELECT * FROM collections ORDER BY id'),
    all(
      db,
      'SELECT * FROM collection_products ORDER BY collection_id, position',
    ),
  ]);

describe('seeding the demo catalog', () => {
  it('gives the same catalog on every run', () => {
    expect(dump(seeded())).toBe(dump(seeded()));
  });

  it('seeds only an empty catalog, and bumps the catalog version once', () => {
    const db = seeded();
    const before = dump(db);
    expect(catalogVersion(db)).toBe(1);
    expect(seedCatalog(db)).toBe(false);
    expect(dump(db)).toBe(before);
    expect(catalogVersion(db)).toBe(1);
  });

  it('dates everything relative to the fixed epoch, spread over the past year', () => {
    const dates = all(seeded(), 'SELECT published_at FROM products').map((r) =>
      Date.parse(r.published_at),
    );
    expect(Math.max(...dates)).toBeLessThanOrEqual(CATALOG_EPOCH);
    expect(Math.min(...dates)).toBeGreaterThan(
      CATALOG_EPOCH - 420 * 86_400_000,
    );
    const months = new Set(
      dates.map((d) => new Date(d).toISOString().slice(0, 7)),
    );
    expect(months.size).toBeGreaterThanOrEqual(10);
  });
});

describe('the catalog', () => {
  const db = seeded();
  const list = products(db);
  const byHandle = new Map(list.map((p) => [p.handle, p]));

  it('has at least 160 products over at least 9 collections', () => {
    expect(list.length).toBeGreaterThanOrEqual(160);
    const collections = all(
      db,
      'SELECT c.handle, COUNT(*) AS n FROM collections c JOIN collection_products cp ON cp.collection_id = c.id GROUP BY c.id',
    );
    expect(collections.length).toBeGreaterThanOrEqual(9);
    const handles = collections.map((c) => c.handle);
    for (const handle of [
      'dresses',
      'tops',
      'knitwear',
      'pants',
      'skirts',
      'outerwear',
      'shoes',
      'accessories',
      'swim',
      'gift-cards',
      'new-arrivals',
      'sale',
    ]) {
      expect(handles, handle).toContain(handle);
    }
  });

  it('sizes garments by the size runs of the size order', () => {
    const sizesOf = (type: string) =>
      new Set(
        all(
          db,
          'SELECT DISTINCT v.title FROM variants v JOIN products p ON p.id = v.product_id WHERE p.product_type = ?',
          type,
        ).map((r) => r.title),
      );
    expect([...sizesOf('Top')]).toEqual([
      'XXS',
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
    ]);
    expect([...sizesOf('Accessories')]).toEqual(['OSFA']);
    expect([...sizesOf('Dress')]).toEqual(['6', '8', '10', '12', '14']);
    expect([...sizesOf('Pants')]).toEqual(['6', '8', '10', '12', '14']);
    expect([...sizesOf('Shoes')]).toEqual(['36', '37', '38', '39', '40', '41']);
    const options = all(
      db,
      "SELECT DISTINCT json_extract(options, '$[0].name') AS name FROM variants",
    ).map((r) => r.name);
    expect(options.sort()).toEqual(['Denominations', 'Size', 'Title']);
  });

  it('stores a SKU on every variant', () => {
    expect(one(db, "SELECT COUNT(*) AS n FROM variants WHERE sku = ''").n).toBe(
      0,
    );
    expect(one(db, 'SELECT COUNT(DISTINCT sku) AS n FROM variants').n).toBe(
      one(db, 'SELECT COUNT(*) AS n FROM variants').n,
    );
  });

  it('sells gift cards of both types with a Denominations option, in the gift-cards collection', () => {
    const cards = all(
      db,
      "SELECT p.handle, p.product_type, v.title, v.options FROM products p JOIN variants v ON v.product_id = p.id WHERE p.product_type IN ('Gift Card', 'Gift Cards') ORDER BY v.id",
    );
    expect(new Set(cards.map((c) => c.product_type))).toEqual(
      new Set(['Gift Card', 'Gift Cards']),
    );
    expect(
      cards.filter((c) => c.handle === 'gift-card').map((c) => c.title),
    ).toEqual(['$50', '$100', '$200']);
    expect(
      cards.every((c) => JSON.parse(c.options)[0].name === 'Denominations'),
    ).toBe(true);
    const members = all(
      db,
      "SELECT p.handle FROM collection_products cp JOIN collections c ON c.id = cp.collection_id JOIN products p ON p.id = cp.product_id WHERE c.handle = 'gift-cards'",
    );
    expect(members.map((m) => m.handle)).toContain('gift-card');
  });

  it('makes colour siblings separate products that all list the same colours', () => {
    const calla = list.filter((p) =>
      p.handle.startsWith('calla-tiered-maxi-dress-'),
    );
    expect(calla.length).toBeGreaterThan(5);
    const colours = JSON.parse(calla[0].metafields['custom.colors'].value);
    expect(colours).toHaveLength(calla.length);
    for (const product of calla)
      expect(product.metafields['custom.colors'].value).toBe(
        calla[0].metafields['custom.colors'].value,
      );
    for (const option of colours) {
      expect(option).toMatchObject({
        handle: expect.any(String),
        name: expect.any(String),
        href: `/products/${option.handle}`,
      });
      expect(byHandle.has(option.handle)).toBe(true);
      expect(option.swatch.color ?? option.swatch.image).toMatch(
        /^#[0-9a-f]{6}$|^\/images\/swatches\/[a-z]+\.jpg$/,
      );
    }
    const all = list.flatMap((p) =>
      JSON.parse(p.metafields['custom.colors']?.value ?? '[]'),
    );
    expect(all.some((o) => o.swatch.image)).toBe(true);
    expect(all.some((o) => o.swatch.color)).toBe(true);
  });

  it('has sold-out, coming-soon, low-stock and in-stock products', () => {
    expect(
      inventories(db, 'calla-tiered-maxi-dress-leopard').every((n) => n === 0),
    ).toBe(true);
    expect(byHandle.get('calla-tiered-maxi-dress-leopard')!.tags).toContain(
      'badge:sold out',
    );
    expect(
      inventories(db, 'isadora-pleated-dress-leopard').every((n) => n === 0),
    ).toBe(true);
    expect(byHandle.get('isadora-pleated-dress-leopard')!.tags).toContain(
      'badge:coming soon',
    );
    expect(
      inventories(db, 'rosalind-silk-slip-dress-blush').some(
        (n) => n >= 1 && n <= 3,
      ),
    ).toBe(true);
    expect(byHandle.get('rosalind-silk-slip-dress-blush')!.tags).toContain(
      'badge:low in stock',
    );
    const soldOut = one(
      db,
      "SELECT COUNT(*) AS n FROM products p WHERE p.product_type NOT LIKE 'Gift Card%' AND p.handle != 'one-dollar' AND NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.inventory > 0)",
    ).n;
    expect(soldOut).toBeGreaterThanOrEqual(8);
    expect(
      one(
        db,
        'SELECT COUNT(*) AS n FROM variants WHERE inventory BETWEEN 1 AND 3',
      ).n,
    ).toBeGreaterThan(20);
    expect(
      one(db, 'SELECT COUNT(*) AS n FROM variants WHERE inventory > 3').n,
    ).toBeGreaterThan(500);
  });

  it('puts products on sale by 10, 25, 30 and 50 percent in every currency, at .00, .95 or .50 price points', () => {
    const rows = all(
      db,
      'SELECT variant_id, currency, amount, compare_at FROM variant_prices WHERE compare_at IS NOT NULL',
    );
    const percents = new Set(
      rows.map((r) =>
        Math.round(((r.compare_at - r.amount) / r.compare_at) * 100),
      ),
    );
    expect([...percents].sort((a, b) => a - b)).toEqual([10, 25, 30, 50]);
    const byVariant = new Map<number, string[]>();
    for (const r of rows)
      byVariant.set(r.variant_id, [
        ...(byVariant.get(r.variant_id) ?? []),
        r.currency,
      ]);
    for (const currencies of byVariant.values())
      expect(currencies.sort()).toEqual([
        'AUD',
        'CAD',
        'EUR',
        'GBP',
        'NZD',
        'USD',
      ]);
    const cents = (sql: string) =>
      all(
        db,
        `SELECT DISTINCT amount % 100 AS cents FROM variant_prices vp JOIN variants v ON v.id = vp.variant_id JOIN products p ON p.id = v.product_id WHERE p.handle != 'one-dollar' AND ${sql}`,
      )
        .map((r) => r.cents)
        .sort((a, b) => a - b);
    expect(cents('vp.compare_at IS NULL')).toEqual([0, 95]);
    expect(cents('vp.compare_at IS NOT NULL')).toEqual([0, 50, 95]);
    expect(
      usdPrices(db, 'calla-tiered-maxi-dress-blush').every(
        (p) => Math.round((1 - p.amount / p.compare_at) * 100) === 30,
      ),
    ).toBe(true);
  });

  it('prices every variant in USD, AUD, GBP, NZD, CAD and EUR with realistic conversions', () => {
    const counts = all(
      db,
      'SELECT variant_id, COUNT(*) AS n FROM variant_prices GROUP BY variant_id',
    );
    expect(counts.every((r) => r.n === 6)).toBe(true);
    const amalfi = Object.fromEntries(
      all(
        db,
        "SELECT vp.currency, vp.amount FROM variant_prices vp JOIN variants v ON v.id = vp.variant_id JOIN products p ON p.id = v.product_id WHERE p.handle = 'amalfi-linen-midi-dress-black' AND v.position = 1",
      ).map((r) => [r.currency, r.amount]),
    );
    expect(amalfi.USD).toBe(14900);
    expect(amalfi.AUD / amalfi.USD).toBeGreaterThan(1.4);
    expect(amalfi.AUD / amalfi.USD).toBeLessThan(1.65);
    expect(amalfi.GBP).toBeLessThan(amalfi.EUR);
    expect(amalfi.EUR).toBeLessThan(amalfi.USD);
  });

  it('has a hidden one-dollar product priced at one US dollar in every currency', () => {
    const product = byHandle.get('one-dollar')!;
    expect(product.tags).toEqual(['hidden']);
    const prices = Object.fromEntries(
      all(
        db,
        'SELECT vp.currency, vp.amount FROM variant_prices vp JOIN variants v ON v.id = vp.variant_id WHERE v.product_id = ?',
        product.id,
      ).map((r) => [r.currency, r.amount]),
    );
    expect(prices).toEqual({
      USD: 100,
      AUD: 152,
      GBP: 79,
      NZD: 166,
      CAD: 137,
      EUR: 92,
    });
    expect(
      one(
        db,
        'SELECT COUNT(*) AS n FROM collection_products WHERE product_id = ?',
        product.id,
      ).n,
    ).toBe(0);
  });

  it('uses every badge, offer and final-sale tag', () => {
    const tags = new Set(list.flatMap((p) => p.tags));
    for (const tag of [
      'badge:new',
      'badge:best seller',
      'badge:trending',
      'badge:most loved',
      'badge:pre order',
      'badge:low in stock',
      'badge:use code SAVE20',
      'badge:sold out',
      'badge:coming soon',
      'product-noreturn',
    ]) {
      expect(tags, tag).toContain(tag);
    }
    expect([...tags].some((t) => /^badge:[^:]+:highlight$/.test(t))).toBe(true);
    expect(
      [...tags].filter((t) => t.startsWith('featured-offer:')).length,
    ).toBeGreaterThanOrEqual(2);
    expect(byHandle.get('calla-tiered-maxi-dress-terracotta')!.tags).toContain(
      'badge:pre order',
    );
    expect(
      byHandle.get('calla-tiered-maxi-dress-terracotta')!.metafields[
        'custom.pre_order_time'
      ].value,
    ).toMatch(/^Ships /);
  });

  it('gives pre-order products a pre-order time and only them', () => {
    for (const p of list)
      expect(Boolean(p.metafields['custom.pre_order_time']), p.handle).toBe(
        p.tags.includes('badge:pre order'),
      );
  });

  it('has uploaded and external videos, with video metafields pointing at them', () => {
    const kinds = new Set(
      all(db, 'SELECT kind, host FROM media').map(
        (r) => `${r.kind}${r.host ? `:${r.host}` : ''}`,
      ),
    );
    expect([...kinds].sort()).toEqual([
      'EXTERNAL_VIDEO:VIMEO',
      'EXTERNAL_VIDEO:YOUTUBE',
      'IMAGE',
      'VIDEO',
    ]);
    const video = one(
      db,
      "SELECT m.id, m.sources FROM media m JOIN products p ON p.id = m.product_id WHERE p.handle = 'juniper-wrap-dress-rust' AND m.kind = 'VIDEO'",
    );
    expect(JSON.parse(video.sources)[0]).toMatchObject({
      url: '/videos/juniper-wrap-dress-rust.mp4',
      mimeType: 'video/mp4',
      format: 'mp4',
    });
    const fields = byHandle.get('juniper-wrap-dress-rust')!.metafields;
    expect(fields['custom.video_url']).toEqual({
      type: 'url',
      value: '/videos/juniper-wrap-dress-rust.mp4',
    });
    expect(fields['custom.video_file']).toEqual({
      type: 'file_reference',
      value: `gid://shopify/Video/${video.id}`,
    });
    expect(
      one(
        db,
        "SELECT host FROM media m JOIN products p ON p.id = m.product_id WHERE p.handle = 'calla-tiered-maxi-dress-ivory' AND kind = 'EXTERNAL_VIDEO'",
      ).host,
    ).toBe('YOUTUBE');
    expect(
      one(
        db,
        "SELECT host FROM media m JOIN products p ON p.id = m.product_id WHERE p.handle = 'sadie-ribbed-tank-chocolate' AND kind = 'EXTERNAL_VIDEO'",
      ).host,
    ).toBe('VIMEO');
  });

  it('sets every metafield the product page reads', () => {
    const keys = new Set(list.flatMap((p) => Object.keys(p.metafields)));
    for (const key of [
      'colors',
      'colour_handles',
      'fabric',
      'dimensions',
      'size_indication',
      'pre_order_time',
      'styled_with',
      'styled_with_legacy',
      'video_url',
      'video_file',
    ]) {
      expect(keys, key).toContain(`custom.${key}`);
    }
    for (const p of list.filter((x) => x.metafields['custom.styled_with'])) {
      const handles = JSON.parse(
        p.metafields['custom.styled_with'].value,
      ) as string[];
      expect(handles.length).toBeGreaterThanOrEqual(2);
      expect(handles.length).toBeLessThanOrEqual(4);
      for (const handle of handles) expect(byHandle.has(handle)).toBe(true);
    }
    const indication = JSON.parse(
      byHandle.get('amalfi-linen-midi-dress-black')!.metafields[
        'custom.size_indication'
      ].value,
    );
    expect(indication).toEqual({
      model: expect.stringMatching(/^Model is \d+ cm/),
      cm: expect.stringMatching(/ cm$/),
      in: expect.stringMatching(/ in$/),
    });
  });

  it('writes real product copy and varied best-seller counts', () => {
    const html = one(
      db,
      "SELECT description_html FROM products WHERE handle = 'amalfi-linen-midi-dress-black'",
    ).description_html;
    expect(html).toMatch(
      /^<p>.*Amalfi Linen Midi Dress in black.*<\/p>.*<ul><li>/,
    );
    const sold = all(db, 'SELECT DISTINCT units_sold FROM products');
    expect(sold.length).toBeGreaterThan(100);
  });

  it('lists the newest pieces in new-arrivals and every discounted piece in sale', () => {
    const newest = all(
      db,
      "SELECT p.published_at FROM collection_products cp JOIN collections c ON c.id = cp.collection_id JOIN products p ON p.id = cp.product_id WHERE c.handle = 'new-arrivals' ORDER BY cp.position",
    );
    expect(newest).toHaveLength(24);
    const sale = all(
      db,
      "SELECT p.id FROM collection_products cp JOIN collections c ON c.id = cp.collection_id JOIN products p ON p.id = cp.product_id WHERE c.handle = 'sale'",
    )
      .map((r) => r.id)
      .sort();
    const discounted = all(
      db,
      'SELECT DISTINCT v.product_id AS id FROM variant_prices vp JOIN variants v ON v.id = vp.variant_id WHERE vp.compare_at IS NOT NULL',
    )
      .map((r) => r.id)
      .sort();
    expect(sale).toEqual(discounted);
  });

  it('keeps the notable handles the README lists', () => {
    const percent = (handle: string) =>
      usdPrices(db, handle).map((p) =>
        Math.round((1 - p.amount / p.compare_at) * 100),
      )[0];
    expect(
      [
        'rosalind-silk-slip-dress-floral',
        'noor-linen-blouse-cobalt',
        'calla-tiered-maxi-dress-blush',
        'solene-knit-mini-dress-lilac',
      ].map(percent),
    ).toEqual([10, 25, 30, 50]);
    expect(byHandle.get('solene-knit-mini-dress-lilac')!.tags).toContain(
      'product-noreturn',
    );
    expect(byHandle.get('calla-tiered-maxi-dress-black')!.tags).toContain(
      'product-noreturn',
    );
    expect(byHandle.get('tove-striped-shirt-sage')!.tags).toContain(
      'product-noreturn',
    );
    expect(
      inventories(db, 'tove-striped-shirt-sage').every((n) => n === 0),
    ).toBe(true);
    expect(byHandle.get('bea-broderie-top-rust')!.tags).toContain(
      'badge:use code SAVE20',
    );
    expect(byHandle.get('wren-smocked-sundress-floral')!.tags).toContain(
      'badge:limited edition:highlight',
    );
    expect(
      byHandle
        .get('juniper-wrap-dress-gingham')!
        .tags.some((t) => t.startsWith('featured-offer:')),
    ).toBe(true);
    expect(
      JSON.parse(
        byHandle.get('wren-smocked-sundress-blush')!.metafields['custom.colors']
          .value,
      ),
    ).toHaveLength(6);
    expect(one(db, 'SELECT COUNT(*) AS n FROM variants').n).toBe(903);
  });
});
