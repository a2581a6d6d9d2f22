import {describe, expect, it} from 'vitest';
import {
  BACK_IN_STOCK_FAILURE,
  BACK_IN_STOCK_SUCCESS,
  backInStockUrl,
  numericShopifyId,
  postedUtcOffset,
  utcOffsetOfTimeZone,
  readBackInStockAnswer,
  requestBackInStock,
} from '~/lib/back-in-stock/client';
import {fakeReporter} from '../lib/errors/fake-reporter';

const request = {
  endpoint: 'https://bis.test/back-in-stock/',
  shop: 'meadow.myshopify.com',
  email: 'ada@example.com',
  productId: 'gid://shopify/Product/1001',
  variantId: 'gid://shopify/ProductVariant/40002',
  acceptsMarketing: true,
  utcOffsetSeconds: 36000,
};

describe('back-in-stock request', () => {
  it('sends the spec’s query to create.json', () => {
    const url = new URL(backInStockUrl(request));
    expect(url.origin + url.pathname).toBe(
      'https://bis.test/back-in-stock/api/v2/notifications/create.json',
    );
    expect([...url.searchParams]).toEqual([
      ['shop', 'meadow.myshopify.com'],
      ['notification[email]', 'ada@example.com'],
      ['notification[product_no]', '1001'],
      ['notification[quantity_required]', '1'],
      ['notification[acceptsMarketing]', 'true'],
      ['notification[customer_utc_offset]', '36000'],
      ['variant[variant_no]', '40002'],
    ]);
  });

  it('says no to marketing when the box was unticked, and leaves out an unknown offset', () => {
    const url = new URL(
      backInStockUrl({
        ...request,
        acceptsMarketing: false,
        utcOffsetSeconds: null,
      }),
    );
    expect(url.searchParams.get('notification[acceptsMarketing]')).toBe(
      'false',
    );
    expect(url.searchParams.has('notification[customer_utc_offset]')).toBe(
      false,
    );
  });

  it('takes numeric ids from gids and bare numbers only', () => {
    expect(numericShopifyId('gid://shopify/ProductVariant/40002')).toBe(
      '40002',
    );
    expect(
      numericShopifyId(
        'gid://shopify/MailingAddress/1?model_name=CustomerAddress',
      ),
    ).toBe('1');
    expect(numericShopifyId('123')).toBe('123');
    expect(numericShopifyId('abc')).toBeNull();
    expect(numericShopifyId('1 OR 2')).toBeNull();
  });
});

describe('back-in-stock answers', () => {
  it('are positive with the site’s message when there are no errors', () => {
    const body = {
      status: 'OK',
      message:
        "Your notification has been registered. We'll e-mail you when it's back in stock.",
    };
    expect(readBackInStockAnswer(200, body, 'us')).toEqual({
      ok: true,
      message: BACK_IN_STOCK_SUCCESS.us,
    });
    expect(readBackInStockAnswer(200, body, 'au')).toEqual({
      ok: true,
      message: BACK_IN_STOCK_SUCCESS.au,
    });
    expect(BACK_IN_STOCK_SUCCESS.us).toBe(
      "You're on the list! We'll email you when it's back in stock.",
    );
  });

  it('show the first errors.base message', () => {
    const body = {
      status: 'Error',
      errors: {
        base: ['You have already registered for this variant.', 'Other'],
        email: ['is invalid'],
      },
    };
    expect(readBackInStockAnswer(422, body, 'us')).toEqual({
      ok: false,
      message: 'You have already registered for this variant.',
    });
  });

  it('else the first errors.email message, with the field named', () => {
    // The first errors.email message as the service sent it (issue 19), not 'Email ' + message.
    expect(
      readBackInStockAnswer(
        422,
        {status: 'Error', errors: {email: ['is invalid', 'is taken']}},
        'us',
      ),
    ).toEqual({ok: false, message: 'is invalid'});
    expect(
      readBackInStockAnswer(
        422,
        {errors: {base: [], email: ['Email looks wrong']}},
        'us',
      ),
    ).toEqual({ok: false, message: 'Email looks wrong'});
  });

  it('else the Whoops! line', () => {
    expect(BACK_IN_STOCK_FAILURE).toBe(
      'Whoops! Something went wrong. Please try again.',
    );
    expect(readBackInStockAnswer(500, null, 'us')).toEqual({
      ok: false,
      message: BACK_IN_STOCK_FAILURE,
    });
    expect(
      readBackInStockAnswer(422, {status: 'Error', errors: {}}, 'us'),
    ).toEqual({ok: false, message: BACK_IN_STOCK_FAILURE});
    expect(readBackInStockAnswer(200, {status: 'Error'}, 'us')).toEqual({
      ok: false,
      message: BACK_IN_STOCK_FAILURE,
    });
    expect(readBackInStockAnswer(503, {}, 'us')).toEqual({
      ok: false,
      message: BACK_IN_STOCK_FAILURE,
    });
  });
});

