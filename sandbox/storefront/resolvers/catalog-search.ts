/**
 * The Storefront API's product `query:` argument: Shopify's search syntax (field:value
 * terms, quoted phrases, * prefixes, comparisons, AND/OR/NOT, "-" and parentheses) over
 * the catalog, plus the sort keys of `products` and `Collection.products`.
 */
import type {Database} from '../../db.ts';
import {
  groupBy,
  isUntrackedType,
  parseJson,
  type PriceRow,
  type ProductRow,
  type VariantRow,
} from '../../catalog/rows.ts';

export type Searchable = {
  row: ProductRow;
  tags: string[];
  variants: VariantRow[];
  /** Variant prices in the shopper's currency, minor units. */
  prices: {amount: number; compareAt: number | null}[];
  available: boolean;
};

export function searchables(
  db: Database,
  rows: ProductRow[],
  currency: string,
): Searchable[] {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const marks = ids.map(() => '?').join(',');
  const variants = groupBy(
    db
      .prepare(
        `SELECT * FROM variants WHERE product_id IN (${marks}) ORDER BY position`,
      )
      .all(...ids) as VariantRow[],
    (v) => v.product_id,
  );
  const prices = groupBy(
    db
      .prepare(
        `SELECT vp.* FROM variant_prices vp JOIN variants v ON v.id = vp.variant_id WHERE v.product_id IN (${marks}) AND vp.currency IN (?, 'USD')`,
      )
      .all(...ids, currency) as PriceRow[],
    (p) => p.variant_id,
  );
  return rows.map((row) => {
    const list = variants.get(row.id) ?? [];
    return {
      row,
      tags: parseJson<string[]>(row.tags, []),
      variants: list,
      prices: list.map((v) => {
        const options = prices.get(v.id) ?? [];
        const price =
          options.find((p) => p.currency === currency) ??
          options.find((p) => p.currency === 'USD');
        return {
          amount: price?.amount ?? 0,
          compareAt: price?.compare_at ?? null,
        };
      }),
      available: list.some(
        (v) => isUntrackedType(row.product_type) || v.inventory > 0,
      ),
    };
  });
}

type Node =
  | {kind: 'term'; field?: string; value: string}
  | {kind: 'not'; node: Node}
  | {kind: 'and' | 'or'; nodes: Node[]};

