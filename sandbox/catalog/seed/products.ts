/**
 * Fashion products: each style in each of its colours, with sizes, stock, prices in
 * every currency, tags, metafields and media. Returns plain objects; write.ts stores them.
 */
import {CATALOG_EPOCH, DAY} from './epoch.ts';
import {
  describe,
  dimensionsText,
  fabricText,
  sizeIndication,
} from './descriptions.ts';
import {localPrices, salePrice} from './prices.ts';
import type {Random} from './random.ts';
import {
  COLOUR_COUNTS,
  COLOURS,
  DEPARTMENTS,
  OCCASIONS,
  SIZE_RUNS,
  STYLE_TAGS,
  type Colour,
  type Department,
  type Garment,
} from './styles.ts';
import {traitsFor, type Traits} from './traits.ts';

export type VariantSeed = {
  title: string;
  sku: string;
  options: {name: string; value: string}[];
  inventory: number;
  requiresShipping: boolean;
  prices: Record<string, {amount: number; compareAt: number | null}>;
};

export type MediaSeed =
  | {kind: 'IMAGE'; url: string; alt: string}
  | {kind: 'VIDEO'; url: string; alt: string; source: string}
  | {
      kind: 'EXTERNAL_VIDEO';
      url: string;
      alt: string;
      host: 'YOUTUBE' | 'VIMEO';
    };

export type ProductSeed = {
  handle: string;
  title: string;
  descriptionHtml: string;
  productType: string;
  tags: string[];
  metafields: Record<string, {type: string; value: string}>;
  publishedAt: number;
  unitsSold: number;
  variants: VariantSeed[];
  media: MediaSeed[];
  department: string;
  garment: Garment;
  traits?: Traits;
};

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const code = (text: string, length: number) =>
  slugify(text).replace(/-/g, '').slice(0, length).toUpperCase();

export function swatchFor(colour: Colour) {
  return colour.pattern
    ? {image: `/images/swatches/${colour.handle}.jpg`}
    : {color: colour.hex};
}

export function fashionProducts(random: Random): ProductSeed[] {
  const out: ProductSeed[] = [];
  DEPARTMENTS.forEach((department, departmentIndex) => {
    department.styles.forEach(([style, garment, detail], styleIndex) => {
      const count = COLOUR_COUNTS[styleIndex % COLOUR_COUNTS.length];
      const offset = (styleIndex * 5 + departmentIndex * 3) % COLOURS.length;
      const colours = Array.from(
        {length: count},
        (_, i) => COLOURS[(offset + i) % COLOURS.length],
      );
      const handles = colours.map((c) => slugify(`${style} ${c.handle}`));
      const options = colours.map((c, i) => ({
        handle: handles[i],
        name: c.name,
        parent: c.parent,
        href: `/products/${handles[i]}`,
        swatch: swatchFor(c),
      }));
      const usd =
        department.basePrice +
        [0, 20, -10, 40, 10, -20, 30, 60][styleIndex % 8];
      const withCents = styleIndex % 3 === 1;
      const fabric = department.fabrics[styleIndex % department.fabrics.length];
      colours.forEach((colour, colourIndex) => {
        const traits = traitsFor(out.length);
        const handle = handles[colourIndex];
        out.push({
          handle,
          title: `${style} - ${colour.name}`,
          descriptionHtml: describe({
            style,
            detail,
            colour: colour.name,
            fabric,
            department,
            garment,
            random,
          }),
          productType: department.productType,
          tags: [
            `colour:${colour.name}`,
            `colour-family:${colour.parent}`,
            `style:${STYLE_TAGS[(styleIndex + colourIndex + departmentIndex) % STYLE_TAGS.length]}`,
            `occasion:${OCCASIONS[(styleIndex * 3 + colourIndex) % OCCASIONS.length]}`,
            `fabric:${fabric}`,
            ...traits.tags,
          ],
          metafields: metafields({
            department,
            garment,
            fabric,
            options,
            handles,
            traits,
            random,
          }),
          publishedAt: publishedAt(traits, random),
          unitsSold: unitsSold(traits, random),
          variants: variants({
            department,
            style,
            colour,
            usd,
            withCents,
            traits,
            random,
          }),
          media: media(handle, `${style} in ${colour.name}`, traits),
          department: department.handle,
          garment,
          traits,
        });
      });
    });
  });
  return out;
}

