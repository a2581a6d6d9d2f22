import {beforeEach, describe, expect, it, vi} from 'vitest';
import {
  BUYER_SYNC_SESSION_KEY,
  CART_ID_SESSION_KEY,
  cartForPage,
  changeCart,
  readCart,
  type CartScope,
} from '~/lib/cart/cart.server';
import {fakeReporter} from '../lib/errors/fake-reporter';

const LIVE = new Date(Date.now() + 86_400_000).toISOString();
const EXPIRED = new Date(Date.now() - 1000).toISOString();
/** A signed-in shopper's token as sign-in stores it: the token and its expiry. */
const signedIn = (token: string, expiresAt = LIVE) => ({
  customerAccessToken: token,
  customerAccessTokenExpiresAt: expiresAt,
});

/** A cart as the Storefront API answers it, small enough to reason about. */
function cartOf(id: string, country = 'US', customer: unknown = null) {
  return {
    id,
    buyerIdentity: {countryCode: country, customer},
    lines: {nodes: []},
    totalQuantity: 0,
  } as never;
}

function fakeSession(initial: Record<string, unknown> = {}) {
  const store = new Map(Object.entries(initial));
  return {
    store,
    get: (key: string) => store.get(key),
    set: (key: string, value: unknown) => void store.set(key, value),
    unset: (key: string) => void store.delete(key),
  };
}

/** A stand-in for Hydrogen's cart handler over one remote cart. */
function fakeHandler(
  session: ReturnType<typeof fakeSession>,
  remote: {cart: any | null; rejectToken?: boolean},
) {
  const handler = {
    getCartId: () => session.get(CART_ID_SESSION_KEY) as string | undefined,
    setCartId: vi.fn((id: string) => {
      session.set(CART_ID_SESSION_KEY, id);
      return new Headers();
    }),
    get: vi.fn(async () => remote.cart),
    updateBuyerIdentity: vi.fn(async (identity: any) => {
      if (identity.customerAccessToken && remote.rejectToken) {
        return {
          cart: null,
          userErrors: [
            {
              message: 'Customer access token is invalid',
              field: ['buyerIdentity', 'customerAccessToken'],
            },
          ],
        };
      }
      remote.cart = {
        ...remote.cart,
        buyerIdentity: {
          countryCode: identity.countryCode,
          customer: identity.customerAccessToken ? {id: 'C1'} : null,
        },
      };
      return {cart: remote.cart, userErrors: []};
    }),
    create: vi.fn(async (input: any) => {
      if (input.buyerIdentity?.customerAccessToken && remote.rejectToken)
        return {
          cart: null,
          userErrors: [
            {
              message: 'bad token',
              field: ['buyerIdentity', 'customerAccessToken'],
            },
          ],
        };
      remote.cart = cartOf(
        'gid://shopify/Cart/new',
        input.buyerIdentity.countryCode,
        input.buyerIdentity.customerAccessToken ? {id: 'C1'} : null,
      );
      return {cart: remote.cart, userErrors: []};
    }),
    addLines: vi.fn(async () =>
      remote.cart
        ? {cart: remote.cart, userErrors: []}
        : {
            cart: null,
            userErrors: [
              {
                message: 'The specified cart does not exist.',
                field: ['cartId'],
              },
            ],
          },
    ),
    updateNote: vi.fn(async () =>
      remote.cart
        ? {cart: remote.cart, userErrors: []}
        : {
            cart: null,
            userErrors: [
              {
                message: 'The specified cart does not exist.',
                field: ['cartId'],
              },
            ],
          },
    ),
  };
  return handler;
}

let session: ReturnType<typeof fakeSession>;
let reporter = fakeReporter();
beforeEach(() => {
  reporter = fakeReporter();
});

/** One request's view: a fresh session object over the same stored cookie. */
function scope(
  handler: ReturnType<typeof fakeHandler>,
  country = 'US',
): CartScope {
  return {
    cart: handler as never,
    session: {get: session.get, set: session.set, unset: session.unset},
    country,
    errors: reporter,
  };
}