const TOKEN = /\s*(\(|\)|-(?=[^\s)])|[^\s()"']*(?:"[^"]*"|'[^']*')|[^\s()]+)/y;

function tokenize(query: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  let match: RegExpExecArray | null;
  while (TOKEN.lastIndex < query.length && (match = TOKEN.exec(query))) {
    if (!match[1]) break;
    tokens.push(match[1]);
  }
  return tokens;
}

export function parseQuery(query: string): Node | undefined {
  const tokens = tokenize(query);
  let i = 0;
  const orExpr = (): Node | undefined => {
    const nodes = [andExpr()].filter((n): n is Node => Boolean(n));
    while (tokens[i] === 'OR') {
      i++;
      const next = andExpr();
      if (next) nodes.push(next);
    }
    return nodes.length > 1 ? {kind: 'or', nodes} : nodes[0];
  };
  const andExpr = (): Node | undefined => {
    const nodes: Node[] = [];
    while (i < tokens.length && tokens[i] !== ')' && tokens[i] !== 'OR') {
      if (tokens[i] === 'AND') {
        i++;
        continue;
      }
      const node = notExpr();
      if (node) nodes.push(node);
    }
    return nodes.length > 1 ? {kind: 'and', nodes} : nodes[0];
  };
  const notExpr = (): Node | undefined => {
    if (tokens[i] === 'NOT' || tokens[i] === '-') {
      i++;
      const node = notExpr();
      return node && {kind: 'not', node};
    }
    if (tokens[i] === '(') {
      i++;
      const node = orExpr();
      if (tokens[i] === ')') i++;
      return node;
    }
    return term(tokens[i++]);
  };
  const term = (token: string | undefined): Node | undefined => {
    if (!token) return undefined;
    const colon = /^([a-z_.]+):(.*)$/i.exec(token);
    const unquote = (text: string) => text.replace(/^"(.*)"$|^'(.*)'$/, '$1$2');
    return colon
      ? {kind: 'term', field: colon[1].toLowerCase(), value: unquote(colon[2])}
      : {kind: 'term', value: unquote(token)};
  };
  const root = orExpr();
  return root;
}

export function textMatches(haystack: string, needle: string) {
  const lower = haystack.toLowerCase();
  const wanted = needle.toLowerCase().replace(/\*$/, '');
  if (!wanted) return true;
  return (
    lower.split(/[^a-z0-9]+/).some((word) => word.startsWith(wanted)) ||
    lower.includes(wanted)
  );
}

function equals(actual: string, wanted: string) {
  const a = actual.toLowerCase();
  const w = wanted.toLowerCase();
  return w.endsWith('*') ? a.startsWith(w.slice(0, -1)) : a === w;
}

function compare(
  actual: number,
  spec: string,
  parse: (text: string) => number,
) {
  const match = /^(>=|<=|>|<)?(.+)$/.exec(spec);
  if (!match) return false;
  const wanted = parse(match[2]);
  if (Number.isNaN(wanted)) return false;
  switch (match[1]) {
    case '>':
      return actual > wanted;
    case '<':
      return actual < wanted;
    case '>=':
      return actual >= wanted;
    case '<=':
      return actual <= wanted;
    default:
      return actual === wanted;
  }
}

const toMinor = (text: string) => Math.round(Number(text) * 100);
const toTime = (text: string) => Date.parse(text.replace(/^'|'$/g, ''));

function matchTerm(
  p: Searchable,
  field: string | undefined,
  value: string,
): boolean {
  switch (field) {
    case undefined:
      return [
        p.row.title,
        p.row.product_type,
        p.row.vendor,
        p.tags.join(' '),
        ...p.variants.map((v) => `${v.sku} ${v.title}`),
      ].some((text) => textMatches(text, value));
    case 'title':
      return textMatches(p.row.title, value);
    case 'handle':
      return equals(p.row.handle, value);
    case 'tag':
      return p.tags.some((t) => equals(t, value));
    case 'tag_not':
      return !p.tags.some((t) => equals(t, value));
    case 'product_type':
      return equals(p.row.product_type, value);
    case 'vendor':
      return equals(p.row.vendor, value);
    case 'sku':
    case 'variants.sku':
      return p.variants.some((v) => equals(v.sku, value));
    case 'id':
      return compare(
        p.row.id,
        value.replace(/^gid:\/\/shopify\/Product\//, ''),
        Number,
      );
    case 'available_for_sale':
      return String(p.available) === value.toLowerCase();
    case 'is_price_reduced':
      return (
        String(
          p.prices.some((x) => x.compareAt !== null && x.compareAt > x.amount),
        ) === value.toLowerCase()
      );
    case 'variants.price':
    case 'price':
      return p.prices.some((x) => compare(x.amount, value, toMinor));
    case 'created_at':
      return compare(Date.parse(p.row.created_at), value, toTime);
    case 'updated_at':
    case 'published_at':
      return compare(Date.parse(p.row.published_at), value, toTime);
    default:
      // Fields the Storefront API does not search are ignored rather than matching nothing.
      return true;
  }
}

/** Evaluates a parsed query with a caller's test for each field:value term. */
export function evaluate(
  node: Node | undefined,
  term: (field: string | undefined, value: string) => boolean,
): boolean {
  if (!node) return true;
  switch (node.kind) {
    case 'term':
      return term(node.field, node.value);
    case 'not':
      return !evaluate(node.node, term);
    case 'and':
      return node.nodes.every((n) => evaluate(n, term));
    case 'or':
      return node.nodes.some((n) => evaluate(n, term));
  }
}

export const matches = (p: Searchable, node: Node | undefined) =>
  evaluate(node, (field, value) => matchTerm(p, field, value));

/** A free-text or field term against plain text fields, for pages, articles and redirects. */
export function textTerm(
  fields: Record<string, string | string[]>,
  field: string | undefined,
  value: string,
): boolean {
  if (field === undefined)
    return Object.values(fields)
      .flat()
      .some((text) => textMatches(text, value));
  const own = fields[field];
  if (own === undefined) return true;
  return [own]
    .flat()
    .some((text) =>
      field === 'handle' || field === 'tag' || field === 'type'
        ? equals(text, value)
        : textMatches(text, value),
    );
}

/** Free-text words of a query, for RELEVANCE ordering. */
export function freeWords(node: Node | undefined): string[] {
  if (!node) return [];
  if (node.kind === 'term') return node.field ? [] : [node.value];
  if (node.kind === 'not') return [];
  return node.nodes.flatMap(freeWords);
}

const minPrice = (p: Searchable) =>
  Math.min(...p.prices.map((x) => x.amount), Number.MAX_SAFE_INTEGER);

export function sortProducts(
  list: (Searchable & {position?: number})[],
  sortKey: string | null | undefined,
  query?: Node,
): typeof list {
  const byId = (a: Searchable, b: Searchable) => a.row.id - b.row.id;
  const compareBy: Record<
    string,
    (
      a: Searchable & {position?: number},
      b: Searchable & {position?: number},
    ) => number
  > = {
    TITLE: (a, b) => a.row.title.localeCompare(b.row.title) || byId(a, b),
    PRODUCT_TYPE: (a, b) =>
      a.row.product_type.localeCompare(b.row.product_type) || byId(a, b),
    VENDOR: (a, b) => a.row.vendor.localeCompare(b.row.vendor) || byId(a, b),
    CREATED_AT: (a, b) =>
      a.row.created_at.localeCompare(b.row.created_at) || byId(a, b),
    CREATED: (a, b) =>
      a.row.created_at.localeCompare(b.row.created_at) || byId(a, b),
    UPDATED_AT: (a, b) =>
      a.row.published_at.localeCompare(b.row.published_at) || byId(a, b),
    BEST_SELLING: (a, b) => b.row.units_sold - a.row.units_sold || byId(a, b),
    PRICE: (a, b) => minPrice(a) - minPrice(b) || byId(a, b),
    ID: byId,
    MANUAL: (a, b) => (a.position ?? 0) - (b.position ?? 0) || byId(a, b),
    COLLECTION_DEFAULT: (a, b) =>
      (a.position ?? 0) - (b.position ?? 0) || byId(a, b),
  };
  const words = freeWords(query);
  if (sortKey === 'RELEVANCE' && words.length) {
    const score = (p: Searchable) =>
      words.reduce(
        (n, w) =>
          n +
          (textMatches(p.row.title, w) ? 3 : 0) +
          (p.tags.some((t) => textMatches(t, w)) ? 1 : 0),
        0,
      );
    return [...list].sort(
      (a, b) =>
        score(b) - score(a) ||
        (a.position ?? 0) - (b.position ?? 0) ||
        byId(a, b),
    );
  }
  const fallback = list.some((p) => p.position !== undefined)
    ? compareBy.MANUAL
    : byId;
  return [...list].sort(compareBy[sortKey ?? ''] ?? fallback);
}
