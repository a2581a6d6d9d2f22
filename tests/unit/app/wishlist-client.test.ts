import {describe, expect, it} from 'vitest';
import {
  createWishlistClient,
  readWishlistItems,
  WishlistError,
} from '~/lib/wishlist/client';
import {inSavedOrder, wishlistProductsQuery} from '~/lib/wishlist/products';

type Call = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
};

function fakeFetch(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? init.body : null,
    };
    calls.push(call);
    return answer(call);
  }) as typeof fetch;
  return {calls, fetcher};
}

const options = {
  endpoint: 'https://wishlist.test/wishlist/',
  storeHandle: 'meadow-au',
  accessToken: 'tok-1',
};

describe('wishlist client', () => {
  it('lists with GET {endpoint}?handle={store} and the token header', async () => {
    const {calls, fetcher} = fakeFetch(() =>
      Response.json({items: ['a', 'b']}),
    );
    const items = await createWishlistClient({
      ...options,
      fetch: fetcher,
    }).list();
    expect(items).toEqual(['a', 'b']);
    expect(calls).toEqual([
      {
        url: 'https://wishlist.test/wishlist?handle=meadow-au',
        method: 'GET',
        headers: {
          'x-customer-access-token': 'tok-1',
          accept: 'application/json',
        },
        body: null,
      },
    ]);
  });

  it('adds and removes with POST and a productHandle body', async () => {
    const {calls, fetcher} = fakeFetch(() => Response.json({items: ['dress']}));
    const client = createWishlistClient({...options, fetch: fetcher});
    expect(await client.add('dress')).toEqual(['dress']);
    expect(await client.remove('dress')).toEqual(['dress']);
    expect(
      calls.map((c) => [
        c.method,
        c.url,
        c.body,
        c.headers['content-type'],
        c.headers['x-customer-access-token'],
      ]),
    ).toEqual([
      [
        'POST',
        'https://wishlist.test/wishlist/add?handle=meadow-au',
        '{"productHandle":"dress"}',
        'application/json',
        'tok-1',
      ],
      [
        'POST',
        'https://wishlist.test/wishlist/remove?handle=meadow-au',
        '{"productHandle":"dress"}',
        'application/json',
        'tok-1',
      ],
    ]);
  });

  it('turns service errors into WishlistErrors with the status', async () => {
    const {fetcher} = fakeFetch(() =>
      Response.json({error: 'Unauthorized'}, {status: 401}),
    );
    const error = await createWishlistClient({...options, fetch: fetcher})
      .list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WishlistError);
    expect(error).toMatchObject({status: 401, message: 'Unauthorized'});
  });

  it('reports an unreachable service as 503', async () => {
    const fetcher = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(
      createWishlistClient({...options, fetch: fetcher}).list(),
    ).rejects.toMatchObject({status: 503});
  });

  it('refuses an answer that is not a list of handles', async () => {
    const {fetcher} = fakeFetch(() => Response.json({items: [1, 2]}));
    await expect(
      createWishlistClient({...options, fetch: fetcher}).list(),
    ).rejects.toMatchObject({status: 502});
    expect(() => readWishlistItems(null)).toThrow(WishlistError);
    expect(readWishlistItems({items: []})).toEqual([]);
  });

  it('never sends a malformed handle', async () => {
    const {calls, fetcher} = fakeFetch(() => Response.json({items: []}));
    await expect(
      createWishlistClient({...options, fetch: fetcher}).add('a b OR x'),
    ).rejects.toMatchObject({status: 422});
    expect(calls).toEqual([]);
  });
});

describe('wishlist products', () => {
  it('asks for every valid handle once in one search', () => {
    expect(
      wishlistProductsQuery([
        'a-dress',
        'b_top',
        'a-dress',
        'bad handle',
        'x:y',
      ]),
    ).toEqual({
      query: 'handle:a-dress OR handle:b_top',
      first: 2,
    });
    expect(wishlistProductsQuery([])).toBeNull();
    expect(wishlistProductsQuery(['not ok'])).toBeNull();
  });

  it('keeps the saved order and drops products that are gone', () => {
    const products = [{handle: 'b'}, {handle: 'a'}];
    expect(inSavedOrder(['a', 'gone', 'b'], products)).toEqual([
      {handle: 'a'},
      {handle: 'b'},
    ]);
  });
});