describe('buyer identity follows the visitor', () => {
  it('updates the country once per cart, country and token', async () => {
    session = fakeSession({[CART_ID_SESSION_KEY]: 'gid://shopify/Cart/1'});
    const remote = {cart: cartOf('gid://shopify/Cart/1', 'AU')};
    const handler = fakeHandler(session, remote);

    expect((await readCart(scope(handler))).cart).toMatchObject({
      buyerIdentity: {countryCode: 'US'},
    });
    expect(handler.updateBuyerIdentity).toHaveBeenCalledExactlyOnceWith({
      countryCode: 'US',
    });
    await readCart(scope(handler));
    expect(handler.updateBuyerIdentity).toHaveBeenCalledTimes(1);

    // A new token (signing in) tries again, with the token.
    for (const [key, value] of Object.entries(signedIn('token-1')))
      session.set(key, value);
    await readCart(scope(handler));
    expect(handler.updateBuyerIdentity).toHaveBeenLastCalledWith({
      countryCode: 'US',
      customerAccessToken: 'token-1',
    });
    expect(handler.updateBuyerIdentity).toHaveBeenCalledTimes(2);

    // Another country tries again.
    await readCart(scope(handler, 'GB'));
    expect(handler.updateBuyerIdentity).toHaveBeenLastCalledWith({
      countryCode: 'GB',
      customerAccessToken: 'token-1',
    });
    expect(String(session.get(BUYER_SYNC_SESSION_KEY))).not.toContain(
      'token-1',
    );
  });

  it('falls back to the country alone when the token is refused, and does not retry on every page', async () => {
    session = fakeSession({
      [CART_ID_SESSION_KEY]: 'gid://shopify/Cart/1',
      ...signedIn('expired'),
    });
    const remote = {
      cart: cartOf('gid://shopify/Cart/1', 'AU'),
      rejectToken: true,
    };
    const handler = fakeHandler(session, remote);
    const {cart} = await readCart(scope(handler));
    expect(cart).toMatchObject({
      buyerIdentity: {countryCode: 'US', customer: null},
    });
    expect(handler.updateBuyerIdentity.mock.calls).toEqual([
      [{countryCode: 'US', customerAccessToken: 'expired'}],
      [{countryCode: 'US'}],
    ]);
    await readCart(scope(handler));
    expect(handler.updateBuyerIdentity).toHaveBeenCalledTimes(2);
  });

  it('never sends a token past its expiry: the shopper counts as signed out (legacy and hosted sign-in alike)', async () => {
    const hostedExpired = {
      customerAccountApi: {
        accessToken: 'shcat_old',
        expiresAt: EXPIRED,
        refreshToken: 'shcrt_1',
        idToken: null,
      },
    };
    for (const stored of [signedIn('token-old', EXPIRED), hostedExpired]) {
      session = fakeSession({
        [CART_ID_SESSION_KEY]: 'gid://shopify/Cart/1',
        ...stored,
      });
      const handler = fakeHandler(session, {
        cart: cartOf('gid://shopify/Cart/1', 'AU'),
      });
      await readCart(scope(handler));
      expect(handler.updateBuyerIdentity.mock.calls).toEqual([
        [{countryCode: 'US'}],
      ]);
    }
    // The expired legacy token is gone from the session, as every other reader leaves it.
    const legacy = fakeSession({
      [CART_ID_SESSION_KEY]: 'gid://shopify/Cart/2',
      ...signedIn('token-old', EXPIRED),
    });
    session = legacy;
    await readCart(
      scope(fakeHandler(legacy, {cart: cartOf('gid://shopify/Cart/2', 'AU')})),
    );
    expect(legacy.store.has('customerAccessToken')).toBe(false);
  });

  it('streams the cart for the page once buyer identity is settled, and reads it first otherwise', async () => {
    session = fakeSession({[CART_ID_SESSION_KEY]: 'gid://shopify/Cart/1'});
    const remote = {cart: cartOf('gid://shopify/Cart/1', 'AU')};
    const handler = fakeHandler(session, remote);
    const first = await cartForPage(scope(handler));
    expect(await first.cart).toMatchObject({
      buyerIdentity: {countryCode: 'US'},
    });
    expect(handler.updateBuyerIdentity).toHaveBeenCalledOnce();
    const second = await cartForPage(scope(handler));
    expect(await second.cart).toMatchObject({id: 'gid://shopify/Cart/1'});
    expect(handler.updateBuyerIdentity).toHaveBeenCalledOnce();
  });
});

