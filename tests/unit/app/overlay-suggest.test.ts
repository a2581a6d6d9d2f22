import {describe, expect, it, vi} from 'vitest';
import {
  differsFromQuery,
  fetchSuggestions,
  fetchTrending,
  highlightParts,
  readSuggestions,
  readTrending,
  redirectLabel,
  suggestRequestUrl,
  trendingRequestUrl,
} from '~/lib/search/suggest';

const endpoint = 'https://search.example/{siteId}';

describe('suggest request builders', () => {
  it('asks /api/suggest/query with siteId, q, language=en, suggestionCount=4, productCount=20', () => {
    const url = new URL(
      suggestRequestUrl({endpoint, siteId: 'sandbox-au', q: 'linen dr'}),
    );
    expect(url.origin + url.pathname).toBe(
      'https://search.example/sandbox-au/api/suggest/query',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      siteId: 'sandbox-au',
      q: 'linen dr',
      language: 'en',
      suggestionCount: '4',
      productCount: '20',
    });
  });

  it('asks /api/suggest/trending with siteId and limit=4', () => {
    expect(
      trendingRequestUrl({
        endpoint: 'http://127.0.0.1:4000/',
        siteId: 'sandbox-us',
      }),
    ).toBe(
      'http://127.0.0.1:4000/api/suggest/trending?siteId=sandbox-us&limit=4',
    );
  });
});

describe('reading answers', () => {
  it('reads suggested.text then alternatives[].text, without blanks or repeats, at most 4', () => {
    expect(
      readSuggestions({
        suggested: {text: 'dress', type: 'exact'},
        alternatives: [
          {text: 'dresses'},
          {text: 'Dress'},
          {text: ''},
          {nope: 1},
          {text: 'calla tiered maxi dress'},
          {text: 'a'},
          {text: 'b'},
        ],
      }),
    ).toEqual(['dress', 'dresses', 'calla tiered maxi dress', 'a']);
    expect(readSuggestions({query: '', text: '', alternatives: []})).toEqual(
      [],
    );
    expect(readSuggestions(null)).toEqual([]);
  });

  it('reads trending.queries[].searchQuery', () => {
    expect(
      readTrending({
        trending: {
          queries: [
            {searchQuery: 'dress', popularity: 14},
            {searchQuery: 'linen'},
            {},
          ],
        },
      }),
    ).toEqual(['dress', 'linen']);
    expect(readTrending({trending: {}})).toEqual([]);
    expect(readTrending('x')).toEqual([]);
  });

  it('throws the HTTP status text of a non-OK answer', async () => {
    const fetcher = vi.fn(
      async () =>
        new Response('{}', {status: 503, statusText: 'Service Unavailable'}),
    );
    await expect(
      fetchSuggestions(fetcher, {endpoint, siteId: 's', q: 'x'}),
    ).rejects.toThrow('Service Unavailable');
    await expect(
      fetchTrending(fetcher, {endpoint, siteId: 's'}),
    ).rejects.toThrow('Service Unavailable');
  });

  it('fetches and reads an OK answer', async () => {
    const fetcher = vi.fn(async () =>
      Response.json({trending: {queries: [{searchQuery: 'swim'}]}}),
    );
    await expect(
      fetchTrending(fetcher, {endpoint, siteId: 's'}),
    ).resolves.toEqual(['swim']);
    expect(fetcher).toHaveBeenCalledWith(
      'https://search.example/s/api/suggest/trending?siteId=s&limit=4',
      expect.anything(),
    );
  });
});

describe('highlight matching', () => {
  it('bolds the typed part where it starts a word', () => {
    expect(highlightParts('dresses', 'dres')).toEqual([
      {text: 'dres', match: true},
      {text: 'ses', match: false},
    ]);
    expect(highlightParts('calla tiered maxi dress', 'DRE')).toEqual([
      {text: 'calla tiered maxi ', match: false},
      {text: 'dre', match: true},
      {text: 'ss', match: false},
    ]);
  });

  it('prefers a word start over an earlier match inside a word', () => {
    expect(highlightParts('address dress', 'dress')).toEqual([
      {text: 'address ', match: false},
      {text: 'dress', match: true},
    ]);
  });

  it('falls back to a match inside a word', () => {
    expect(highlightParts('undress', 'dress')).toEqual([
      {text: 'un', match: false},
      {text: 'dress', match: true},
    ]);
  });

  it('bolds the common prefix of a corrected suggestion', () => {
    expect(highlightParts('dress', 'drses')).toEqual([
      {text: 'dr', match: true},
      {text: 'ess', match: false},
    ]);
  });

  it('leaves a suggestion with nothing in common, or an empty query, plain', () => {
    expect(highlightParts('linen', 'xyz')).toEqual([
      {text: 'linen', match: false},
    ]);
    expect(highlightParts('linen', '  ')).toEqual([
      {text: 'linen', match: false},
    ]);
    expect(highlightParts('', 'x')).toEqual([]);
  });

  it('shows suggestions only when they differ from the query', () => {
    expect(differsFromQuery('dress', ' Dress ')).toBe(false);
    expect(differsFromQuery('linen  dress', 'linen dress')).toBe(false);
    expect(differsFromQuery('dresses', 'dress')).toBe(true);
  });
});

describe('page suggestion label', () => {
  it('is the last path segment of the redirect', () => {
    expect(redirectLabel('/collections/gift-cards')).toBe('gift-cards');
    expect(redirectLabel('/au/pages/returns/?x=1#top')).toBe('returns');
    expect(redirectLabel('https://shop.example/collections/sale')).toBe('sale');
    expect(redirectLabel('/collections/caf%C3%A9')).toBe('café');
  });
});
