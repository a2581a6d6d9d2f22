/**
 * Collections and their merchandised order. Department collections lead with the first
 * colour of every style, so a grid shows variety rather than one dress in seven colours.
 */
import type {Database} from '../../db.ts';
import {CATALOG_EPOCH} from './epoch.ts';
import {DEPARTMENTS} from './styles.ts';
import type {Written} from './write.ts';

type CollectionSeed = {
  handle: string;
  title: string;
  description: string;
  members: Written[];
};

const colourIndex = (item: Written) => {
  const handles = JSON.parse(
    item.seed.metafields['custom.colour_handles']?.value ?? '[]',
  ) as string[];
  return Math.max(0, handles.indexOf(item.seed.handle));
};

const hasCompareAt = (item: Written) =>
  item.seed.variants.some((v) =>
    Object.values(v.prices).some((p) => p.compareAt !== null),
  );

export function collectionSeeds(written: Written[]): CollectionSeed[] {
  const fashion = written.filter((w) => w.seed.garment !== 'gift');
  const byDepartment = (handle: string) =>
    fashion
      .map((item, order) => ({item, order}))
      .filter(({item}) => item.seed.department === handle)
      .sort(
        (a, b) =>
          colourIndex(a.item) - colourIndex(b.item) || a.order - b.order,
      )
      .map(({item}) => item);
  const departments = DEPARTMENTS.map((d) => ({
    handle: d.handle,
    title: d.title,
    description: d.intro,
    members: byDepartment(d.handle),
  }));
  const newest = [...fashion]
    .sort((a, b) => b.seed.publishedAt - a.seed.publishedAt || a.id - b.id)
    .slice(0, 24);
  const sale = fashion
    .filter(hasCompareAt)
    .sort(
      (a, b) =>
        (b.seed.traits?.salePercent ?? 0) - (a.seed.traits?.salePercent ?? 0) ||
        a.id - b.id,
    );
  const dresses = byDepartment('dresses');
  return [
    ...departments,
    {
      handle: 'new-arrivals',
      title: 'New Arrivals',
      description: 'The latest pieces, just landed.',
      members: newest,
    },
    {
      handle: 'sale',
      title: 'Sale',
      description:
        'Last-chance styles at lower prices. Final sale pieces cannot be returned.',
      members: sale,
    },
    {
      handle: 'gift-cards',
      title: 'Gift Cards',
      description: 'Let them choose, with a gift card delivered by e-mail.',
      members: written.filter((w) => /^gift cards?$/i.test(w.seed.productType)),
    },
    {
      handle: 'vip-preview',
      title: 'VIP Preview',
      description: 'An early look for our VIP customers.',
      members: [
        ...dresses.slice(0, 6),
        ...byDepartment('outerwear').slice(0, 6),
      ],
    },
    {
      handle: 'vip-archive',
      title: 'VIP Archive',
      description: 'Past VIP edits, back for a limited time.',
      members: byDepartment('knitwear').slice(0, 8),
    },
  ];
}

export function writeCollections(db: Database, collections: CollectionSeed[]) {
  const insert = db.prepare(
    'INSERT INTO collections (id, handle, title, description_html, image_url, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const member = db.prepare(
    'INSERT INTO collection_products (collection_id, product_id, position) VALUES (?, ?, ?)',
  );
  collections.forEach((c, index) => {
    const id = 500 + index;
    insert.run(
      id,
      c.handle,
      c.title,
      `<p>${c.description}</p>`,
      `/images/collections/${c.handle}.jpg`,
      new Date(CATALOG_EPOCH).toISOString(),
    );
    c.members.forEach((item, position) =>
      member.run(id, item.id, position + 1),
    );
  });
}
