/**
 * Seeds the demo catalog: deterministic (a seeded PRNG and a fixed epoch, never the
 * clock) and idempotent (only into an empty catalog), so every machine and every test
 * sees the same shop.
 */
import type {Database} from '../db.ts';
import {transaction} from '../db.ts';
import {bumpCatalogVersion} from '../catalog/version.ts';
import {COLLECTIONS, COLOURS, CURRENCY_RATES, FABRICS, OCCASIONS, SIZE_RUNS, STYLES, STYLE_NAMES, type Collection} from './styles.ts';

/** The catalog's "today": dates are relative to this, not to when the seed runs. */
export const CATALOG_EPOCH = Date.parse('2026-06-01T00:00:00Z');
const DAY = 86_400_000;

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const slugify = (text: string) =>
  text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** A price in every currency, in minor units: whole amounts, or .95 endings when `cents`. */
export function localPrices(usd: number, cents: boolean): Record<string, number> {
  return Object.fromEntries(
    Object.entries(CURRENCY_RATES).map(([currency, rate]) => {
      const whole = Math.max(1, Math.round(usd * rate));
      return [currency, cents ? whole * 100 - 5 : whole * 100];
    }),
  );
}

type Insert = {
  product: ReturnType<Database['prepare']>;
  variant: ReturnType<Database['prepare']>;
  price: ReturnType<Database['prepare']>;
  media: ReturnType<Database['prepare']>;
};

const BADGES = ['badge:new', 'badge:best seller', 'badge:trending', 'badge:most loved', 'badge:low in stock', 'badge:use code SAVE20', 'badge:limited edition:highlight'];

