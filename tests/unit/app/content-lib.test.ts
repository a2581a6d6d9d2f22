/**
 * The content loaders' rules without a network: editors hear about broken content
 * only when CONTENT_REPORT_INVALID is on (and in preview), shoppers still get a page;
 * the VIP gate, preview tokens and form submissions.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {ContentClient} from '~/lib/content/client';
import {
  loadCollectionContent,
  loadPageContent,
  loadSiteContent,
  unlockCollection,
} from '~/lib/content/loaders.server';
import {
  collectionContent,
  isCollectionLocked,
  vipPasswordSchema,
  VIP_MESSAGES,
} from '~/lib/content/collection';
import {vipCookie} from '~/lib/cookies.server';
import {
  isAcceptedPreviewToken,
  localeOfLanguage,
  previewCookie,
  safeLocalPath,
} from '~/lib/content/preview-session.server';
import {sendFormSubmission} from '~/lib/content/forms.server';
import {missingAltIssues} from '~/lib/content/issues';
import {
  GLOBAL_MESSAGES,
  PAGE_MESSAGES,
  previewRefFromCookie,
} from '~/lib/content';
import {seeded} from '../lib/content/fixtures';
import {fakeReporter} from '../lib/errors/fake-reporter';

const SECRET = 'test-session-secret-0123456789';

let releases = 0;

/** A content client that answers every query with these documents, each client a release of its own. */
function clientWith(docs: unknown[], {fail = false}: {fail?: boolean} = {}) {
  const release = `release-${++releases}`;
  return {
    getMasterRef: vi.fn(async () => {
      if (fail) throw new Error('content service down');
      return {id: 'master', ref: release, isMasterRef: true};
    }),
    get: vi.fn(async () => {
      if (fail) throw new Error('content service down');
      return {results: docs, next_page: null};
    }),
    getRefs: vi.fn(async () => [
      {id: 'master', ref: 'master-ref', isMasterRef: true},
      {id: 'rel', ref: 'release~master-ref', isMasterRef: false},
    ]),
  } as unknown as ContentClient;
}

function contextWith(
  docs: unknown[],
  {
    report = true,
    locale = 'us',
    currency = 'USD',
    country = 'US',
    fail = false,
  } = {},
) {
  return {
    content: clientWith(docs, {fail}),
    locale,
    region: {country, currency},
    config: {
      CONTENT_REPORT_INVALID: report,
      PUBLIC_CONTENT_REPOSITORY: 'fashion-sandbox',
      SESSION_SECRET: SECRET,
    },
    errors: fakeReporter(),
  };
}

const request = (cookie?: string) =>
  new Request('https://shop.example/', {headers: cookie ? {cookie} : {}});
const previewRequest = () =>
  request(
    `io.prismic.preview=${encodeURIComponent(JSON.stringify({'fashion-sandbox.prismic.io': {preview: 'https://fashion-sandbox.prismic.io/previews/s:r'}}))}`,
  );

afterEach(() => vi.restoreAllMocks());

