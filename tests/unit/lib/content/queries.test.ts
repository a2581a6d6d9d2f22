/** Content lookups through createContentClient, against the sandbox content service. */
import {RefNotFoundError} from '@prismicio/client';
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {
  BULK_PAGE_DELAY_MS,
  contentErrorKind,
  createContentClient,
  getAllDocuments,
  getCollectionDocument,
  getGlobalSettings,
  getPage,
  isValidPageUid,
  type ContentClient,
} from '~/lib/content';
import {startSandbox, type Sandbox} from '../../../../sandbox/server.ts';
import {sandboxClient, type Fault} from '../../../support/sandbox-client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
const control = sandboxClient(() => sandbox.origin);
afterEach(() => control.faults.clear());

const waits: number[] = [];
const client = (ref?: string) =>
  createContentClient({
    endpoint: `${sandbox.origin}/api/v2`,
    repository: 'fashion-sandbox',
    fetch,
    ref,
    sleep: async (ms) => void waits.push(ms),
  });
const fault = (body: Omit<Fault, 'service'>) =>
  control.faults.set({service: 'content', ...body});

describe('page uid rule (spec §5)', () => {
  it('accepts letters, digits, underscore and hyphen only', () => {
    for (const uid of ['about', 'size-guide', 'sms_signup', 'Page2'])
      expect(isValidPageUid(uid), uid).toBe(true);
    for (const uid of ['', 'a b', '../etc', 'über', 'a/b', 'a.b'])
      expect(isValidPageUid(uid), uid).toBe(false);
  });

  it('does not ask the content service for an invalid uid', async () => {
    const spy: string[] = [];
    const c = createContentClient({
      endpoint: `${sandbox.origin}/api/v2`,
      repository: 'fashion-sandbox',
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => (
        spy.push(String(input)),
        fetch(input, init)
      )) as typeof fetch,
    });
    expect(await getPage(c, '../secrets', 'us')).toBeNull();
    expect(spy).toEqual([]);
  });
});

describe('getPage (spec §4)', () => {
  it('loads the page in the locale language', async () => {
    const us = await getPage(client(), 'shipping', 'us');
    const au = await getPage(client(), 'shipping', 'au');
    expect(us).toMatchObject({
      uid: 'shipping',
      lang: 'en-us',
      data: {title: 'Shipping'},
    });
    expect(au).toMatchObject({
      uid: 'shipping',
      lang: 'en-au',
      data: {title: 'Delivery'},
    });
  });

  it('fills linked collections with their titles', async () => {
    const home = await getPage(client(), 'home', 'au');
    const gallery = home!.data.body.find(
      (s) => s.slice_type === 'collection_gallery',
    )!;
    expect(gallery.primary).toMatchObject({
      collection: {uid: 'new-arrivals', data: {title: 'New Arrivals'}},
    });
  });

  it('falls back to the first result when the language has no such page', async () => {
    const fake = {
      get: async () => ({
        results: [{uid: 'promo', lang: 'en-us', data: {title: 'US only'}}],
        next_page: null,
      }),
    } as unknown as ContentClient;
    expect(await getPage(fake, 'promo', 'au')).toMatchObject({
      lang: 'en-us',
      data: {title: 'US only'},
    });
  });

  it('returns null for a page that does not exist', async () => {
    expect(await getPage(client(), 'no-such-page', 'us')).toBeNull();
  });

  it('shows drafts with a preview ref', async () => {
    const {ref} = await client().getReleaseByLabel('Spring drafts');
    expect(await getPage(client(ref), 'spring-lookbook', 'au')).toMatchObject({
      lang: 'en-au',
      data: {title: 'Spring lookbook'},
    });
    expect(await getPage(client(), 'spring-lookbook', 'au')).toBeNull();
  });

  it('throws when the lookup fails, naming the spec error', async () => {
    await fault({status: 404, times: 1});
    const error = await getPage(client(), 'about', 'us').catch((e) => e);
    expect(contentErrorKind(error)).toBe('repository-not-found');
  });
});

