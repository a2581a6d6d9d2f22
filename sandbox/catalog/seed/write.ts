/**
 * Stores product seeds in the catalog tables with stable integer ids (products from 1001,
 * variants from 40001, media from 70001), so gids in tests and bookmarks survive a reseed.
 */
import type {Database} from '../../db.ts';
import {IMAGE_SIZE, VIDEO_SIZE} from '../../images/formats.ts';
import {CATALOG_EPOCH} from './epoch.ts';
import type {MediaSeed, ProductSeed} from './products.ts';
import {VENDOR} from './styles.ts';

const EXTERNAL = {
  YOUTUBE: {
    origin: 'https://www.youtube.com/watch?v=ScMzIvxBSi4',
    embed: 'https://www.youtube-nocookie.com/embed/ScMzIvxBSi4',
  },
  VIMEO: {
    origin: 'https://vimeo.com/76979871',
    embed: 'https://player.vimeo.com/video/76979871',
  },
};

export type Written = {id: number; seed: ProductSeed; videoId?: number};

export function writeProducts(db: Database, seeds: ProductSeed[]): Written[] {
  const ids = {product: 1000, variant: 40000, media: 70000};
  const product = db.prepare(
    `INSERT INTO products (id, handle, title, description_html, product_type, vendor, tags, metafields, published, created_at, published_at, units_sold)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
  );
  const variant = db.prepare(
    'INSERT INTO variants (id, product_id, position, title, sku, options, inventory, requires_shipping) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const price = db.prepare(
    'INSERT INTO variant_prices (variant_id, currency, amount, compare_at) VALUES (?, ?, ?, ?)',
  );
  const media = db.prepare(
    `INSERT INTO media (id, product_id, position, kind, url, alt, width, height, host, origin_url, embed_url, sources)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  return seeds.map((seed) => {
    const id = ++ids.product;
    const created = new Date(
      Math.min(seed.publishedAt, CATALOG_EPOCH) - 3 * 86_400_000,
    ).toISOString();
    product.run(
      id,
      seed.handle,
      seed.title,
      seed.descriptionHtml,
      seed.productType,
      VENDOR,
      JSON.stringify(seed.tags),
      JSON.stringify(seed.metafields),
      created,
      new Date(seed.publishedAt).toISOString(),
      seed.unitsSold,
    );
    seed.variants.forEach((v, index) => {
      const variantId = ++ids.variant;
      variant.run(
        variantId,
        id,
        index + 1,
        v.title,
        v.sku,
        JSON.stringify(v.options),
        v.inventory,
        v.requiresShipping ? 1 : 0,
      );
      for (const [currency, p] of Object.entries(v.prices))
        price.run(variantId, currency, p.amount, p.compareAt);
    });
    let videoId: number | undefined;
    seed.media.forEach((m, index) => {
      const mediaId = ++ids.media;
      if (m.kind === 'VIDEO' && videoId === undefined) videoId = mediaId;
      media.run(
        mediaId,
        id,
        index + 1,
        m.kind,
        m.url,
        m.alt,
        IMAGE_SIZE.width,
        IMAGE_SIZE.height,
        ...mediaExtras(m),
      );
    });
    return {id, seed, videoId};
  });
}

function mediaExtras(
  m: MediaSeed,
): [string | null, string | null, string | null, string | null] {
  if (m.kind === 'EXTERNAL_VIDEO')
    return [m.host, EXTERNAL[m.host].origin, EXTERNAL[m.host].embed, null];
  if (m.kind === 'VIDEO') {
    return [
      null,
      null,
      null,
      JSON.stringify([
        {
          url: m.source,
          mimeType: 'video/mp4',
          format: 'mp4',
          width: VIDEO_SIZE.width,
          height: VIDEO_SIZE.height,
        },
      ]),
    ];
  }
  return [null, null, null, null];
}

/** Metafields that point at other rows, set once every product has its id and handle. */
export function linkProducts(
  db: Database,
  written: Written[],
  pickStyledWith: (item: Written) => string[],
) {
  const update = db.prepare('UPDATE products SET metafields = ? WHERE id = ?');
  for (const item of written) {
    const fields = {...item.seed.metafields};
    const styled = pickStyledWith(item);
    if (styled.length) {
      fields['custom.styled_with'] = {
        type: 'list.product_reference',
        value: JSON.stringify(styled),
      };
      fields['custom.styled_with_legacy'] = {
        type: 'list.single_line_text_field',
        value: JSON.stringify(styled.slice(0, 2)),
      };
    }
    const video = item.seed.media.find((m) => m.kind === 'VIDEO');
    if (video && video.kind === 'VIDEO' && item.videoId !== undefined) {
      fields['custom.video_url'] = {type: 'url', value: video.source};
      fields['custom.video_file'] = {
        type: 'file_reference',
        value: `gid://shopify/Video/${item.videoId}`,
      };
    }
    item.seed.metafields = fields;
    update.run(JSON.stringify(fields), item.id);
  }
}