describe('global settings for the shell', () => {
  it('reports invalid settings only when the flag is on, and still builds the shell', async () => {
    const doc = seeded('global--en-us.json');
    doc.data.collection_columns_desktop = '7';
    doc.data.top_banner[0].primary.banner_text = '';
    const reporting = contextWith([{...doc, lang: 'en-us'}]);
    const on = await loadSiteContent(reporting, request(), async () => []);
    expect(on.siteContent.source).toBe('content');
    expect(on.siteContent.collectionColumns.desktop).toBe(3);
    expect(on.issues).toEqual([]); // not in preview: nothing for the page
    expect(reporting.errors.reported).toHaveLength(1);
    const [{error, detail}] = reporting.errors.reported;
    expect(String(error)).toBe(
      'Error: Invalid content data in global settings (en-us)',
    );
    expect(detail).toMatchObject({
      service: 'content',
      issues: expect.stringContaining(GLOBAL_MESSAGES.columnsDesktop),
    });
    expect(String(detail.issues)).toContain(GLOBAL_MESSAGES.bannerText);

    const silent = contextWith([{...doc, lang: 'en-us'}], {report: false});
    await loadSiteContent(silent, request(), async () => []);
    expect(silent.errors.reported).toEqual([]);
  });

  it('shows the issues to editors in preview, when the report-invalid-content flag is on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const doc = seeded('global--en-us.json');
    doc.data.promo_banner = {};
    const result = await loadSiteContent(
      contextWith([{...doc, lang: 'en-us'}], {report: true}),
      previewRequest(),
      async () => [],
    );
    expect(result.preview).toBe(true);
    expect(result.issues).toEqual([
      {path: 'data.promo_banner', message: GLOBAL_MESSAGES.promoBanner},
    ]);
    // Flag off: nothing is reported, in the log or in the preview notices (issue 19).
    const quiet = await loadSiteContent(
      contextWith([{...doc, lang: 'en-us'}], {report: false}),
      previewRequest(),
      async () => [],
    );
    expect(quiet.preview).toBe(true);
    expect(quiet.issues).toEqual([]);
    const page = {...seeded('page--size-guide--en-us.json'), lang: 'en-us'};
    page.data.body[0].items = page.data.body[0].items.slice(0, 1);
    expect(
      (
        await loadPageContent(
          contextWith([page], {report: false}),
          previewRequest(),
          'size-guide',
        )
      )?.issues,
    ).toEqual([]);
  });

  it('reports pictures without alt text', async () => {
    const doc = seeded('global--en-us.json');
    doc.data.seo_image.alt = '';
    expect(missingAltIssues(doc.data, ['data'])).toEqual([
      {path: 'data.seo_image', message: 'Image missing alt property'},
    ]);
  });

  it('reads and checks a release once per locale; a preview is read every time', async () => {
    const doc = seeded('global--en-us.json');
    doc.data.collection_columns_desktop = '7';
    const context = contextWith([{...doc, lang: 'en-us'}]);
    const first = await loadSiteContent(context, request(), async () => []);
    const again = await loadSiteContent(context, request(), async () => []);
    expect(again.siteContent).toEqual(first.siteContent);
    expect(context.content.get).toHaveBeenCalledTimes(1);
    expect(context.errors.reported).toHaveLength(1);
    // Another locale of the same release is its own document.
    const au = {...context, locale: 'au'};
    await loadSiteContent(au, request(), async () => []);
    expect(context.content.get).toHaveBeenCalledTimes(2);

    vi.spyOn(console, 'error').mockImplementation(() => {});
    await loadSiteContent(context, previewRequest(), async () => []);
    await loadSiteContent(context, previewRequest(), async () => []);
    expect(context.content.get).toHaveBeenCalledTimes(4);
  });

  it("falls back to the shop's collections when content is down", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await loadSiteContent(
      contextWith([], {fail: true}),
      request(),
      async () => [{handle: 'dresses', title: 'Dresses'}],
    );
    expect(result.siteContent.source).toBe('defaults');
    expect(result.siteContent.nav.map((m) => m.label)).toEqual(['Dresses']);
  });
});

describe('content pages', () => {
  it("takes the document in the site's language, else the first", async () => {
    const us = {...seeded('page--about--en-us.json'), lang: 'en-us'};
    const au = {...seeded('page--about--en-au.json'), lang: 'en-au'};
    expect(
      (
        await loadPageContent(
          contextWith([us, au], {locale: 'au'}),
          request(),
          'about',
        )
      )?.page.lang,
    ).toBe('en-au');
    expect(
      (await loadPageContent(contextWith([us, au]), request(), 'about'))?.page
        .lang,
    ).toBe('en-us');
    expect(
      (
        await loadPageContent(
          contextWith([us], {locale: 'au'}),
          request(),
          'about',
        )
      )?.page.lang,
    ).toBe('en-us');
    expect(
      await loadPageContent(contextWith([]), request(), 'about'),
    ).toBeNull();
  });

  it('reports each page rule in preview without breaking the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const doc = {...seeded('page--size-guide--en-us.json'), lang: 'en-us'};
    doc.data.body[0].items = doc.data.body[0].items.slice(0, 1);
    const result = await loadPageContent(
      contextWith([doc]),
      previewRequest(),
      'size-guide',
    );
    expect(result?.issues).toEqual([
      {path: 'data.body.0.items', message: PAGE_MESSAGES.sizeGuideRows},
    ]);
    expect(result?.page.slices.map((s) => s.slice_type)).toEqual([
      'size_guide',
      'text',
    ]);
  });

  it('throws when the content service fails (the route answers 503)', async () => {
    await expect(
      loadPageContent(contextWith([], {fail: true}), request(), 'about'),
    ).rejects.toThrow('content service down');
  });
});

