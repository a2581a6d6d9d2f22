/**
 * One content client per request, and no fetch shared between them: workerd cancels a
 * request's fetch when that request ends, and another request awaiting it would hang.
 */
import {describe, expect, it} from 'vitest';
import {createRequestContentClient} from '~/lib/content/context.server';

const config = {
  PUBLIC_CONTENT_ENDPOINT: 'https://content.test/api/v2',
  PUBLIC_CONTENT_REPOSITORY: 'fashion-sandbox',
};

const REPOSITORY = {
  refs: [{id: 'master', ref: 'master-ref', isMasterRef: true}],
  languages: [{id: 'en-us'}],
  types: {},
  tags: [],
};

describe('content clients of two requests at once', () => {
  it('each make their own calls (no in-flight fetch is shared)', async () => {
    const seen: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      seen.push(url);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const body = new URL(url).pathname.endsWith('/api/v2')
        ? REPOSITORY
        : {
            results: [],
            page: 1,
            total_pages: 0,
            total_results_size: 0,
            results_per_page: 10,
          };
      return Response.json(body);
    }) as typeof fetch;
    try {
      const first = createRequestContentClient({
        request: new Request('https://shop.test/a'),
        config,
      });
      const second = createRequestContentClient({
        request: new Request('https://shop.test/b'),
        config,
      });
      await Promise.all([first.getRepository(), second.getRepository()]);
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(seen).toEqual([
      'https://content.test/api/v2',
      'https://content.test/api/v2',
    ]);
  });
});
