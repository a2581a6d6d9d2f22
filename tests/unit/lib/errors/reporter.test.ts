import {afterEach, describe, expect, it, vi} from 'vitest';
import {createErrorReporter} from '~/lib/errors/reporter.server';

const reporter = () =>
  createErrorReporter({
    config: {SENTRY_DSN: '', APP_ENV: 'development'} as never,
    request: new Request('https://shop.test/cart'),
    waitUntil: () => {},
  });

describe('the error log', () => {
  afterEach(() => vi.restoreAllMocks());

  it("names a thrown Response by its status, not as '[object Response]'", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    reporter().report(
      new Response('down', {status: 500, statusText: 'Internal Server Error'}),
      {service: 'cart', step: 'LinesRemove'},
    );
    expect(log).toHaveBeenCalledWith(
      '[cart]',
      'HTTP 500 Internal Server Error',
      {step: 'LinesRemove'},
    );
  });

  it('keeps an error’s message and cause', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    reporter().report(new Error('Cart could not be read', {cause: 'timeout'}), {
      service: 'cart',
    });
    expect(log).toHaveBeenCalledWith(
      '[cart]',
      'Cart could not be read (timeout)',
      '',
    );
  });
});
