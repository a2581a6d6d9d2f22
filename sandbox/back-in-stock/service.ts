/**
 * The back-in-stock service, in the Back in Stock app's API shape:
 *   GET /back-in-stock/api/v2/notifications/create.json?shop=…&notification[email]=…
 *       &notification[product_no]=…&notification[quantity_required]=1
 *       &notification[accepts_marketing]=true&notification[customer_utc_offset]=…&variant[variant_no]=…
 *     → {status: 'OK', message} or 422 {status: 'Error', errors: {email: [...]} | {base: [...]}}
 * Sandbox controls (never fault-injected):
 *   POST /_sandbox/restock {variantId, quantity}  raise stock, e-mail waiting shoppers
 *   GET  /_sandbox/back-in-stock.json[?email=]     recorded requests, newest first
 */
import type {ServiceFactory} from '../server.ts';
import {isEmail} from '../customers/validation.ts';
import {
  addNotice,
  findVariant,
  hasPendingNotice,
  listNotices,
  restock,
} from './notices.ts';

const headers = {'access-control-allow-origin': '*'};

const ok = (message: string) =>
  Response.json({status: 'OK', message}, {headers});
const failed = (errors: Record<string, string[]>) =>
  Response.json({status: 'Error', errors}, {status: 422, headers});

/** Numeric id from "123" or "gid://shopify/Type/123". */
function numericId(value: unknown): number | undefined {
  const match = /^(?:gid:\/\/shopify\/\w+\/)?(\d{1,15})$/.exec(
    String(value ?? '').trim(),
  );
  return match ? Number(match[1]) : undefined;
}

function flag(value: string | null, fallback: boolean) {
  if (value == null || value === '') return fallback;
  return !/^(false|0|no|off)$/i.test(value);
}

function originOf(request: Request) {
  for (const value of [
    request.headers.get('origin'),
    request.headers.get('referer'),
  ]) {
    try {
      if (value && value !== 'null') return new URL(value).origin;
    } catch {
      // not a URL
    }
  }
  return null;
}

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  try {
    if (
      (request.headers.get('content-type') ?? '').includes('application/json')
    )
      return (await request.json()) as Record<string, unknown>;
    return Object.fromEntries(await request.formData());
  } catch {
    return {};
  }
}

export const backInStockService: ServiceFactory = ({db}) => ({
  name: 'backInStock',
  async handle(request, url) {
    if (
      url.pathname === '/_sandbox/back-in-stock.json' &&
      request.method === 'GET'
    ) {
      return Response.json({
        notices: listNotices(db, url.searchParams.get('email')),
      });
    }
    if (url.pathname === '/_sandbox/restock' && request.method === 'POST') {
      const body = await bodyOf(request);
      const variant = findVariant(db, numericId(body.variantId) ?? -1);
      const quantity = Number(body.quantity);
      if (!variant)
        return Response.json({error: 'Variant not found'}, {status: 404});
      if (!Number.isInteger(quantity) || quantity <= 0) {
        return Response.json(
          {error: 'quantity must be a positive integer'},
          {status: 422},
        );
      }
      const result = restock(db, variant, quantity);
      return Response.json({
        variantId: `gid://shopify/ProductVariant/${variant.id}`,
        ...result,
      });
    }
    if (url.pathname === '/back-in-stock/api/v2/notifications/create.json') {
      if (request.method === 'OPTIONS')
        return new Response(null, {
          status: 204,
          headers: {...headers, 'access-control-allow-methods': 'GET'},
        });
      if (request.method !== 'GET')
        return Response.json(
          {status: 'Error', errors: {base: ['Use GET']}},
          {status: 405, headers},
        );
      return create(url, request);
    }
    return undefined;

    function create(url: URL, request: Request) {
      const q = url.searchParams;
      const email = (q.get('notification[email]') ?? '').trim();
      if (!isEmail(email)) return failed({email: ['is invalid']});
      const shop = (q.get('shop') ?? '').trim();
      if (!shop) return failed({base: ['Shop not found.']});
      const productId = numericId(q.get('notification[product_no]'));
      const product =
        productId === undefined
          ? undefined
          : db.prepare('SELECT id FROM products WHERE id = ?').get(productId);
      if (!product) return failed({base: ['Product not found.']});
      const variant = findVariant(
        db,
        numericId(q.get('variant[variant_no]')) ?? -1,
      );
      if (!variant || variant.product_id !== productId)
        return failed({base: ['Variant not found for this product.']});
      if (variant.inventory > 0)
        return failed({
          base: ['This variant is in stock, you can buy it now.'],
        });
      if (hasPendingNotice(db, email, variant.id))
        return failed({
          base: ['You have already registered for this variant.'],
        });
      const quantityRequired = Math.max(
        1,
        Number.parseInt(q.get('notification[quantity_required]') ?? '1', 10) ||
          1,
      );
      const offset = Number.parseInt(
        q.get('notification[customer_utc_offset]') ?? '',
        10,
      );
      addNotice(db, {
        shop,
        email,
        product_id: variant.product_id,
        variant_id: variant.id,
        quantity_required: quantityRequired,
        accepts_marketing: flag(
          q.get('notification[accepts_marketing]') ||
            q.get('notification[acceptsMarketing]'),
          true,
        ),
        customer_utc_offset: Number.isFinite(offset) ? offset : null,
        storefront_origin: originOf(request),
      });
      return ok(
        "Your notification has been registered. We'll e-mail you when it's back in stock.",
      );
    }
  },
});
