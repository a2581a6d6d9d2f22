import {describe, expect, it} from 'vitest';
import {openDatabase} from '../../../sandbox/db.ts';
import {seedDemoCatalog} from '../../../sandbox/demo-catalog/seed.ts';

function seeded() {
  const db = openDatabase(':memory:');
  seedDemoCatalog(db);
  return db;
}
const all = (db: ReturnType<typeof seeded>, sql: string) => db.prepare(sql).all() as Record<string, any>[];

describe('the demo catalog', () => {
  it('is the same on every machine and seeds only once', () => {
    const a = seeded();
    const b = seeded();
    const dump = (db: typeof a) => JSON.stringify(all(db, 'SELECT handle, title, tags, metafields, published_at FROM products ORDER BY id'));
    expect(dump(a)).toBe(dump(b));
    expect(seedDemoCatalog(a)).toBe(false);
    expect(all(a, 'SELECT COUNT(*) AS n FROM products')[0].n).toBe(all(b, 'SELECT COUNT(*) AS n FROM products')[0].n);
  });

  it('has at least 150 products over at least 8 collections', () => {
    const db = seeded();
    expect(all(db, 'SELECT COUNT(*) AS n FROM products')[0].n).toBeGreaterThanOrEqual(150);
    expect(all(db, 'SELECT COUNT(DISTINCT collection_id) AS n FROM collection_products')[0].n).toBeGreaterThanOrEqual(8);
  });

  it('covers every size run of the size order', () => {
    const sizes = new Set(all(seeded(), 'SELECT DISTINCT title FROM variants').map((r) => r.title));
    for (const size of ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'OSFA', '6', '8', '10', '12', '14', '36', '37', '38', '39', '40', '41']) {
      expect(sizes, size).toContain(size);
    }
  });

  it('sells gift cards of both product types with a Denominations option', () => {
    const rows = all(seeded(), "SELECT p.product_type, v.options FROM products p JOIN variants v ON v.product_id = p.id WHERE p.product_type LIKE 'Gift Card%'");
    expect(new Set(rows.map((r) => r.product_type))).toEqual(new Set(['Gift Card', 'Gift Cards']));
    expect(rows.every((r) => JSON.parse(r.options)[0].name === 'Denominations')).toBe(true);
  });

  it('has sold-out, low-stock and in-stock products, sales of several sizes, and every kind of tag', () => {
    const db = seeded();
    const soldOut = all(db, 'SELECT COUNT(*) AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.inventory > 0)')[0].n;
    expect(soldOut).toBeGreaterThan(3);
    expect(all(db, 'SELECT COUNT(*) AS n FROM variants WHERE inventory BETWEEN 1 AND 3')[0].n).toBeGreaterThan(3);
    const discounts = new Set(
      all(db, "SELECT amount, compare_at FROM variant_prices WHERE currency = 'USD' AND compare_at IS NOT NULL").map((r) => Math.round((1 - r.amount / r.compare_at) * 10) * 10),
    );
    expect(discounts.size).toBeGreaterThanOrEqual(3);
    const tags = all(db, 'SELECT tags FROM products').flatMap((r) => JSON.parse(r.tags) as string[]);
    for (const prefix of ['badge:', 'featured-offer:', 'product-noreturn']) expect(tags.some((t) => t.startsWith(prefix)), prefix).toBe(true);
  });

  it('has colour families of more than five, videos and external videos, and every metafield', () => {
    const db = seeded();
    const largest = Math.max(...all(db, 'SELECT metafields FROM products').map((r) => JSON.parse(JSON.parse(r.metafields)['custom.colors']?.value ?? '[]').length));
    expect(largest).toBeGreaterThan(5);
    const kinds = new Set(all(db, 'SELECT DISTINCT kind, host FROM media').map((r) => `${r.kind}${r.host ? `:${r.host}` : ''}`));
    for (const kind of ['IMAGE', 'VIDEO', 'EXTERNAL_VIDEO:YOUTUBE', 'EXTERNAL_VIDEO:VIMEO']) expect(kinds).toContain(kind);
    const keys = new Set(all(db, 'SELECT metafields FROM products').flatMap((r) => Object.keys(JSON.parse(r.metafields))));
    for (const key of ['colors', 'colour_handles', 'fabric', 'dimensions', 'pre_order_time', 'size_indication', 'styled_with', 'styled_with_legacy', 'video_url', 'video_file']) {
      expect(keys, key).toContain(`custom.${key}`);
    }
  });
});