describe('VIP collections', () => {
  const vip = () => ({
    ...seeded('collection--vip-preview--en-us.json'),
    lang: 'en-us',
  });

  it('locks until the cookie proves the password, and never sends the password', async () => {
    const locked = await loadCollectionContent(
      contextWith([vip()]),
      'vip-preview',
      request(),
    );
    expect(isCollectionLocked(locked)).toBe(true);
    expect(JSON.stringify(locked)).not.toContain('velvet');
    expect(locked.hideTitle).toBe(true);
    expect(locked.vip?.linkedCollections.map((c) => c.href)).toEqual([
      '/collections/dresses',
      '/collections/knitwear',
    ]);
    const unlock = await unlockCollection(contextWith([vip()]), request(), {
      handle: 'vip-preview',
      password: 'velvet',
    });
    const cookie = (unlock.ok && unlock.cookie.split(';')[0]) || '';
    const open = await loadCollectionContent(
      contextWith([vip()]),
      'vip-preview',
      request(cookie),
    );
    expect(isCollectionLocked(open)).toBe(false);
    // Signed for another password (the one before a change), or not signed at all: locked.
    const signedForOther = (
      await vipCookie(request(), {
        handle: 'vip-preview',
        password: 'linen',
        secret: SECRET,
      }).serialize('vip-preview')
    ).split(';')[0];
    expect(
      isCollectionLocked(
        await loadCollectionContent(
          contextWith([vip()]),
          'vip-preview',
          request(signedForOther),
        ),
      ),
    ).toBe(true);
    const forged = `vip_vip-preview=${btoa(JSON.stringify('vip-preview'))}`;
    expect(
      isCollectionLocked(
        await loadCollectionContent(
          contextWith([vip()]),
          'vip-preview',
          request(forged),
        ),
      ),
    ).toBe(true);
    const otherSecret = (
      await vipCookie(request(), {
        handle: 'vip-preview',
        password: 'velvet',
        secret: 'another-secret-0123456789',
      }).serialize('vip-preview')
    ).split(';')[0];
    expect(
      isCollectionLocked(
        await loadCollectionContent(
          contextWith([vip()]),
          'vip-preview',
          request(otherSecret),
        ),
      ),
    ).toBe(true);
  });

  it('unlocks with the right password only', async () => {
    expect(
      await unlockCollection(contextWith([vip()]), request(), {
        handle: 'vip-preview',
        password: 'Velvet',
      }),
    ).toEqual({ok: false, reason: 'wrong-password'});
    const ok = await unlockCollection(
      contextWith([vip()]),
      new Request('https://shop.example/'),
      {handle: 'vip-preview', password: 'velvet'},
    );
    expect(ok).toMatchObject({
      ok: true,
      redirectTo: '/collections/vip-preview',
    });
    expect(ok.ok && ok.cookie).toMatch(
      /^vip_vip-preview=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    // The value names the collection, never the password; the signature vouches for it.
    const value = decodeURIComponent(
      (ok.ok && ok.cookie.split(';')[0].slice('vip_vip-preview='.length)) || '',
    );
    expect(atob(value.split('.')[0])).toBe('"vip-preview"');
    expect(
      await unlockCollection(
        contextWith([seeded('collection--dresses--en-us.json')]),
        request(),
        {handle: 'dresses', password: 'x'},
      ),
    ).toEqual({ok: false, reason: 'not-protected'});
  });

  it('redirects to the redirect collection after expiry', async () => {
    const archive = {
      ...seeded('collection--vip-archive--en-au.json'),
      lang: 'en-au',
    };
    const thrown = await loadCollectionContent(
      contextWith([archive], {locale: 'au'}),
      'vip-archive',
      request(),
    ).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe(
      '/au/collections/sale',
    );
  });

  it("reads an ordinary collection's description and no gate", () => {
    const content = collectionContent(
      seeded('collection--dresses--en-us.json'),
      {handle: 'dresses', locale: 'us', unlocked: false},
    );
    expect(content.vip).toBeNull();
    expect(content.description?.[0]).toMatchObject({
      text: 'Midi, maxi and mini dresses in linen, silk and cotton.',
    });
  });

  it('asks for the password with its message', () => {
    const result = vipPasswordSchema.safeParse({
      handle: 'vip-preview',
      password: '',
    });
    expect(
      result.success ? [] : result.error.issues.map((i) => i.message),
    ).toEqual([VIP_MESSAGES.passwordRequired]);
  });
});

describe('preview', () => {
  it("accepts this repository's preview sessions and release refs only", async () => {
    const client = clientWith([]);
    expect(
      await isAcceptedPreviewToken(
        client,
        'https://fashion-sandbox.prismic.io/previews/a:b',
        'fashion-sandbox',
      ),
    ).toBe(true);
    expect(
      await isAcceptedPreviewToken(
        client,
        'release~master-ref',
        'fashion-sandbox',
      ),
    ).toBe(true);
    expect(
      await isAcceptedPreviewToken(client, 'master-ref', 'fashion-sandbox'),
    ).toBe(false);
    expect(
      await isAcceptedPreviewToken(
        client,
        'https://other.prismic.io/previews/a:b',
        'fashion-sandbox',
      ),
    ).toBe(false);
  });

  it('stores the token where the content client reads it back', () => {
    const cookie = previewCookie(
      'fashion-sandbox',
      'release~master-ref',
      new Request('https://shop.example/'),
    );
    expect(cookie).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(previewRefFromCookie(cookie.split(';')[0], 'fashion-sandbox')).toBe(
      'release~master-ref',
    );
    expect(previewRefFromCookie(cookie.split(';')[0], 'other-repo')).toBeNull();
  });

  it("sends editors only to paths on this site, on the site of the document's language", () => {
    expect(safeLocalPath('/pages/about')).toBe('/pages/about');
    for (const bad of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      null,
    ])
      expect(safeLocalPath(bad)).toBeNull();
    expect([localeOfLanguage('en-au'), localeOfLanguage('en-us')]).toEqual([
      'au',
      'us',
    ]);
  });
});

