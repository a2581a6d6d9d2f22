/**
 * Concurrent shoppers on loopback: 50 connections for 30 s walk home, a collection, a
 * product, search, an add to cart, the cart and a content page, each keeping its own
 * cookies. Not one answer may be a 5xx: under load workerd cancels a request that
 * awaits I/O begun by another ("The script will never generate a response").
 */
import autocannon from 'autocannon';
import {describe, expect, inject, it} from 'vitest';
import {buyableVariants} from './cart-helpers';

const CONNECTIONS = 50;
const DURATION_S = 30;

type Context = {cookie?: string};

describe('under concurrent load', () => {
  it(
    `answers ${CONNECTIONS} shoppers for ${DURATION_S} s without a single 5xx`,
    {timeout: (DURATION_S + 60) * 1000},
    async () => {
      const origin = inject('workerUrl');
      const [{product, variant}] = await buyableVariants(1);
      const withCookie = (
        request: {headers?: Record<string, string>},
        context: Context,
      ) => {
        request.headers = {
          ...request.headers,
          'oxygen-buyer-country': 'US',
          ...(context.cookie ? {cookie: context.cookie} : {}),
        };
        return request;
      };
      const keepCookie = (
        _status: number,
        _body: string,
        context: Context,
        headers: Record<string, string | string[]>,
      ) => {
        const setCookie = headers['set-cookie'];
        const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
        if (first) context.cookie = first.split(';')[0];
      };
      const page = (path: string) => ({
        method: 'GET' as const,
        path,
        setupRequest: withCookie,
        onResponse: keepCookie,
      });
      const statuses = new Map<number, number>();
      const reqErrors = new Map<string, number>();
      const started = Date.now();
      const result = await autocannon({
        url: origin,
        connections: CONNECTIONS,
        duration: DURATION_S,
        timeout: 60,
        requests: [
          page('/'),
          page('/collections/dresses'),
          page(`/products/${product.handle}`),
          page('/search?q=linen'),
          {
            method: 'POST',
            path: '/cart.data',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              origin,
            },
            body: new URLSearchParams({
              cartFormInput: JSON.stringify({
                action: 'LinesAdd',
                inputs: {lines: [{merchandiseId: variant.id, quantity: 1}]},
              }),
            }).toString(),
            setupRequest: withCookie,
            onResponse: keepCookie,
          },
          page('/cart'),
          page('/pages/about'),
          page('/au/collections/knitwear'),
        ],
      })
        .on('response', (_client: unknown, statusCode: number) => {
          statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
        })
        .on('reqError', (error: Error) => {
          const key = `${error.message} at ${Math.round((Date.now() - started) / 1000)} s`;
          reqErrors.set(key, (reqErrors.get(key) ?? 0) + 1);
        });
      const byStatus = Object.fromEntries(
        [...statuses].sort(([a], [b]) => a - b),
      );
      console.log(
        `load: ${result.requests.total} requests, ${result.requests.average} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, statuses ${JSON.stringify(byStatus)}, errors ${result.errors} ${JSON.stringify(Object.fromEntries(reqErrors))}, timeouts ${result.timeouts}`,
      );
      expect(result['5xx']).toBe(0);
      expect(result.timeouts).toBe(0);
      // Connection resets are logged, not failed: on this shared 2-core machine workerd
      // drops some sockets under 50 connections (see the README), without a 5xx.
      // Every shopper got answers (this machine is shared: throughput itself is not asserted).
      expect(result.requests.total).toBeGreaterThanOrEqual(CONNECTIONS);
    },
  );
});
