/**
 * The sandbox content service as @prismicio/client (unmodified) sees it: refs,
 * documents, predicates, fetchLinks, preview refs and tokens, Prismic's error shapes.
 */
import * as prismic from '@prismicio/client';
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {startSandbox, type Sandbox} from '../../../sandbox/server.ts';
import {sandboxClient, type Fault} from '../../support/sandbox-client.ts';

let sandbox: Sandbox;
let endpoint: string;
beforeAll(async () => {
  // Created from a bare endpoint as the brief's clients are; the client warns it cannot infer a name.
  const warn = console.warn;
  vi.spyOn(console, 'warn').mockImplementation((...args) => {
    if (
      !/repository name could not be inferred|was invalid. Now retrying/.test(
        String(args[0]),
      )
    )
      warn(...args);
  });
  sandbox = await startSandbox();
  endpoint = `${sandbox.origin}/api/v2`;
});
afterAll(() => sandbox.close());
const control = sandboxClient(() => sandbox.origin);
afterEach(() => control.faults.clear());

const client = (config: prismic.ClientConfig = {}) =>
  prismic.createClient(endpoint, {fetch, ...config});
const fault = (body: Omit<Fault, 'service'>) =>
  control.faults.set({service: 'content', ...body});
const search = async (params: Record<string, string>) => {
  const res = await fetch(
    `${endpoint}/documents/search?${new URLSearchParams(params)}`,
  );
  return {status: res.status, body: (await res.json()) as any};
};

describe('repository', () => {
  it('lists the master ref and the Spring drafts release, both languages and the types', async () => {
    const repo = await client().getRepository();
    expect(repo.refs).toEqual([
      {
        id: 'master',
        ref: expect.stringMatching(/^Z[A-Za-z0-9]{15}$/),
        label: 'Master',
        isMasterRef: true,
      },
      {
        id: expect.any(String),
        ref: expect.stringMatching(/~/),
        label: 'Spring drafts',
        isMasterRef: false,
      },
    ]);
    expect(repo.languages.map((l) => l.id)).toEqual(['en-us', 'en-au']);
    expect(repo.types).toEqual({
      page: 'Page',
      collection: 'Collection',
      global: 'Site content',
    });
    expect(repo.forms.everything.action).toBe(
      `${sandbox.origin}/api/v2/documents/search`,
    );
    expect(repo.oauth_initiate).toBe(`${sandbox.origin}/auth`);
    expect(await client().getTags()).toEqual([
      'competition',
      'customer-care',
      'home',
      'settings',
      'vip',
    ]);
  });
});