describe('other lookups return nothing on failure (spec §8)', () => {
  it('reads the global settings per locale', async () => {
    expect(await getGlobalSettings(client(), 'au')).toMatchObject({
      type: 'global',
      lang: 'en-au',
    });
    expect(await getGlobalSettings(client(), 'us')).toMatchObject({
      type: 'global',
      lang: 'en-us',
    });
  });

  it('reads a collection document by handle', async () => {
    const vip = await getCollectionDocument(client(), 'vip-preview', 'au');
    expect(vip).toMatchObject({
      uid: 'vip-preview',
      lang: 'en-au',
      data: {title: 'VIP Preview'},
    });
    expect(
      await getCollectionDocument(client(), 'not-a-collection', 'au'),
    ).toBeNull();
  });

  it('returns null and reports the error when the service refuses', async () => {
    const errors: unknown[] = [];
    for (const status of [401, 403]) {
      await fault({status, times: 1});
      expect(
        await getGlobalSettings(client(), 'us', {
          onError: (e) => errors.push(e),
        }),
      ).toBeNull();
    }
    await fault({status: 400, times: 1});
    expect(
      await getCollectionDocument(client(), 'dresses', 'us', {
        onError: (e) => errors.push(e),
      }),
    ).toBeNull();
    await fault({malformed: true, times: 1});
    expect(
      await getGlobalSettings(client(), 'us', {onError: (e) => errors.push(e)}),
    ).toBeNull();
    expect(errors.map(contentErrorKind)).toEqual([
      'unauthorised',
      'unauthorised',
      'parse-error',
      'invalid-response',
    ]);
  });

  it('serves published content for an expired or unknown preview ref, as @prismicio/client recovers', async () => {
    // An expired preview token: Prismic answers PreviewTokenExpired, the content client asks again at master.
    const expired = 'https://fashion-sandbox.prismic.io/previews/s:unknown';
    expect(await getPage(client(expired), 'about', 'us')).toMatchObject({
      data: {title: 'About us'},
    });
    // An unknown ref: @prismicio/client itself retries with the master ref Prismic names.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      await getPage(client('ZnotARealRef0000'), 'about', 'us'),
    ).toMatchObject({data: {title: 'About us'}});
    expect(warn.mock.calls[0][0]).toMatch(
      /was invalid. Now retrying with the latest master ref/,
    );
    warn.mockRestore();
    expect(
      contentErrorKind(
        new RefNotFoundError('Ref not found', undefined, undefined),
      ),
    ).toBe('ref-not-found');
  });
});

describe('rate limits and bulk fetches', () => {
  it('retries a 429 after 1000 ms when no Retry-After is sent', async () => {
    waits.length = 0;
    await fault({status: 429, times: 1});
    expect(await getPage(client(), 'about', 'us')).toMatchObject({
      uid: 'about',
    });
    expect(waits).toEqual([1000]);
  });

  it('retries a 429 after its Retry-After, waiting a second at most so the page keeps its deadline', async () => {
    waits.length = 0;
    await fault({status: 429, retryAfter: 2, times: 1});
    expect(await getPage(client(), 'about', 'us')).toMatchObject({
      uid: 'about',
    });
    expect(waits).toEqual([1000]);
  });

  it('fetches every page of results, 100 at a time, 500 ms apart', async () => {
    const pageSizes: number[] = [];
    const slept: number[] = [];
    const fake = {
      get: async ({page, pageSize}: {page: number; pageSize: number}) => {
        pageSizes.push(pageSize);
        return {
          results: [{id: `doc${page}`}],
          next_page: page < 3 ? `p${page + 1}` : null,
        };
      },
    } as unknown as ContentClient;
    const docs = await getAllDocuments(
      fake,
      {},
      {sleep: async (ms) => void slept.push(ms)},
    );
    expect(docs.map((d) => d.id)).toEqual(['doc1', 'doc2', 'doc3']);
    expect(pageSizes).toEqual([100, 100, 100]);
    expect(slept).toEqual([BULK_PAGE_DELAY_MS, BULK_PAGE_DELAY_MS]);
  });

  it('gets every document of the sandbox in all languages', async () => {
    const docs = await getAllDocuments(
      client(),
      {lang: '*'},
      {pageSize: 10, sleep: async () => {}},
    );
    expect(docs).toHaveLength(34);
  });
});