describe('reading the cart', () => {
  it('reads once for all the loaders of one request', async () => {
    session = fakeSession({[CART_ID_SESSION_KEY]: 'gid://shopify/Cart/1'});
    const handler = fakeHandler(session, {
      cart: cartOf('gid://shopify/Cart/1', 'AU'),
    });
    const request = scope(handler);
    const [root, page] = await Promise.all([
      cartForPage(request).then((r) => r.cart),
      readCart(request),
    ]);
    expect(root).toMatchObject({buyerIdentity: {countryCode: 'US'}});
    expect(page.cart).toMatchObject({buyerIdentity: {countryCode: 'US'}});
    expect(handler.get).toHaveBeenCalledOnce();
    expect(handler.updateBuyerIdentity).toHaveBeenCalledOnce();
  });

  it('forgets a completed cart', async () => {
    session = fakeSession({
      [CART_ID_SESSION_KEY]: 'gid://shopify/Cart/1',
      [BUYER_SYNC_SESSION_KEY]: 'x',
    });
    const handler = fakeHandler(session, {cart: null});
    expect(await readCart(scope(handler))).toEqual({cart: null, failed: false});
    expect(session.store.has(CART_ID_SESSION_KEY)).toBe(false);
    expect(session.store.has(BUYER_SYNC_SESSION_KEY)).toBe(false);
  });

  it('keeps the cart id when the service fails', async () => {
    session = fakeSession({[CART_ID_SESSION_KEY]: 'gid://shopify/Cart/1'});
    const handler = fakeHandler(session, {cart: null});
    handler.get.mockRejectedValueOnce(new Error('down'));
    expect(await readCart(scope(handler))).toEqual({cart: null, failed: true});
    handler.get.mockResolvedValueOnce({
      errors: [{message: 'Throttled'}],
    } as never);
    expect(await readCart(scope(handler))).toEqual({cart: null, failed: true});
    expect(session.get(CART_ID_SESSION_KEY)).toBe('gid://shopify/Cart/1');
    // Both failures reach the request's error reporter.
    expect(
      reporter.reported.map(({error, detail}) => [String(error), detail]),
    ).toEqual([
      ['Error: down', {service: 'cart', step: 'read'}],
      [
        'Error: Cart could not be read',
        {service: 'cart', errors: [{message: 'Throttled'}]},
      ],
    ]);
    handler.get.mockRejectedValueOnce(new Error('down'));
    // Never a rejection: that failed the whole page's render.
    await expect((await cartForPage(scope(handler))).cart).resolves.toEqual({
      unavailable: true,
    });
  });

  it('has nothing to read without a cart id', async () => {
    session = fakeSession();
    const handler = fakeHandler(session, {cart: null});
    expect(await readCart(scope(handler))).toEqual({cart: null, failed: false});
    expect(await (await cartForPage(scope(handler))).cart).toBeNull();
    expect(handler.get).not.toHaveBeenCalled();
  });
});

describe('changing the cart', () => {
  const lines = [
    {merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1},
  ];

  it('creates the cart on the first add, in the visitor’s country with their token', async () => {
    session = fakeSession(signedIn('token-1'));
    const handler = fakeHandler(session, {cart: null});
    const answer = await changeCart(scope(handler, 'GB'), {
      action: 'LinesAdd',
      lines,
    });
    expect(answer).toMatchObject({
      status: 200,
      errors: [],
      cart: {id: 'gid://shopify/Cart/new'},
    });
    expect(handler.create).toHaveBeenCalledWith({
      lines,
      buyerIdentity: {countryCode: 'GB', customerAccessToken: 'token-1'},
    });
    expect(handler.setCartId).toHaveBeenCalledWith('gid://shopify/Cart/new');
    expect(handler.updateBuyerIdentity).not.toHaveBeenCalled();
  });

  it('starts a new cart when the old one was completed', async () => {
    session = fakeSession({[CART_ID_SESSION_KEY]: 'gid://shopify/Cart/old'});
    const handler = fakeHandler(session, {cart: null});
    const answer = await changeCart(scope(handler), {
      action: 'LinesAdd',
      lines,
    });
    expect(answer.status).toBe(200);
    expect(handler.addLines).toHaveBeenCalledOnce();
    expect(handler.create).toHaveBeenCalledOnce();
    expect(session.get(CART_ID_SESSION_KEY)).toBe('gid://shopify/Cart/new');
  });

  it('explains instead of creating a cart for anything but an add', async () => {
    session = fakeSession();
    const handler = fakeHandler(session, {cart: null});
    expect(
      await changeCart(scope(handler), {action: 'NoteUpdate', note: 'x'}),
    ).toMatchObject({status: 400, errors: [{message: 'Your cart is empty.'}]});
    session.set(CART_ID_SESSION_KEY, 'gid://shopify/Cart/gone');
    expect(
      await changeCart(scope(handler), {action: 'NoteUpdate', note: 'x'}),
    ).toMatchObject({
      status: 422,
      errors: [
        {
          message:
            'Your cart is no longer available. Please add your items again.',
        },
      ],
    });
    expect(session.store.has(CART_ID_SESSION_KEY)).toBe(false);
    expect(handler.create).not.toHaveBeenCalled();
  });

  it('answers 503 and keeps everything when the service is down', async () => {
    session = fakeSession({[CART_ID_SESSION_KEY]: 'gid://shopify/Cart/1'});
    const handler = fakeHandler(session, {
      cart: cartOf('gid://shopify/Cart/1'),
    });
    handler.updateNote.mockRejectedValueOnce(new Error('down'));
    expect(
      await changeCart(scope(handler), {action: 'NoteUpdate', note: 'x'}),
    ).toMatchObject({
      status: 503,
      cart: null,
      errors: [{message: 'We couldn’t update your cart. Please try again.'}],
    });
    expect(session.get(CART_ID_SESSION_KEY)).toBe('gid://shopify/Cart/1');
    expect(reporter.reported).toEqual([
      {
        error: new Error('down'),
        detail: {service: 'cart', step: 'NoteUpdate', status: 503},
      },
    ]);
  });
});
