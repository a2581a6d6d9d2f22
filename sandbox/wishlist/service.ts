/**
 * The wishlist service, JSON over HTTP:
 *   GET  /wishlist?handle={storeHandle}          → {items: [productHandle]}
 *   POST /wishlist/add?handle={storeHandle}      body {productHandle} (JSON or form) → {items}
 *   POST /wishlist/remove?handle={storeHandle}   body {productHandle} → {items}
 * The customer is the owner of the access token in the x-customer-access-token header.
 * Lists are named "tm-{storeHandle}", the brand prefix the storefront expects.
 */
import type {Database} from '../db.ts';
import type {ServiceFactory} from '../server.ts';
import {customerIdForToken} from '../customers/tokens.ts';

export const WISHLIST_PREFIX = 'tm-';

const headers = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, x-customer-access-token',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

const json = (body: unknown, status = 200) =>
  Response.json(body, {status, headers});

function items(db: Database, customerId: number, name: string): string[] {
  return (
    db
      .prepare(
        'SELECT product_handle FROM wishlist_items WHERE customer_id = ? AND name = ? ORDER BY added_at, rowid',
      )
      .all(customerId, name) as {product_handle: string}[]
  ).map((r) => r.product_handle);
}

async function productHandleOf(request: Request): Promise<string> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body = (await request.json()) as {productHandle?: unknown};
      return typeof body?.productHandle === 'string'
        ? body.productHandle.trim()
        : '';
    }
    const form = await request.formData();
    return String(form.get('productHandle') ?? '').trim();
  } catch {
    return '';
  }
}

export const wishlistService: ServiceFactory = ({db}) => ({
  name: 'wishlist',
  async handle(request, url) {
    const action = /^\/wishlist(?:\/(add|remove))?\/?$/.exec(url.pathname);
    if (!action) return undefined;
    if (request.method === 'OPTIONS')
      return new Response(null, {status: 204, headers});
    const wanted = action[1] ? 'POST' : 'GET';
    if (request.method !== wanted) return json({error: `Use ${wanted}`}, 405);

    const customerId = customerIdForToken(
      db,
      request.headers.get('x-customer-access-token'),
    );
    if (customerId === undefined) return json({error: 'Unauthorized'}, 401);
    const store = url.searchParams.get('handle')?.trim();
    if (!store)
      return json(
        {error: 'Query parameter handle (the store handle) is required'},
        400,
      );
    const name = `${WISHLIST_PREFIX}${store}`;
    if (!action[1]) return json({items: items(db, customerId, name)});

    const productHandle = await productHandleOf(request);
    if (!productHandle) return json({error: 'productHandle is required'}, 422);
    if (action[1] === 'add') {
      const exists = db
        .prepare('SELECT 1 FROM products WHERE handle = ? AND published = 1')
        .get(productHandle);
      if (!exists)
        return json({error: `Product '${productHandle}' does not exist`}, 422);
      db.prepare(
        'INSERT INTO wishlist_items (customer_id, name, product_handle, added_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
      ).run(customerId, name, productHandle, new Date().toISOString());
    } else {
      db.prepare(
        'DELETE FROM wishlist_items WHERE customer_id = ? AND name = ? AND product_handle = ?',
      ).run(customerId, name, productHandle);
    }
    return json({items: items(db, customerId, name)});
  },
});