describe('form submissions', () => {
  const origin = {
    locale: 'us',
    country: 'US',
    currency: 'USD',
    storeHandle: 'meadow-us',
    page: 'contact',
  };

  it('posts the fields and where they came from as JSON to the configured endpoint', async () => {
    const fetcher = vi.fn(async () => new Response('{}', {status: 201}));
    expect(
      await sendFormSubmission(
        {
          config: {SUPPORT_TICKET_ENDPOINT: 'https://tickets.example/new'},
          errors: fakeReporter(),
        },
        'contact',
        {name: 'Ada'},
        origin,
        fetcher,
      ),
    ).toBe(true);
    const [url, init] = fetcher.mock.calls[0] as unknown as [
      string,
      RequestInit,
    ];
    expect(url).toBe('https://tickets.example/new');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: 'Ada',
      page: 'contact',
      locale: 'us',
      storeHandle: 'meadow-us',
      submittedAt: expect.any(String),
    });
  });

  it('says no when the endpoint is missing, refuses or is unreachable', async () => {
    const errors = fakeReporter();
    expect(
      await sendFormSubmission({config: {}, errors}, 'sms', {}, origin),
    ).toBe(false);
    const sms = {config: {SMS_SIGNUP_ENDPOINT: 'https://sms.example'}, errors};
    expect(
      await sendFormSubmission(
        sms,
        'sms',
        {},
        origin,
        async () => new Response('', {status: 503}),
      ),
    ).toBe(false);
    expect(
      await sendFormSubmission(sms, 'sms', {}, origin, async () => {
        throw new TypeError('fetch failed');
      }),
    ).toBe(false);
    expect(errors.reported.map(({error}) => String(error))).toEqual([
      'Error: SMS_SIGNUP_ENDPOINT is not configured; the sms form cannot be sent',
      'Error: sms endpoint answered 503',
      'TypeError: fetch failed',
    ]);
  });
});
