import {describe, expect, it, vi} from 'vitest';
import {
  IGNORED_ERRORS,
  MAX_BREADCRUMBS,
  RATE_LIMIT_FALLBACK_MS,
  TRANSPORT_BUFFER_SIZE,
  errorTags,
  isDroppedTransaction,
  isExpectedError,
  tracesSampleRate,
} from '~/lib/errors/settings';

const init = vi.fn();
const captureException = vi.fn();
const setTags = vi.fn();
vi.mock('@sentry/browser', () => ({
  init: (options: unknown) => init(options),
  captureException: (error: unknown) => captureException(error),
  setTags: (tags: unknown) => setTags(tags),
  browserTracingIntegration: () => ({name: 'BrowserTracing'}),
}));

describe('error reporting settings (spec §8, §9)', () => {
  it('keeps 100 breadcrumbs, a transport buffer of 64 and the 60 s rate-limit fallback', () => {
    expect(MAX_BREADCRUMBS).toBe(100);
    expect(TRANSPORT_BUFFER_SIZE).toBe(64);
    expect(RATE_LIMIT_FALLBACK_MS).toBe(60_000);
  });

  it('traces every request where traffic is production-like, one in a hundred elsewhere', () => {
    expect(tracesSampleRate('production')).toBe(1);
    expect(tracesSampleRate('staging')).toBe(1);
    expect(tracesSampleRate('uat')).toBe(0.01);
    expect(tracesSampleRate('development')).toBe(0.01);
  });

  it('ignores the iOS in-app browser autofill error', () => {
    const message =
      "ReferenceError: Can't find variable: _AutofillCallbackHandler";
    expect(IGNORED_ERRORS.some((pattern) => pattern.test(message))).toBe(true);
    expect(
      IGNORED_ERRORS.some((pattern) =>
        pattern.test('ReferenceError: cart is not defined'),
      ),
    ).toBe(false);
  });

  it('tags a report with status code, query and pathname', () => {
    expect(
      errorTags('https://shop.example/au/search?q=linen&page=2', 502),
    ).toEqual({
      status_code: '502',
      query: 'q=linen&page=2',
      pathname: '/au/search',
    });
  });

  it('drops redirects and pages not found, keeps real failures', () => {
    expect(
      isExpectedError(
        new Response(null, {status: 302, headers: {Location: '/'}}),
      ),
    ).toBe(true);
    expect(isExpectedError(new Response('Not found', {status: 404}))).toBe(
      true,
    );
    expect(
      isExpectedError({
        status: 404,
        statusText: 'Not Found',
        internal: false,
        data: null,
      }),
    ).toBe(true);
    expect(isExpectedError(new Response('Oops', {status: 500}))).toBe(false);
    expect(isExpectedError(new Error('Search service answered 500'))).toBe(
      false,
    );
  });

  it('drops transactions of 404 pages and navigations that never finished', () => {
    expect(
      isDroppedTransaction({type: 'transaction', tags: {status_code: '404'}}),
    ).toBe(true);
    expect(
      isDroppedTransaction({
        type: 'transaction',
        contexts: {trace: {status: 'cancelled'}},
      }),
    ).toBe(true);
    expect(
      isDroppedTransaction({
        type: 'transaction',
        tags: {status_code: '200'},
        contexts: {trace: {status: 'ok'}},
      }),
    ).toBe(false);
  });
});

describe('the browser reporter', () => {
  it('is not started inside a browser extension', async () => {
    const {inExtensionContext} = await import('~/lib/errors/browser.client');
    expect(inExtensionContext({chrome: {runtime: {id: 'abcdef'}}})).toBe(true);
    expect(inExtensionContext({location: {protocol: 'moz-extension:'}})).toBe(
      true,
    );
    expect(inExtensionContext({location: {protocol: 'https:'}})).toBe(false);
  });

  it('starts with the spec settings and sends page tags with every report', async () => {
    vi.stubGlobal('window', {
      location: {
        href: 'https://shop.example/products/linen?colour=sage',
        protocol: 'https:',
      },
    });
    const {startBrowserReporter, reportBrowserError} =
      await import('~/lib/errors/browser.client');
    startBrowserReporter({
      dsn: 'https://key@errors.example/1',
      environment: 'production',
    });
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://key@errors.example/1',
        environment: 'production',
        maxBreadcrumbs: 100,
        tracesSampleRate: 1,
        transportOptions: {bufferSize: 64},
        ignoreErrors: IGNORED_ERRORS,
      }),
    );
    const options = init.mock.calls[0]![0] as {
      beforeSend: (event: object, hint: object) => object | null;
    };
    expect(
      options.beforeSend(
        {},
        {originalException: new Response(null, {status: 301})},
      ),
    ).toBeNull();
    expect(
      options.beforeSend({message: 'x'}, {originalException: new Error('x')}),
    ).toEqual({message: 'x'});

    reportBrowserError(new Error('Tile failed to render'), 500);
    expect(setTags).toHaveBeenLastCalledWith({
      status_code: '500',
      query: 'colour=sage',
      pathname: '/products/linen',
    });
    expect(captureException).toHaveBeenCalledWith(
      new Error('Tile failed to render'),
    );
    vi.unstubAllGlobals();
  });
});