describe('documents', () => {
  it('serves the global document per language, with navigation and footer that differ', async () => {
    const us = await client().getSingle('global', {lang: 'en-us'});
    const au = await client().getSingle('global', {lang: 'en-au'});
    expect(us.lang).toBe('en-us');
    expect(au.lang).toBe('en-au');
    const labels = (doc: prismic.PrismicDocument) =>
      (doc.data.collection_nav as prismic.Slice[])
        .filter((s) => s.slice_type === 'nav_item')
        .map((s) => s.primary.label);
    expect(labels(us)).toEqual([
      'New Arrivals',
      'Dresses',
      'Knitwear',
      'Holiday Gifting',
      'Sale',
    ]);
    expect(labels(au)).toEqual([
      'New In',
      'Dresses',
      'Swim',
      'Knitwear',
      'Sale',
    ]);
    const titles = (doc: prismic.PrismicDocument) =>
      (doc.data.footer_nav as prismic.Slice[])[0].primary;
    expect(titles(us)).toMatchObject({
      title1: 'Customer Care',
      title2: 'About Us',
    });
    expect(titles(au)).toMatchObject({title1: 'Help', title2: 'Company'});
    const subscribe = (us.data.footer_nav as prismic.Slice[]).find(
      (s) => s.slice_type === 'subscribe_form_text',
    )!;
    expect(subscribe.primary.top_text).toBe(
      'Sign up and receive $10 off your first purchase!',
    );
    const freeShipping = (us.data.cart as prismic.Slice[]).find(
      (s) => s.slice_type === 'free_shipping',
    )!;
    expect(
      freeShipping.items.map(
        (i) => `${i.region}:${i.country}:${i.free_shipping_threshold}`,
      ),
    ).toEqual(['au:AU:150', 'au:NZ:200', 'us:US:150', 'us:CA:200']);
    expect(us.data.promo_banner).toMatchObject({
      url: `${sandbox.origin}/images/content/promo-banner.jpg`,
      alt: expect.any(String),
    });
    expect(us.alternate_languages).toEqual([
      {id: au.id, type: 'global', lang: 'en-au'},
    ]);
  });

  it('finds a page by uid in a language, linked to its other language', async () => {
    const about = await client().getByUID('page', 'about', {lang: 'en-au'});
    expect(about).toMatchObject({
      uid: 'about',
      type: 'page',
      lang: 'en-au',
      url: null,
      tags: [],
    });
    expect(about.data.title).toBe('About us');
    const us = await client().getByUID('page', 'about');
    expect(us.lang).toBe('en-us');
    expect(about.alternate_languages).toEqual([
      {id: us.id, uid: 'about', type: 'page', lang: 'en-us'},
    ]);
    expect(about.href).toContain(
      `${sandbox.origin}/api/v2/documents/search?ref=`,
    );
    const self = (await (await fetch(about.href)).json()) as {
      results: {id: string}[];
    };
    expect(self.results[0].id).toBe(about.id);
  });

  it('answers at, not, any and fulltext predicates over type, id, tags and uid', async () => {
    const pages = await client().getAllByType('page', {
      filters: [prismic.filter.not('my.page.uid', 'home')],
      orderings: [{field: 'my.page.uid'}],
    });
    expect(pages.map((p) => p.uid)).toEqual([
      'about',
      'competition',
      'contact',
      'returns',
      'shipping',
      'size-guide',
      'sms-signup',
    ]);
    const care = await client().getAllBySomeTags(['customer-care'], {
      lang: 'en-au',
    });
    expect(care.map((p) => p.uid).sort()).toEqual([
      'contact',
      'returns',
      'shipping',
      'size-guide',
    ]);
    const knits = await client().get({
      filters: [prismic.filter.fulltext('document', 'merino cashmere')],
      lang: 'en-us',
    });
    expect(knits.results.map((d) => d.uid)).toEqual(['knitwear']);
    const both = await client().getByIDs([pages[0].id, pages[1].id]);
    expect(both.results).toHaveLength(2);
    const everywhere = await client().getAllByUIDs('page', ['home'], {
      lang: '*',
    });
    expect(everywhere.map((d) => d.lang).sort()).toEqual(['en-au', 'en-us']);
  });

  it('fills linked documents with the fields named in fetchLinks', async () => {
    const home = await client().getByUID('page', 'home', {
      fetchLinks: ['collection.title'],
    });
    const gallery = (home.data.body as prismic.Slice[]).find(
      (s) => s.slice_type === 'collection_gallery',
    )!;
    expect(gallery.primary.collection).toMatchObject({
      link_type: 'Document',
      type: 'collection',
      uid: 'new-arrivals',
      lang: 'en-us',
      isBroken: false,
      data: {title: 'New Arrivals'},
    });
    const plain = await client().getByUID('page', 'home');
    const again = (plain.data.body as prismic.Slice[]).find(
      (s) => s.slice_type === 'collection_gallery',
    )!;
    expect(again.primary.collection).not.toHaveProperty('data');
  });

  it('paginates with Prismic metadata and refuses pages over 100 documents', async () => {
    const {masterRef} = {masterRef: (await client().getMasterRef()).ref};
    const {status, body} = await search({
      ref: masterRef,
      lang: '*',
      pageSize: '5',
      page: '2',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      page: 2,
      results_per_page: 5,
      results_size: 5,
      total_results_size: 34,
      total_pages: 7,
    });
    expect(body.next_page).toContain('page=3');
    expect(body.prev_page).toContain('page=1');
    const tooMany = await search({ref: masterRef, pageSize: '101'});
    expect(tooMany.status).toBe(400);
    const bad = await search({
      ref: masterRef,
      q: '[[near(document.type, "page")]]',
    });
    expect(bad).toMatchObject({
      status: 400,
      body: {type: 'parsing-error', pos: {line: 1}},
    });
  });

  it('resolves document urls from a routes parameter', async () => {
    const routed = client({
      routes: [{type: 'page', path: '/:lang?/pages/:uid'}],
    });
    const about = await routed.getByUID('page', 'about', {lang: 'en-au'});
    expect(about.url).toBe('/en-au/pages/about');
  });
});

