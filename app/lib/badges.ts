/**
 * The badge on a product tile. A real discount always wins ('save 30%'); otherwise
 * merchandisers choose one with a 'badge:' product tag, and when a product carries
 * several the highest in BADGE_PRIORITY shows.
 */

export type BadgeKind = 'positive' | 'negative' | 'default' | 'highlight';
export type Badge = {label: string; kind: BadgeKind};

export type BadgeRule = {
  name: string;
  matches: (text: string) => boolean;
  kind: BadgeKind;
  /** The wording shown: fixed for known badges, the merchandiser's own for free text. */
  label: (text: string, raw: string) => string;
  /** Stock words would contradict a product that can be bought. */
  onlyWhenOutOfStock?: boolean;
  onlyWhenHighlighted?: boolean;
};

const startsWith = (prefix: string) => (text: string) =>
  text === prefix ||
  text.startsWith(`${prefix} `) ||
  text.startsWith(`${prefix}:`);
const is = (word: string) => (text: string) => text === word;
const fixed = (word: string) => () => word;
const asWritten = (_text: string, raw: string) => raw;

/**
 * Kinds: offers are highlighted like discounts; scarcity and stock-outs are negative;
 * popularity and newness are positive; neutral notices (coming soon, pre order) and
 * custom text use the default style. A ':highlight' suffix on any badge tag shows
 * it in the highlight style.
 */
export const BADGE_PRIORITY: readonly BadgeRule[] = [
  {
    name: 'save',
    matches: startsWith('save'),
    kind: 'highlight',
    label: asWritten,
  },
  {
    name: 'use code',
    matches: startsWith('use code'),
    kind: 'highlight',
    label: asWritten,
  },
  {
    name: 'trending',
    matches: is('trending'),
    kind: 'positive',
    label: fixed('trending'),
  },
  {
    name: 'low in stock',
    matches: is('low in stock'),
    kind: 'negative',
    label: fixed('low in stock'),
  },
  {
    name: 'custom',
    matches: (text) => /^custom[ :]./.test(text),
    kind: 'default',
    label: (_text, raw) => raw.replace(/^custom[\s_:-]+/i, '').trim(),
  },
  {
    name: 'coming soon',
    matches: is('coming soon'),
    kind: 'default',
    label: fixed('coming soon'),
    onlyWhenOutOfStock: true,
  },
  {
    name: 'sold out',
    matches: is('sold out'),
    kind: 'negative',
    label: fixed('sold out'),
    onlyWhenOutOfStock: true,
  },
  {
    name: 'pre order',
    matches: (text) => text === 'pre order' || text === 'preorder',
    kind: 'default',
    label: fixed('pre order'),
  },
  {
    name: 'most loved',
    matches: is('most loved'),
    kind: 'positive',
    label: fixed('most loved'),
  },
  {
    name: 'best seller',
    matches: (text) => text === 'best seller' || text === 'bestseller',
    kind: 'positive',
    label: fixed('best seller'),
  },
  {name: 'new', matches: is('new'), kind: 'positive', label: fixed('new')},
  // Any other text tagged ':highlight' ('badge:Members only:highlight').
  {
    name: 'highlight',
    matches: () => true,
    kind: 'highlight',
    label: asWritten,
    onlyWhenHighlighted: true,
  },
];

/**
 * Product types whose tiles never show a badge. The spec leaves this unknown, so it
 * is empty; add a type here rather than special-casing it in a component.
 */
export const HIDDEN_BADGE_PRODUCT_TYPES: readonly string[] = [];

const BADGE_TAG = /^badge:/i;
const HIGHLIGHT_SUFFIX = /:highlight$/i;

function toNumber(value: number | string | null | undefined): number {
  const number =
    typeof value === 'string' ? Number(value.trim() || NaN) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : NaN;
}

/** Whole percent off the compare-at price; 0 when there is no real discount. */
export function discountPercent(
  price: number | string | null | undefined,
  compareAtPrice: number | string | null | undefined,
): number {
  const now = toNumber(price);
  const was = toNumber(compareAtPrice);
  if (!(now >= 0) || !(was > now)) return 0;
  return Math.round(((was - now) / was) * 100);
}

// Tags arrive as 'badge:Pre-Order', 'badge: best_seller ', ... : compare on one spelling.
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

export function productBadge({
  tags,
  price,
  compareAtPrice,
  inStock,
  productType,
}: {
  tags: readonly string[] | null | undefined;
  price: number | string | null | undefined;
  compareAtPrice?: number | string | null;
  inStock: boolean;
  productType?: string | null;
}): Badge | null {
  const type = String(productType ?? '')
    .trim()
    .toLowerCase();
  if (
    HIDDEN_BADGE_PRODUCT_TYPES.some((hidden) => hidden.toLowerCase() === type)
  )
    return null;

  const percent = discountPercent(price, compareAtPrice);
  if (percent > 0) return {label: `save ${percent}%`, kind: 'highlight'};

  const badgeTexts = (tags ?? [])
    .filter(
      (tag): tag is string =>
        typeof tag === 'string' && BADGE_TAG.test(tag.trim()),
    )
    .map((tag) => {
      const body = tag.trim().replace(BADGE_TAG, '').trim();
      const raw = body.replace(HIGHLIGHT_SUFFIX, '').trim();
      return {
        raw,
        text: normalise(raw),
        highlighted: HIGHLIGHT_SUFFIX.test(body),
      };
    })
    .filter(({text}) => text !== '');

  for (const rule of BADGE_PRIORITY) {
    if (rule.onlyWhenOutOfStock && inStock) continue;
    const found = badgeTexts.find(
      ({text, highlighted}) =>
        (!rule.onlyWhenHighlighted || highlighted) && rule.matches(text),
    );
    if (found) {
      const label = rule.label(found.text, found.raw);
      if (label)
        return {label, kind: found.highlighted ? 'highlight' : rule.kind};
    }
  }
  return null;
}

const OFFER_TAG = /^featured-offer:/i;

/** Offer ids from 'featured-offer:{id}' tags, in tag order, without repeats. */
export function featuredOffers(
  tags: readonly string[] | null | undefined,
): string[] {
  const ids = (tags ?? [])
    .filter(
      (tag): tag is string =>
        typeof tag === 'string' && OFFER_TAG.test(tag.trim()),
    )
    .map((tag) => tag.trim().replace(OFFER_TAG, '').trim())
    .filter(Boolean);
  return [...new Set(ids)];
}

/** Final sale: the product can't be returned. */
export function isFinalSale(
  tags: readonly string[] | null | undefined,
): boolean {
  return (tags ?? []).some(
    (tag) =>
      typeof tag === 'string' &&
      tag.trim().toLowerCase() === 'product-noreturn',
  );
}
