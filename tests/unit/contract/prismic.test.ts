/**
 * Contract: @prismicio/client, unmodified, against the sandbox content service, for the
 * Content API features Prismic documents (prismic.io/docs: filters reference, graphQuery,
 * fetchLinks, previews) that the sandbox did not answer before.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import * as prismic from '@prismicio/client';
import {startSandbox, type Sandbox} from '../../../sandbox/server.ts';
import {matches, parseQuery} from '../../../sandbox/content/predicates.ts';
import type {ContentDocument} from '../../../sandbox/content/store.ts';

let sandbox: Sandbox;
let client: prismic.Client;

beforeAll(async () => {
  sandbox = await startSandbox();
  client = prismic.createClient(`${sandbox.origin}/api/v2`, {fetch});
});
afterAll(() => sandbox.close());

const ABOUT = 'ZW9Ajr6TYiAQsXo8';

describe('date filters', () => {
  it('compares publication dates with after, before, between, month and year', async () => {
    const after = await client.getAllByType('global', {
      filters: [
        prismic.filter.dateAfter(
          'document.last_publication_date',
          '2026-02-01',
        ),
      ],
    });
    expect(after.map((d) => d.lang)).toEqual(['en-us']);
    const before = await client.getAllByType('page', {
      filters: [
        prismic.filter.dateBefore(
          'document.last_publication_date',
          '2026-02-01',
        ),
      ],
    });
    expect(before.length).toBe(8);
    const between = await client.dangerouslyGetAll({
      filters: [
        prismic.filter.dateBetween(
          'document.last_publication_date',
          '2026-03-01',
          '2026-03-03',
        ),
      ],
      lang: '*',
    });
    expect(between.map((d) => `${d.type} ${d.lang}`).sort()).toEqual([
      'global en-au',
      'global en-us',
    ]);
    const march = await client.dangerouslyGetAll({
      filters: [
        prismic.filter.dateMonth('document.last_publication_date', 'March'),
      ],
    });
    expect(march.map((d) => d.type)).toEqual(['global']);
    const year = await client.dangerouslyGetAll({
      filters: [
        prismic.filter.dateYear('document.first_publication_date', 2026),
      ],
    });
    expect(year.length).toBe(17);
    const monday = await client.dangerouslyGetAll({
      filters: [
        prismic.filter.dateDayOfWeek(
          'document.last_publication_date',
          'Monday',
        ),
      ],
    });
    // Every en-us document was last published on a Monday (2026-01-12, 2026-03-02).
    expect(monday.length).toBe(17);
    const tuesday = await client.dangerouslyGetAll({
      filters: [
        prismic.filter.dateDayOfWeek('document.last_publication_date', 2),
      ],
    });
    expect(tuesday).toEqual([]);
  });
});

describe('number filters', () => {
  const doc = (price: number) =>
    ({id: 'x', type: 'product', data: {price}}) as unknown as ContentDocument;
  it('compares Number fields with lt, gt and inRange', () => {
    const [lt] = parseQuery('[[number.lt(my.product.price, 10)]]');
    const [gt] = parseQuery('[[number.gt(my.product.price, 10)]]');
    const [range] = parseQuery('[[number.inRange(my.product.price, 10, 20)]]');
    expect([5, 10, 15, 25].map((p) => matches(doc(p), lt))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([5, 10, 15, 25].map((p) => matches(doc(p), gt))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect([5, 10, 15, 25].map((p) => matches(doc(p), range))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('is understood by the API, not refused as a parsing error', async () => {
    const pages = await client.getAllByType('page', {
      filters: [prismic.filter.numberGreaterThan('my.page.title', 3)],
    });
    expect(pages).toEqual([]);
  });
});

describe('similar', () => {
  it('answers the documents most like the one named, without it', async () => {
    const similar = await client.get({
      filters: [prismic.filter.similar(ABOUT, 3)],
    });
    expect(similar.results).toHaveLength(3);
    expect(similar.results.map((d) => d.id)).not.toContain(ABOUT);
    for (const d of similar.results) expect(d.lang).toBe('en-us');
  });
});

describe('graphQuery and fetchLinks', () => {
  it('answers only the fields, slice fields and linked fields graphQuery names', async () => {
    const home = await client.getByUID('page', 'home', {
      graphQuery: `{
        page {
          title
          body {
            ...on promo_banner_full_2 { variation { ...on default { primary { heading cta_link { ...on collection { title } } } } } }
          }
        }
      }`,
    });
    expect(Object.keys(home.data)).toEqual(['title', 'body']);
    const [banner, tiles] = home.data.body as any[];
    expect(banner.slice_type).toBe('promo_banner_full_2');
    expect(Object.keys(banner.primary)).toEqual(['heading', 'cta_link']);
    expect(banner.primary.cta_link).toMatchObject({
      link_type: 'Document',
      uid: 'new-arrivals',
      data: {title: 'New Arrivals'},
    });
    expect(tiles).toMatchObject({
      slice_type: 'tiles_row_2',
      primary: {},
      items: [],
    });
  });

  it('keeps every field for a ...typeFields spread', async () => {
    const about = await client.getByUID('page', 'about', {
      graphQuery: '{ page { ...pageFields } }',
    });
    expect(Object.keys(about.data)).toEqual(
      expect.arrayContaining(['title', 'body', 'seo_title']),
    );
  });

  it('adds linked documents’ fields for fetchLinks', async () => {
    const home = await client.getByUID('page', 'home', {
      fetchLinks: ['collection.title'],
    });
    const banner = (home.data.body as any[])[0];
    expect(Object.keys(banner.primary.cta_link.data)).toEqual(['title']);
  });

  it('refuses a graphQuery that is not one, as a parsing error', async () => {
    await expect(
      client.getByUID('page', 'home', {graphQuery: '{ page { title '}),
    ).rejects.toBeInstanceOf(prismic.ParsingError);
  });
});

describe('previews', () => {
  it('answers an expired preview token so the client raises PreviewTokenExpiredError', async () => {
    const expired =
      'https://fashion-sandbox.prismic.io/previews/old-session:ZReleaseGoneAway?websitePreviewId=sandbox';
    const error = await client
      .getByUID('page', 'about', {ref: expired})
      .catch((e) => e);
    expect(error).toBeInstanceOf(prismic.PreviewTokenExpiredError);
    expect(error.message).toBe('Preview token expired');
  });

  it('answers an unknown ref with the master ref, so the client falls back to published content', async () => {
    const about = await client.getByUID('page', 'about', {
      ref: 'ZnotARealRef0000',
    });
    expect(about.data.title).not.toBe('About Meadow & Co.');
    const raw = await fetch(
      `${sandbox.origin}/api/v2/documents/search?ref=ZnotARealRef0000`,
    );
    expect(raw.status).toBe(404);
    expect(((await raw.json()) as {type: string}).type).toBe(
      'api_notfound_error',
    );
  });
});