function metafields({
  department,
  garment,
  fabric,
  options,
  handles,
  traits,
  random,
}: {
  department: Department;
  garment: Garment;
  fabric: string;
  options: object[];
  handles: string[];
  traits: Traits;
  random: Random;
}) {
  const fields: Record<string, {type: string; value: string}> = {
    'custom.colors': {type: 'json', value: JSON.stringify(options)},
    'custom.colour_handles': {
      type: 'list.single_line_text_field',
      value: JSON.stringify(handles),
    },
    'custom.fabric': {
      type: 'multi_line_text_field',
      value: fabricText(fabric, garment),
    },
  };
  const dimensions = dimensionsText(garment);
  if (dimensions)
    fields['custom.dimensions'] = {
      type: 'multi_line_text_field',
      value: dimensions,
    };
  const indication = sizeIndication(department, garment, random);
  if (indication)
    fields['custom.size_indication'] = {type: 'json', value: indication};
  if (traits.preOrder)
    fields['custom.pre_order_time'] = {
      type: 'single_line_text_field',
      value: random.pick([
        'Ships in 3–4 weeks',
        'Ships mid-July',
        'Ships in 6 weeks',
      ]),
    };
  return fields;
}

function publishedAt(traits: Traits, random: Random) {
  const isNew = traits.tags.includes('badge:new');
  const days = isNew ? random.int(0, 20) : random.int(0, 364);
  return CATALOG_EPOCH - days * DAY - random.int(0, 23) * 3_600_000;
}

function unitsSold(traits: Traits, random: Random) {
  if (traits.tags.includes('badge:best seller')) return random.int(900, 1500);
  if (traits.tags.includes('badge:most loved')) return random.int(500, 900);
  return random.int(0, 450);
}

function variants({
  department,
  style,
  colour,
  usd,
  withCents,
  traits,
  random,
}: {
  department: Department;
  style: string;
  colour: Colour;
  usd: number;
  withCents: boolean;
  traits: Traits;
  random: Random;
}): VariantSeed[] {
  const regular = localPrices(usd, withCents);
  const sizes = SIZE_RUNS[department.sizes];
  const lowSizes = new Set(
    traits.lowStock
      ? [random.int(0, sizes.length - 1), random.int(0, sizes.length - 1)]
      : [],
  );
  return sizes.map((size, index) => {
    let inventory = traits.soldOut
      ? 0
      : random.chance(0.1) && sizes.length > 1
        ? 0
        : random.int(4, 30);
    if (lowSizes.has(index)) inventory = random.int(1, 3);
    return {
      title: size,
      sku: `${code(style, 8)}-${code(colour.handle, 3)}-${size}`,
      options: [{name: 'Size', value: size}],
      inventory,
      requiresShipping: true,
      prices: Object.fromEntries(
        Object.entries(regular).map(([currency, amount]) =>
          traits.salePercent
            ? [
                currency,
                {
                  amount: salePrice(amount, traits.salePercent),
                  compareAt: amount,
                },
              ]
            : [currency, {amount, compareAt: null}],
        ),
      ),
    };
  });
}

function media(handle: string, alt: string, traits: Traits): MediaSeed[] {
  const out: MediaSeed[] = [
    {
      kind: 'IMAGE',
      url: `/images/products/${handle}-1.jpg`,
      alt: `${alt}, front view`,
    },
  ];
  if (traits.video)
    out.push({
      kind: 'VIDEO',
      url: `/images/products/${handle}-video.jpg`,
      alt: `${alt}, on the move`,
      source: `/videos/${handle}.mp4`,
    });
  out.push(
    {
      kind: 'IMAGE',
      url: `/images/products/${handle}-2.jpg`,
      alt: `${alt}, back view`,
    },
    {
      kind: 'IMAGE',
      url: `/images/products/${handle}-3.jpg`,
      alt: `${alt}, detail`,
    },
  );
  if (traits.externalVideo)
    out.push({
      kind: 'EXTERNAL_VIDEO',
      url: `/images/products/${handle}-film.jpg`,
      alt: `${alt}, the film`,
      host: traits.externalVideo,
    });
  return out;
}