export function seedDemoCatalog(db: Database) {
  const count = (db.prepare('SELECT COUNT(*) AS n FROM products').get() as {n: number}).n;
  if (count > 0) return false;
  transaction(db, () => {
    const insert: Insert = {
      product: db.prepare(
        'INSERT INTO products (id, handle, title, description_html, product_type, vendor, tags, metafields, published, created_at, published_at, units_sold) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)',
      ),
      variant: db.prepare('INSERT INTO variants (id, product_id, position, title, sku, options, inventory, requires_shipping) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
      price: db.prepare('INSERT INTO variant_prices (variant_id, currency, amount, compare_at) VALUES (?, ?, ?, ?)'),
      media: db.prepare(
        'INSERT INTO media (id, product_id, position, kind, url, alt, width, height, host, origin_url, embed_url, sources) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ),
    };
    const ids = {product: 1000, variant: 40000, media: 70000};
    const membership: Record<string, number[]> = {};
    const saleIds: number[] = [];
    const published: {id: number; at: number}[] = [];
    const random = prng(20260601);
    const allHandles: string[] = [];

    for (const collection of COLLECTIONS) {
      STYLE_NAMES[collection.handle].forEach((style, styleIndex) => {
        const colourCount = [1, 3, 2, 7, 1, 4, 2, 6][styleIndex % 8];
        const offset = (styleIndex * 5 + collection.handle.length) % COLOURS.length;
        const colours = Array.from({length: colourCount}, (_, i) => COLOURS[(offset + i) % COLOURS.length]);
        const handles = colours.map((c) => slugify(`${style} ${c.handle}`));
        allHandles.push(...handles);
        const swatches = colours.map((c, i) => ({
          handle: handles[i],
          name: c.name,
          parent: c.parent,
          href: `/products/${handles[i]}`,
          swatch: {color: c.hex},
        }));
        colours.forEach((colour, colourIndex) => {
          const id = ++ids.product;
          const row = productFacts({collection, style, styleIndex, colourIndex, id, random});
          const handle = handles[colourIndex];
          const tags = [...row.tags, `colour:${colour.name}`, `colour-family:${colour.parent}`];
          const metafields: Record<string, {type: string; value: string}> = {
            'custom.colors': {type: 'json', value: JSON.stringify(swatches)},
            'custom.colour_handles': {type: 'list.single_line_text_field', value: JSON.stringify(handles)},
            'custom.fabric': {type: 'multi_line_text_field', value: row.fabric},
            'custom.size_indication': {
              type: 'json',
              value: JSON.stringify({model: 'Model is 176 cm / 5\'9" and wears size S / 8', cm: `Length ${row.lengthCm} cm`, in: `Length ${Math.round(row.lengthCm / 2.54)} in`}),
            },
          };
          if (collection.kind === 'bag' || collection.kind === 'shoe') {
            metafields['custom.dimensions'] = {type: 'multi_line_text_field', value: collection.kind === 'bag' ? 'Width 38 cm, height 30 cm, depth 12 cm' : 'Heel height 3 cm'};
          }
          if (row.preOrder) metafields['custom.pre_order_time'] = {type: 'single_line_text_field', value: 'Ships in 3–4 weeks'};
          insert.product.run(
            id,
            handle,
            `${style} - ${colour.name}`,
            description(style, colour.name, row.fabric, collection),
            collection.productType,
            'Meadow & Co.',
            JSON.stringify(tags),
            JSON.stringify(metafields),
            new Date(row.publishedAt).toISOString(),
            new Date(row.publishedAt).toISOString(),
            row.unitsSold,
          );
          published.push({id, at: row.publishedAt});
          (membership[collection.handle] ??= []).push(id);
          if (row.salePercent) saleIds.push(id);

          const sizes = SIZE_RUNS[collection.sizes as keyof typeof SIZE_RUNS];
          sizes.forEach((size, position) => {
            const variantId = ++ids.variant;
            const inventory = row.soldOut ? 0 : row.lowStock && position === 1 ? 2 : Math.floor(random() * 22) - (random() < 0.12 ? 30 : 0);
            insert.variant.run(variantId, id, position + 1, size, `${slugify(style).slice(0, 12).toUpperCase()}-${colour.handle.slice(0, 3).toUpperCase()}-${size}`, JSON.stringify([{name: 'Size', value: size}]), Math.max(0, inventory), 1);
            for (const [currency, amount] of Object.entries(row.prices)) {
              const compareAt = row.salePercent ? amount : null;
              const sale = row.salePercent ? Math.round((amount * (100 - row.salePercent)) / 100 / 100) * 100 : amount;
              insert.price.run(variantId, currency, sale, compareAt);
            }
          });
          addMedia(insert, ids, id, handle, `${style} in ${colour.name}`, {video: id % 17 === 0, external: id % 23 === 0 ? (id % 2 ? 'YOUTUBE' : 'VIMEO') : undefined});
        });
      });
    }

    // Styled-with: a few products from other collections, by handle.
    const update = db.prepare('UPDATE products SET metafields = ? WHERE id = ?');
    for (const row of db.prepare('SELECT id, metafields FROM products').all() as {id: number; metafields: string}[]) {
      const metafields = JSON.parse(row.metafields);
      const picks = [0, 1, 2].map((k) => allHandles[(row.id * 7 + k * 31) % allHandles.length]);
      metafields['custom.styled_with'] = {type: 'list.product_reference', value: JSON.stringify(picks)};
      metafields['custom.styled_with_legacy'] = {type: 'list.single_line_text_field', value: JSON.stringify(picks.slice(0, 2))};
      const video = db.prepare("SELECT id, sources FROM media WHERE product_id = ? AND kind = 'VIDEO'").get(row.id) as {id: number; sources: string} | undefined;
      if (video) {
        metafields['custom.video_url'] = {type: 'url', value: (JSON.parse(video.sources) as {url: string}[])[0].url};
        metafields['custom.video_file'] = {type: 'file_reference', value: `gid://shopify/Video/${video.id}`};
      }
      update.run(JSON.stringify(metafields), row.id);
    }

    seedGiftCards(insert, ids, membership);
    seedOneDollar(insert, ids);

    membership['new-arrivals'] = [...published].sort((a, b) => b.at - a.at).slice(0, 24).map((p) => p.id);
    membership.sale = saleIds;
    // Members-only edits, unlocked by a password on their content page.
    membership['vip-preview'] = (membership.dresses ?? []).slice(0, 6).concat((membership.outerwear ?? []).slice(0, 6));
    membership['vip-archive'] = (membership.knitwear ?? []).slice(0, 8);
    const collectionRows = [
      ...COLLECTIONS.map((c) => ({handle: c.handle, title: c.title, description: c.description})),
      {handle: 'new-arrivals', title: 'New Arrivals', description: 'The latest pieces, just landed.'},
      {handle: 'sale', title: 'Sale', description: 'Last chance styles at lower prices.'},
      {handle: 'gift-cards', title: 'Gift Cards', description: 'Let them choose.'},
      {handle: 'vip-preview', title: 'VIP Preview', description: 'An early look for our VIP customers.'},
      {handle: 'vip-archive', title: 'VIP Archive', description: 'Past VIP edits.'},
    ];
    const insertCollection = db.prepare('INSERT INTO collections (id, handle, title, description_html, image_url, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
    const insertMember = db.prepare('INSERT INTO collection_products (collection_id, product_id, position) VALUES (?, ?, ?)');
    collectionRows.forEach((c, index) => {
      const id = 500 + index;
      insertCollection.run(id, c.handle, c.title, `<p>${c.description}</p>`, `/images/collections/${c.handle}.jpg`, new Date(CATALOG_EPOCH).toISOString());
      (membership[c.handle] ?? []).forEach((productId, position) => insertMember.run(id, productId, position + 1));
    });
    bumpCatalogVersion(db);
  });
  return true;
}

function productFacts({collection, styleIndex, colourIndex, id, random}: {collection: Collection; style: string; styleIndex: number; colourIndex: number; id: number; random: () => number}) {
  const usd = collection.basePrice + ((styleIndex * 20) % 80) - 20;
  const salePercent = id % 5 === 0 ? [10, 25, 30, 50][id % 4] : 0;
  const soldOut = id % 13 === 0;
  const tags: string[] = [`style:${STYLES[(styleIndex + colourIndex) % STYLES.length]}`, `occasion:${OCCASIONS[(styleIndex * 3 + colourIndex) % OCCASIONS.length]}`, `fabric:${FABRICS[(styleIndex + id) % FABRICS.length]}`];
  if (soldOut) tags.push(id % 2 ? 'badge:sold out' : 'badge:coming soon');
  if (id % 7 === 0) tags.push(BADGES[id % BADGES.length]);
  const preOrder = id % 29 === 0;
  if (preOrder) tags.push('badge:pre order');
  if (id % 11 === 0) tags.push(`featured-offer:${id % 3 ? 'free-express-shipping' : 'bundle-and-save'}`);
  if (salePercent === 50) tags.push('product-noreturn');
  return {
    prices: localPrices(usd, styleIndex % 3 === 0),
    salePercent,
    soldOut,
    lowStock: id % 6 === 0,
    preOrder,
    tags,
    fabric: FABRICS[(styleIndex + id) % FABRICS.length],
    lengthCm: 60 + ((styleIndex * 13) % 60),
    unitsSold: Math.floor(random() * 500),
    publishedAt: CATALOG_EPOCH - Math.floor(random() * 365) * DAY,
  };
}

function description(style: string, colour: string, fabric: string, collection: Collection) {
  return `<p>The ${style} in ${colour.toLowerCase()}, cut from ${fabric.toLowerCase()} for an easy, considered fit.</p><ul><li>${fabric}</li><li>Designed in Sydney</li><li>Care: gentle wash cold, line dry</li></ul><p>${collection.description}</p>`;
}

function addMedia(insert: Insert, ids: {media: number}, productId: number, handle: string, alt: string, {video, external}: {video: boolean; external?: 'YOUTUBE' | 'VIMEO'}) {
  const views = ['front', 'back', 'detail'];
  let position = 0;
  views.forEach((view, i) => {
    insert.media.run(++ids.media, productId, ++position, 'IMAGE', `/images/products/${handle}-${i + 1}.jpg`, `${alt}, ${view} view`, 1280, 1920, null, null, null, null);
  });
  if (video) {
    const sources = [{url: `/videos/${handle}.mp4`, mimeType: 'video/mp4', format: 'mp4', width: 720, height: 1080}];
    insert.media.run(++ids.media, productId, ++position, 'VIDEO', `/images/products/${handle}-video.jpg`, `${alt}, on the move`, 1280, 1920, null, null, null, JSON.stringify(sources));
  }
  if (external) {
    const [origin, embed] =
      external === 'YOUTUBE'
        ? ['https://www.youtube.com/watch?v=ScMzIvxBSi4', 'https://www.youtube-nocookie.com/embed/ScMzIvxBSi4']
        : ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'];
    insert.media.run(++ids.media, productId, ++position, 'EXTERNAL_VIDEO', `/images/products/${handle}-film.jpg`, `${alt}, the film`, 1280, 1920, external, origin, embed, null);
  }
}

function seedGiftCards(insert: Insert, ids: {product: number; variant: number; media: number}, membership: Record<string, number[]>) {
  const cards = [
    {handle: 'gift-card', title: 'Gift Card', type: 'Gift Card'},
    {handle: 'e-gift-card', title: 'E-Gift Card', type: 'Gift Cards'},
  ];
  for (const card of cards) {
    const id = ++ids.product;
    insert.product.run(id, card.handle, card.title, '<p>Delivered by e-mail with your message. Never expires.</p>', card.type, 'Meadow & Co.', JSON.stringify(['gift']), '{}', new Date(CATALOG_EPOCH - 200 * DAY).toISOString(), new Date(CATALOG_EPOCH - 200 * DAY).toISOString(), 120);
    [50, 100, 200].forEach((value, position) => {
      const variantId = ++ids.variant;
      insert.variant.run(variantId, id, position + 1, `$${value}`, `GIFT-${value}`, JSON.stringify([{name: 'Denominations', value: `$${value}`}]), 0, 0);
      for (const currency of Object.keys(CURRENCY_RATES)) insert.price.run(variantId, currency, value * 100, null);
    });
    addMedia(insert, ids, id, card.handle, card.title, {video: false});
    (membership['gift-cards'] ??= []).push(id);
  }
}

/** The CurrencyExchangeRate product: one US dollar in every currency. Hidden from listings. */
function seedOneDollar(insert: Insert, ids: {product: number; variant: number; media: number}) {
  const id = ++ids.product;
  insert.product.run(id, 'one-dollar', 'One Dollar', '<p>Exchange rate reference.</p>', 'Internal', 'Meadow & Co.', JSON.stringify(['hidden']), '{}', new Date(CATALOG_EPOCH - 400 * DAY).toISOString(), new Date(CATALOG_EPOCH - 400 * DAY).toISOString(), 0);
  const variantId = ++ids.variant;
  insert.variant.run(variantId, id, 1, 'Default Title', 'ONE-DOLLAR', JSON.stringify([{name: 'Title', value: 'Default Title'}]), 0, 0);
  for (const [currency, rate] of Object.entries(CURRENCY_RATES)) insert.price.run(variantId, currency, Math.round(rate * 100), null);
}