describe('requestBackInStock', () => {
  it('calls the service with GET and reads its answer', async () => {
    const seen: string[] = [];
    const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return Response.json({status: 'OK', message: 'registered'});
    }) as typeof fetch;
    expect(
      await requestBackInStock(
        {...request, locale: 'us', errors: fakeReporter()},
        fetcher,
      ),
    ).toEqual({ok: true, message: BACK_IN_STOCK_SUCCESS.us});
    expect(seen[0]).toMatch(
      /^GET https:\/\/bis\.test\/back-in-stock\/api\/v2\/notifications\/create\.json\?shop=/,
    );
  });

  it('answers Whoops! when the service cannot be reached or ids are not Shopify ids', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const errors = fakeReporter();
    expect(
      await requestBackInStock({...request, locale: 'us', errors}, down),
    ).toEqual({ok: false, message: BACK_IN_STOCK_FAILURE});
    expect(
      errors.reported.map(({error, detail}) => [String(error), detail]),
    ).toEqual([['TypeError: fetch failed', {service: 'back-in-stock'}]]);
    const never = (async () => {
      throw new Error('must not be called');
    }) as typeof fetch;
    expect(
      await requestBackInStock(
        {...request, variantId: 'size-8', locale: 'us', errors: fakeReporter()},
        never,
      ),
    ).toEqual({ok: false, message: BACK_IN_STOCK_FAILURE});
  });
});

describe('the shopper’s UTC offset', () => {
  it('comes from the browser when it posted a real one', () => {
    expect(postedUtcOffset('36000')).toBe(36000);
    expect(postedUtcOffset('-18000')).toBe(-18000);
    expect(postedUtcOffset('')).toBeNull();
    expect(postedUtcOffset('99999')).toBeNull();
    expect(postedUtcOffset('1e3')).toBeNull();
  });

  it('else from the time zone the edge reports, daylight saving included', () => {
    expect(
      utcOffsetOfTimeZone('Australia/Sydney', new Date('2026-01-15T00:00:00Z')),
    ).toBe(11 * 3600);
    expect(
      utcOffsetOfTimeZone('Australia/Sydney', new Date('2026-07-15T00:00:00Z')),
    ).toBe(10 * 3600);
    expect(
      utcOffsetOfTimeZone('America/New_York', new Date('2026-01-15T00:00:00Z')),
    ).toBe(-5 * 3600);
    expect(
      utcOffsetOfTimeZone('Asia/Kolkata', new Date('2026-01-15T00:00:00Z')),
    ).toBe(5.5 * 3600);
    expect(
      utcOffsetOfTimeZone('Europe/London', new Date('2026-01-15T00:00:00Z')),
    ).toBe(0);
    expect(utcOffsetOfTimeZone('Not/AZone')).toBeNull();
    expect(utcOffsetOfTimeZone(null)).toBeNull();
  });
});
