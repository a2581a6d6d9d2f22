/**
 * Shared by the sandbox search tests: request helpers over a started sandbox.
 */
import type {Sandbox} from '../../../sandbox/server.ts';
import {bumpCatalogVersion} from '../../../sandbox/catalog/version.ts';

export type Hit = Record<string, any>;
export type SearchBody = {
  pagination: {
    totalResults: number;
    begin: number;
    end: number;
    currentPage: number;
    totalPages: number;
    previousPage: number;
    nextPage: number;
    perPage: number;
    defaultPerPage: number;
  };
  results: Hit[];
  facets: any[];
  sorting: {
    options: {
      field: string;
      direction: string;
      label: string;
      active: number;
    }[];
  };
  filterSummary: any[];
  merchandising: {
    redirect: string;
    content: Record<string, any>;
    triggeredCampaigns: any[];
  };
  didYouMean?: {query: string};
  query?: {matchType?: string; original?: string; corrected?: string};
  autocomplete?: {query: string; correctedQuery?: string};
};

export function searchClient(sandbox: Sandbox, siteId = 'sandbox-us') {
  async function raw(
    path: string,
    params: Record<string, string | number | (string | number)[]> | string = {},
  ) {
    if (typeof params === 'string')
      return fetch(`${sandbox.origin}${path}?${params}`);
    const query = new URLSearchParams();
    if (!('siteId' in params)) query.append('siteId', siteId);
    for (const [key, value] of Object.entries(params)) {
      for (const one of Array.isArray(value) ? value : [value])
        query.append(key, String(one));
    }
    return fetch(`${sandbox.origin}${path}?${query}`);
  }
  async function body<T>(
    path: string,
    params: Parameters<typeof raw>[1] = {},
  ): Promise<T> {
    const response = await raw(path, params);
    if (!response.ok)
      throw new Error(
        `${path} answered ${response.status}: ${await response.text()}`,
      );
    return (await response.json()) as T;
  }
  return {
    raw,
    search: (params: Parameters<typeof raw>[1] = {}) =>
      body<SearchBody>('/api/search/search.json', params),
    autocomplete: (params: Parameters<typeof raw>[1] = {}) =>
      body<SearchBody>('/api/search/autocomplete.json', params),
    suggest: (params: Parameters<typeof raw>[1] = {}) =>
      body<any>('/api/suggest/query', params),
    trending: (params: Parameters<typeof raw>[1] = {}) =>
      body<{trending: {queries: {searchQuery: string; popularity: number}[]}}>(
        '/api/suggest/trending',
        params,
      ),
  };
}

export const names = (body: SearchBody) =>
  body.results.map((hit) => hit.name as string);
export const handles = (body: SearchBody) =>
  body.results.map((hit) => hit.handle as string);
export const facet = (body: SearchBody, field: string) =>
  body.facets.find((f) => f.field === field);
export const facetCount = (body: SearchBody, field: string, value: string) =>
  facet(body, field)?.values.find((v: {value: string}) => v.value === value)
    ?.count ?? 0;

/** A product straight into the catalog tables, then a catalog version bump so the index rebuilds. */
export function addCatalogProduct(
  sandbox: Sandbox,
  {
    title,
    description = '',
    productType = 'Top',
    tags = [],
    collection,
    sizes = ['M'],
    usd = 100,
  }: {
    title: string;
    description?: string;
    productType?: string;
    tags?: string[];
    collection?: string;
    sizes?: string[];
    usd?: number;
  },
) {
  const {db} = sandbox;
  const handle = `${title.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
  const now = new Date().toISOString();
  const product = db
    .prepare(
      'INSERT INTO products (handle, title, description_html, product_type, vendor, tags, created_at, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      handle,
      title,
      `<p>${description}</p>`,
      productType,
      'Sandbox',
      JSON.stringify(tags),
      now,
      now,
    );
  const productId = Number(product.lastInsertRowid);
  db.prepare(
    "INSERT INTO media (product_id, position, kind, url, alt, width, height) VALUES (?, 1, 'IMAGE', ?, ?, 1280, 1920)",
  ).run(productId, `/images/products/${handle}-1.jpg`, title);
  sizes.forEach((size, i) => {
    const variant = db
      .prepare(
        'INSERT INTO variants (product_id, position, title, sku, options, inventory) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        productId,
        i + 1,
        size,
        `FIX-${productId}-${size}`,
        JSON.stringify([{name: 'Size', value: size}]),
        5,
      );
    db.prepare(
      'INSERT INTO variant_prices (variant_id, currency, amount, compare_at) VALUES (?, ?, ?, NULL)',
    ).run(Number(variant.lastInsertRowid), 'USD', usd * 100);
  });
  if (collection) {
    const row = db
      .prepare('SELECT id FROM collections WHERE handle = ?')
      .get(collection) as {id: number};
    db.prepare(
      'INSERT INTO collection_products (collection_id, product_id, position) VALUES (?, ?, 999)',
    ).run(row.id, productId);
  }
  bumpCatalogVersion(db);
  return {productId, handle};
}

/**
 * Handles and counts read from the seeded catalog, so the tests follow the seed
 * rather than hard-coding it.
 */
export function catalogFacts(sandbox: Sandbox) {
  const {db} = sandbox;
  const handle = (sql: string) => {
    const row = db.prepare(sql).get() as {handle: string} | undefined;
    if (!row) throw new Error(`No catalog product for: ${sql}`);
    return row.handle;
  };
  const listed = 'p.published = 1 AND p.tags NOT LIKE \'%"hidden"%\'';
  const inCollection = (collection: string) =>
    `SELECT p.handle FROM products p JOIN collection_products cp ON cp.product_id = p.id JOIN collections c ON c.id = cp.collection_id WHERE c.handle = '${collection}' AND ${listed}`;
  return {
    collectionSize: (collection: string) =>
      (
        db
          .prepare(`SELECT COUNT(*) AS n FROM (${inCollection(collection)})`)
          .get() as {n: number}
      ).n,
    typeCount: (productType: string) =>
      (
        db
          .prepare(
            `SELECT COUNT(*) AS n FROM products p WHERE p.product_type = ? AND ${listed}`,
          )
          .get(productType) as {n: number}
      ).n,
    saleDress: handle(
      `${inCollection('dresses')} AND EXISTS (SELECT 1 FROM variants v JOIN variant_prices vp ON vp.variant_id = v.id WHERE v.product_id = p.id AND vp.compare_at > vp.amount) ORDER BY p.id LIMIT 1`,
    ),
    soldOut: handle(
      `SELECT p.handle FROM products p WHERE ${listed} AND p.product_type NOT LIKE 'Gift%' AND NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.inventory > 0) ORDER BY p.id LIMIT 1`,
    ),
    inStock: handle(
      `SELECT p.handle FROM products p WHERE ${listed} AND p.product_type = 'Top' AND NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.inventory <= 0) ORDER BY p.id LIMIT 1`,
    ),
    video: handle(
      `SELECT p.handle FROM products p WHERE ${listed} AND EXISTS (SELECT 1 FROM media m WHERE m.product_id = p.id AND m.kind = 'VIDEO') ORDER BY p.id LIMIT 1`,
    ),
    mostColours: handle(
      `SELECT p.handle FROM products p WHERE ${listed} ORDER BY json_array_length(json_extract(p.metafields, '$."custom.colors".value')) DESC, p.id LIMIT 1`,
    ),
    title: (h: string) =>
      (
        db.prepare('SELECT title FROM products WHERE handle = ?').get(h) as {
          title: string;
        }
      ).title,
  };
}
