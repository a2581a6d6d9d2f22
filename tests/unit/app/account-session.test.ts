import {describe, expect, it} from 'vitest';
import {
  CUSTOMER_TOKEN_EXPIRES_KEY,
  CUSTOMER_TOKEN_KEY,
  PRIVATE_CACHE_CONTROL,
  clearCustomerToken,
  customerTokenFrom,
  requireCustomerToken,
  saveCustomerToken,
  signedOut,
} from '~/lib/customer/session.server';

function fakeSession(initial: Record<string, unknown> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (key: string) => data.get(key),
    set: (key: string, value: unknown) => void data.set(key, value),
    unset: (key: string) => void data.delete(key),
  };
}

const future = new Date(Date.now() + 86_400_000).toISOString();
const past = new Date(Date.now() - 1000).toISOString();

describe('the customer token in the session', () => {
  it('stores the token and its expiry under the agreed keys', () => {
    const session = fakeSession();
    saveCustomerToken(session, {accessToken: 'tok', expiresAt: future});
    expect(session.data.get('customerAccessToken')).toBe('tok');
    expect(session.data.get('customerAccessTokenExpiresAt')).toBe(future);
    expect(customerTokenFrom(session)).toBe('tok');
  });

  it('treats an expired token as signed out and clears it', () => {
    const session = fakeSession({
      [CUSTOMER_TOKEN_KEY]: 'tok',
      [CUSTOMER_TOKEN_EXPIRES_KEY]: past,
    });
    expect(customerTokenFrom(session)).toBeNull();
    // Only the note that the session ended stays, for the login page to say so once.
    expect([...session.data.entries()]).toEqual([['sessionEnded', true]]);
  });

  it('treats a token without an expiry as signed out', () => {
    const session = fakeSession({[CUSTOMER_TOKEN_KEY]: 'tok'});
    expect(customerTokenFrom(session)).toBeNull();
    expect(session.data.has(CUSTOMER_TOKEN_KEY)).toBe(false);
  });

  it('leaves an empty session untouched', () => {
    const session = fakeSession({cartId: 'c1'});
    expect(customerTokenFrom(session)).toBeNull();
    expect([...session.data.keys()]).toEqual(['cartId']);
  });

  it('clears only the customer keys', () => {
    const session = fakeSession({
      [CUSTOMER_TOKEN_KEY]: 'tok',
      [CUSTOMER_TOKEN_EXPIRES_KEY]: future,
      cartId: 'c1',
    });
    clearCustomerToken(session);
    expect([...session.data.keys()]).toEqual(['cartId']);
  });
});

describe('account pages for anyone not signed in', () => {
  it('redirect to login with the page as the return path, privately', () => {
    const session = fakeSession();
    let thrown: unknown;
    try {
      requireCustomerToken(
        {session, locale: 'us'},
        new Request('https://shop.test/account/orders?page=2'),
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      '/account/login?redirect=/account/orders%3Fpage%3D2',
    );
    expect(response.headers.get('Cache-Control')).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('keep the site of the page', () => {
    const session = fakeSession();
    expect(() =>
      requireCustomerToken(
        {session, locale: 'au'},
        new Request('https://shop.test/au/account/addresses'),
      ),
    ).toThrow();
    try {
      requireCustomerToken(
        {session, locale: 'au'},
        new Request('https://shop.test/au/account/addresses'),
      );
    } catch (error) {
      expect((error as Response).headers.get('Location')).toBe(
        '/au/account/login?redirect=/au/account/addresses',
      );
    }
  });

  it('give the token to signed-in customers', () => {
    const session = fakeSession({
      [CUSTOMER_TOKEN_KEY]: 'tok',
      [CUSTOMER_TOKEN_EXPIRES_KEY]: future,
    });
    expect(
      requireCustomerToken(
        {session, locale: 'us'},
        new Request('https://shop.test/account/orders'),
      ),
    ).toBe('tok');
  });

  it('sign out a customer whose token the API turned down', () => {
    const session = fakeSession({
      [CUSTOMER_TOKEN_KEY]: 'tok',
      [CUSTOMER_TOKEN_EXPIRES_KEY]: future,
    });
    const response = signedOut(
      {session, locale: 'us'},
      new Request('https://shop.test/account/details'),
    );
    expect(response.headers.get('Location')).toBe(
      '/account/login?redirect=/account/details',
    );
    expect([...session.data.entries()]).toEqual([['sessionEnded', true]]);
  });
});

describe('the hosted sign-in token (Customer Account API) in the session', () => {
  const hosted = (expiresAt: string) => ({
    customerAccountApi: {
      accessToken: 'shcat_1',
      expiresAt,
      refreshToken: 'shcrt_1',
      idToken: 'ey.x.y',
    },
  });

  it('is the signed-in token for pages, the wishlist and the cart while it is live', () => {
    const session = fakeSession(hosted(future));
    expect(customerTokenFrom(session)).toBe('shcat_1');
  });

  it('reads as signed out once expired, but is kept for the refresh', () => {
    const session = fakeSession(hosted(past));
    expect(customerTokenFrom(session)).toBeNull();
    expect(session.data.has('customerAccountApi')).toBe(true);
  });

  it('is cleared with the legacy token when the shopper is signed out', () => {
    const session = fakeSession({
      ...hosted(future),
      [CUSTOMER_TOKEN_KEY]: 'tok',
      [CUSTOMER_TOKEN_EXPIRES_KEY]: future,
    });
    clearCustomerToken(session);
    expect([...session.data.keys()]).toEqual([]);
  });
});
