/**
 * The wishlist service's client (spec: shopping, section 7):
 *   GET  {endpoint}?handle={storeHandle}           → {items: [productHandle]}
 *   POST {endpoint}/add?handle={storeHandle}       body {productHandle} → {items}
 *   POST {endpoint}/remove?handle={storeHandle}    body {productHandle} → {items}
 * The customer is named by their access token in the x-customer-access-token header.
 * Pure over fetch, so tests hand it a fake.
 */

import {HANDLE} from '~/lib/handle';

export const WISHLIST_TOKEN_HEADER = 'x-customer-access-token';
const TIMEOUT_MS = 5000;

export class WishlistError extends Error {
  status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'WishlistError';
    this.status = status;
  }
}

export type WishlistClientOptions = {
  endpoint: string;
  storeHandle: string;
  accessToken: string;
  fetch?: typeof fetch;
};

export type WishlistClient = {
  list(): Promise<string[]>;
  add(productHandle: string): Promise<string[]>;
  remove(productHandle: string): Promise<string[]>;
};

/** The items of a service answer; anything that is not a list of strings is an error. */
export function readWishlistItems(body: unknown): string[] {
  const items = (body as {items?: unknown} | null)?.items;
  if (
    !Array.isArray(items) ||
    !items.every((item) => typeof item === 'string')
  ) {
    throw new WishlistError('Unexpected wishlist response', 502);
  }
  return items;
}

export function createWishlistClient({
  endpoint,
  storeHandle,
  accessToken,
  fetch: fetcher = fetch,
}: WishlistClientOptions): WishlistClient {
  const base = endpoint.replace(/\/+$/, '');
  const urlFor = (path: '' | '/add' | '/remove') =>
    `${base}${path}?${new URLSearchParams({handle: storeHandle})}`;

  async function call(
    path: '' | '/add' | '/remove',
    productHandle?: string,
  ): Promise<string[]> {
    const headers: Record<string, string> = {
      [WISHLIST_TOKEN_HEADER]: accessToken,
      accept: 'application/json',
    };
    if (productHandle !== undefined)
      headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetcher(urlFor(path), {
        method: productHandle === undefined ? 'GET' : 'POST',
        headers,
        body:
          productHandle === undefined
            ? undefined
            : JSON.stringify({productHandle}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new WishlistError(
        `Wishlist service unreachable: ${(error as Error)?.message ?? error}`,
        503,
      );
    }
    const body = await response.json().catch(() => null);
    if (!response.ok) {
      const message =
        typeof (body as {error?: unknown})?.error === 'string'
          ? (body as {error: string}).error
          : response.statusText;
      throw new WishlistError(
        message || `Wishlist service answered ${response.status}`,
        response.status,
      );
    }
    return readWishlistItems(body);
  }

  function checked(productHandle: string) {
    if (!HANDLE.test(productHandle))
      throw new WishlistError('Invalid product handle', 422);
    return productHandle;
  }

  return {
    list: () => call(''),
    add: async (productHandle) => call('/add', checked(productHandle)),
    remove: async (productHandle) => call('/remove', checked(productHandle)),
  };
}
