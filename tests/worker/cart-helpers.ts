/**
 * A shopper for worker tests: keeps cookies between requests (the cart id rides in the
 * session cookie), posts cart forms as Hydrogen's CartForm does, either as a fetcher
 * (`/cart.data`, decoded like the browser does) or as a plain form (JavaScript off).
 */
import {inject} from 'vitest';
import {UNSAFE_decodeViaTurboStream as decodeTurboStream} from 'react-router';
import {sandbox, visit} from './helpers';

export type CartMessage = {
  message: string;
  code?: string | null;
  field?: string[] | null;
};
export type CartAnswer = {
  cart: any;
  errors: CartMessage[];
  warnings: CartMessage[];
};

export function shopper({country}: {country?: string} = {}) {
  const jar = new Map<string, string>();

  function remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some(
        (a) =>
          /^\s*max-age=0\s*$/i.test(a) ||
          (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now()),
      );
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }

  function headers(extra: HeadersInit = {}) {
    const result = new Headers(extra);
    if (jar.size)
      result.set(
        'cookie',
        [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    return result;
  }

  async function get(path: string) {
    const result = await visit(path, {headers: headers(), country});
    remember(result.response);
    return result;
  }

  function form(
    action: string,
    inputs: Record<string, unknown>,
    fields: Record<string, string | string[]> = {},
  ) {
    const body = new URLSearchParams();
    body.set('cartFormInput', JSON.stringify({action, inputs}));
    for (const [name, value] of Object.entries(fields)) {
      for (const one of Array.isArray(value) ? value : [value])
        body.append(name, one);
    }
    return body;
  }

  /** A fetcher's post: answers the decoded action data and the status. */
  async function fetcherPost(body: URLSearchParams | string, path = '/cart') {
    const url = new URL(`${path}.data`, inject('workerUrl'));
    const response = await fetch(url, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: headers({
        'content-type': 'application/x-www-form-urlencoded',
        'oxygen-buyer-country': country ?? '',
      }),
    });
    remember(response);
    const decoded = (await decodeTurboStream(response.body!, globalThis)) as {
      value: any;
    };
    await decoded.value;
    const value = decoded.value as {data?: CartAnswer; error?: unknown};
    return {
      status: response.status,
      answer: value.data as CartAnswer,
      raw: value,
    };
  }

  /** A plain HTML form post (JavaScript off), as a browser sends it. */
  async function documentPost(
    body: URLSearchParams | string,
    {path = '/cart', referer}: {path?: string; referer?: string} = {},
  ) {
    const extra: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html,application/xhtml+xml',
      'sec-fetch-mode': 'navigate',
    };
    if (referer)
      extra.referer = new URL(referer, inject('workerUrl')).toString();
    const result = await visit(path, {
      method: 'POST',
      body,
      headers: headers(extra),
      country,
    });
    remember(result.response);
    return result;
  }

  return {
    jar,
    get,
    form,
    fetcherPost,
    documentPost,
    add: (merchandiseId: string, quantity: number | string = 1) =>
      fetcherPost(form('LinesAdd', {lines: [{merchandiseId, quantity}]})),
  };
}

type Variant = {
  id: string;
  availableForSale: boolean;
  quantityAvailable: number | null;
  title: string;
};
type Product = {
  handle: string;
  title: string;
  productType: string;
  variants: {nodes: Variant[]};
};

/** Products from the sandbox catalog with at least `stock` of some size. */
export async function buyableVariants(
  count: number,
  stock = 3,
): Promise<{product: Product; variant: Variant}[]> {
  const data = await sandbox.storefrontData<{products: {nodes: Product[]}}>(
    `{ products(first: 60) { nodes { handle title productType variants(first: 20) { nodes { id title availableForSale quantityAvailable } } } } }`,
  );
  const found: {product: Product; variant: Variant}[] = [];
  for (const product of data.products.nodes) {
    if (/gift|voucher/i.test(product.productType)) continue;
    const variant = product.variants.nodes.find(
      (v) => v.availableForSale && (v.quantityAvailable ?? 0) >= stock,
    );
    if (variant) found.push({product, variant});
    if (found.length === count) break;
  }
  if (found.length < count)
    throw new Error(
      `Only ${found.length} buyable products in the sandbox catalog`,
    );
  return found;
}

/** The cart the /cart loader reads for this shopper (null when there is none). */
export async function loadedCart(
  s: ReturnType<typeof shopper>,
  path = '/cart',
) {
  const response = await fetch(new URL(`${path}.data`, inject('workerUrl')), {
    headers: {
      cookie: [...s.jar].map(([name, value]) => `${name}=${value}`).join('; '),
    },
  });
  const decoded = (await decodeTurboStream(response.body!, globalThis)) as {
    value: any;
    done: Promise<void>;
  };
  await decoded.done;
  const route = Object.keys(decoded.value).find((id) => id.endsWith('.cart'))!;
  return decoded.value[route].data as {cart: any; loadError: string | null};
}

/** Pays for a cart on the sandbox checkout page, which completes the cart. */
export async function payInSandbox(
  checkoutUrl: string,
  email = 'buyer@example.com',
) {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    body: new URLSearchParams({email}),
    headers: {'content-type': 'application/x-www-form-urlencoded'},
    redirect: 'manual',
  });
  return response.status;
}

/** A customer account made straight on the sandbox store. */
export async function sandboxCustomer(password = 'cart-pass-1') {
  const email = `cart.${Math.random().toString(36).slice(2, 10)}@example.com`;
  const body = await sandbox.storefront<{
    customerCreate: {customer: {id: string} | null};
  }>(
    `mutation($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } customerUserErrors { message } } }`,
    {input: {email, password, firstName: 'Cart', lastName: 'Shopper'}},
  );
  const customer = body.data?.customerCreate.customer;
  if (!customer) throw new Error('Could not create a sandbox customer');
  return {email, password, id: customer.id};
}