describe('refs and previews', () => {
  it('answers an unknown ref as the real API does, and the client recovers with the master ref', async () => {
    const {status, body} = await search({ref: 'nope'});
    const master = (await client().getMasterRef()).ref;
    expect(status).toBe(404);
    expect(body).toEqual({
      type: 'api_notfound_error',
      message: `Ref not found. Ensure you have the correct ref and try again. Master ref is: ${master}`,
    });
    const about = await client().getByUID('page', 'about', {ref: 'nope'});
    expect(about.data.title).toBe('About us');
  });

  it('shows drafts merged over published content at the release ref, and not at master', async () => {
    const {ref} = await client().getReleaseByLabel('Spring drafts');
    const preview = client({ref});
    expect((await preview.getByUID('page', 'spring-lookbook')).data.title).toBe(
      'Spring lookbook',
    );
    expect((await preview.getByUID('page', 'about')).data.title).toBe(
      'About Meadow & Co.',
    );
    expect((await preview.getByUID('page', 'shipping')).data.title).toBe(
      'Shipping',
    );
    await expect(
      client().getByUID('page', 'spring-lookbook'),
    ).rejects.toBeInstanceOf(prismic.NotFoundError);
    expect((await client().getByUID('page', 'about')).data.title).toBe(
      'About us',
    );
  });

  it('hands out preview tokens that resolvePreviewURL turns into the previewed page', async () => {
    const lookbookId = (
      await client({
        ref: (await client().getReleaseByLabel('Spring drafts')).ref,
      }).getByUID('page', 'spring-lookbook')
    ).id;
    const start = await fetch(
      control.contentPreviewUrl(lookbookId, 'http://shop.test/api/preview'),
      {redirect: 'manual'},
    );
    expect(start.status).toBe(302);
    const landing = new URL(start.headers.get('location')!);
    expect(landing.origin + landing.pathname).toBe(
      'http://shop.test/api/preview',
    );
    const token = landing.searchParams.get('token')!;
    expect(token).toMatch(
      /^https:\/\/fashion-sandbox\.prismic\.io\/previews\//,
    );
    expect(landing.searchParams.get('documentId')).toBe(lookbookId);

    const c = client();
    c.enableAutoPreviewsFromReq({url: landing.pathname + landing.search});
    const url = await c.resolvePreviewURL({
      defaultURL: '/',
      linkResolver: (doc) => (doc.type === 'page' ? `/pages/${doc.uid}` : null),
    });
    expect(url).toBe('/pages/spring-lookbook');
    expect(
      (await client({ref: token}).getByUID('page', 'about')).data.title,
    ).toBe('About Meadow & Co.');
  });
});

describe('faults', () => {
  it('404 on the repository is RepositoryNotFoundError', async () => {
    await fault({status: 404, times: 1});
    await expect(client().getByUID('page', 'about')).rejects.toBeInstanceOf(
      prismic.RepositoryNotFoundError,
    );
  });

  it('401 is ForbiddenError', async () => {
    await fault({status: 401, times: 1});
    await expect(client().getByUID('page', 'about')).rejects.toBeInstanceOf(
      prismic.ForbiddenError,
    );
  });

  it('400 is ParsingError', async () => {
    await fault({status: 400, times: 1});
    await expect(client().getByUID('page', 'about')).rejects.toBeInstanceOf(
      prismic.ParsingError,
    );
  });

  it('429 is retried after Retry-After', async () => {
    await fault({status: 429, retryAfter: 1, times: 1});
    const started = Date.now();
    const about = await client().getByUID('page', 'about');
    expect(about.uid).toBe('about');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });
});
