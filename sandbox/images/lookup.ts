/**
 * What to draw for a requested picture: the product's garment (from its style) in its own
 * colour option, a collection's lead product, or an editorial scene for content images.
 */
import type {Database} from '../db.ts';
import {parseJson, type Metafields} from '../catalog/rows.ts';
import {COLOURS, DEPARTMENTS, type Garment} from '../catalog/seed/styles.ts';
import type {Artwork, Pattern, View} from './artwork.ts';

const GARMENT_BY_STYLE = new Map<string, Garment>(
  DEPARTMENTS.flatMap((d) =>
    d.styles.map(([name, garment]) => [name.toLowerCase(), garment] as const),
  ),
);
const GARMENT_BY_TYPE: Record<string, Garment> = {
  dress: 'dress',
  top: 'top',
  knitwear: 'knit',
  pants: 'pants',
  skirt: 'skirt',
  outerwear: 'coat',
  shoes: 'shoe',
  accessories: 'bag',
  swimwear: 'swim',
  'gift card': 'gift',
  'gift cards': 'gift',
};
const VIEWS: Record<string, View> = {
  '1': 'front',
  '2': 'back',
  '3': 'detail',
  video: 'video',
  film: 'film',
};

type Row = {
  handle: string;
  title: string;
  product_type: string;
  tags: string;
  metafields: string;
};

export function garmentOf(row: {
  title: string;
  product_type: string;
}): Garment | 'editorial' {
  const style = row.title
    .split(/\s+-\s+/)[0]
    .trim()
    .toLowerCase();
  return (
    GARMENT_BY_STYLE.get(style) ??
    GARMENT_BY_TYPE[row.product_type.trim().toLowerCase()] ??
    'editorial'
  );
}

function colourOf(row: Row): {colour: string; pattern?: Pattern} {
  const options = parseJson<{handle?: string; name?: string}[]>(
    parseJson<Metafields>(row.metafields, {})['custom.colors']?.value,
    [],
  );
  const name =
    options.find((o) => o.handle === row.handle)?.name ??
    parseJson<string[]>(row.tags, [])
      .find((t) => t.startsWith('colour:'))
      ?.slice(7);
  const known = COLOURS.find((c) => c.name === name);
  if (known) return {colour: known.hex, pattern: known.pattern};
  if (/gift/i.test(row.product_type)) return {colour: '#c9a27c'};
  return {colour: hashColour(row.handle)};
}

export function hashColour(text: string) {
  return COLOURS[
    [...text].reduce((sum, c) => sum + c.charCodeAt(0), 0) % COLOURS.length
  ].hex;
}

const PRODUCT_SQL =
  'SELECT handle, title, product_type, tags, metafields FROM products WHERE handle = ?';
const COLLECTION_LEAD_SQL = `SELECT p.handle, p.title, p.product_type, p.tags, p.metafields FROM products p
  JOIN collection_products cp ON cp.product_id = p.id JOIN collections c ON c.id = cp.collection_id
  WHERE c.handle = ? ORDER BY cp.position LIMIT 1`;

/** undefined when the picture does not exist (unknown product). */
export function artworkFor(
  db: Database,
  folder: string,
  name: string,
  view = '1',
): Artwork | undefined {
  if (folder === 'products') {
    const row = db.prepare(PRODUCT_SQL).get(name) as Row | undefined;
    if (!row) return undefined;
    return {
      garment: garmentOf(row),
      ...colourOf(row),
      view: VIEWS[view] ?? 'front',
    };
  }
  if (folder === 'collections') {
    const row = db.prepare(COLLECTION_LEAD_SQL).get(name) as Row | undefined;
    return row
      ? {garment: garmentOf(row), ...colourOf(row), view: 'film'}
      : {garment: 'editorial', colour: hashColour(name), view: 'front'};
  }
  return {garment: 'editorial', colour: hashColour(name), view: 'front'};
}

export function swatchFor(
  handle: string,
): {colour: string; pattern?: Pattern} | undefined {
  const colour = COLOURS.find((c) => c.handle === handle);
  return colour ? {colour: colour.hex, pattern: colour.pattern} : undefined;
}
