/**
 * The listing address codec, in one place: reading and writing `?q=&page=&colour=a__b&price=…&sort=`
 * (parseListingUrl, buildListingUrl), the search fields it maps to, the one canonical address
 * every form submission and hand-typed address lands on (spec section 2, redirects never loop),
 * and the links a listing offers (filters and sort go back to page 1).
 */
import {describe, expect, it} from 'vitest';
import {addressAfter, pageAddress} from '~/components/listing/listing-links';
import {canonicalListingRedirect, listingFromUrl} from '~/lib/search/canonical';
import {
  buildListingUrl,
  emptyListingState,
  filterNameForField,
  LISTING_LIMITS,
  parseListingUrl,
  toSearchParams,
  type ListingState,
} from '~/lib/search/url';

const state = (overrides: Partial<ListingState> = {}): ListingState => ({
  ...emptyListingState(),
  ...overrides,
});
const on = (basePath: string, locale = 'us') => ({basePath, locale});

describe('parseListingUrl', () => {
  it('reads every parameter', () => {
    expect(
      parseListingUrl(
        'https://shop.example/au/collections/dresses?q=linen&page=3&resultsPerPage=24&price=50:150&style=midi__maxi&colour=red&fabric=linen&occasion=party&size=S__M&sort=price-asc',
      ),
    ).toEqual({
      q: 'linen',
      page: 3,
      resultsPerPage: 24,
      filters: [
        {type: 'value', field: 'style', value: 'midi'},
        {type: 'value', field: 'style', value: 'maxi'},
        {type: 'value', field: 'colour', value: 'red'},
        {type: 'value', field: 'fabric', value: 'linen'},
        {type: 'value', field: 'occasion', value: 'party'},
        {type: 'value', field: 'size', value: 'S'},
        {type: 'value', field: 'size', value: 'M'},
        {type: 'range', field: 'price', low: 50, high: 150},
      ],
      sort: {field: 'ss_price', direction: 'asc'},
    });
  });

  it('gives the defaults for a bare address', () => {
    expect(parseListingUrl('/search')).toEqual({
      q: '',
      page: 1,
      resultsPerPage: 48,
      filters: [],
      sort: null,
    });
    expect(parseListingUrl(new URL('https://shop.example/search'))).toEqual(
      emptyListingState(),
    );
  });

  it.each([
    ['price-asc', {field: 'ss_price', direction: 'asc'}],
    ['price-desc', {field: 'ss_price', direction: 'desc'}],
    [
      'days_since_published-desc',
      {field: 'ss_days_since_published', direction: 'desc'},
    ],
    ['discount-desc', {field: 'ss_pct_off', direction: 'desc'}],
    ['best_selling-desc', {field: 'ga_unique_purchases', direction: 'desc'}],
  ])('maps sort %s to the search field', (sort, expected) => {
    expect(parseListingUrl(`/search?sort=${sort}`).sort).toEqual(expected);
  });

  it.each([
    'name-asc',
    'price',
    'price-up',
    '-asc',
    'ss_price-asc',
    'price-asc-desc',
    '',
    'constructor-asc',
    '__proto__-asc',
  ])('ignores the unknown sort %j', (sort) => {
    expect(
      parseListingUrl(`/search?sort=${encodeURIComponent(sort)}`).sort,
    ).toBeNull();
  });

  it.each([
    ['abc', 1],
    ['-1', 1],
    ['0', 1],
    ['1.5', 1],
    ['1e9', 1],
    ['', 1],
    ['7', 7],
    [' 7 ', 7],
    ['1000000000', LISTING_LIMITS.maxPage],
    ['99999999999999999999999', 1],
  ])('reads page %j as %d', (page, expected) => {
    expect(
      parseListingUrl(`/search?page=${encodeURIComponent(page)}`).page,
    ).toBe(expected);
  });

  it.each([
    ['abc', 48],
    ['0', 48],
    ['-5', 48],
    ['24', 24],
    ['5000', LISTING_LIMITS.maxResultsPerPage],
  ])('reads resultsPerPage %j as %d', (value, expected) => {
    expect(
      parseListingUrl(`/search?resultsPerPage=${value}`).resultsPerPage,
    ).toBe(expected);
  });

  it.each([
    'x:y',
    '9:1',
    '10',
    ':10',
    '10:',
    '-5:10',
    '1:2:3',
    'NaN:Infinity',
    '1e3:1e4',
  ])('ignores the price %j', (price) => {
    expect(
      parseListingUrl(`/search?price=${encodeURIComponent(price)}`).filters,
    ).toEqual([]);
  });

  it('reads decimal prices and caps huge ones', () => {
    expect(parseListingUrl('/search?price=10.5:99.99').filters).toEqual([
      {type: 'range', field: 'price', low: 10.5, high: 99.99},
    ]);
    expect(parseListingUrl('/search?price=0:999999999999').filters).toEqual([
      {type: 'range', field: 'price', low: 0, high: LISTING_LIMITS.maxPrice},
    ]);
  });

  it(`keeps at most ${LISTING_LIMITS.maxValuesPerFilter} values per filter`, () => {
    const values = Array.from({length: 500}, (_, i) => `v${i}`).join('__');
    const {filters} = parseListingUrl(`/search?colour=${values}`);
    expect(filters).toHaveLength(LISTING_LIMITS.maxValuesPerFilter);
    expect(filters[0]).toEqual({type: 'value', field: 'colour', value: 'v0'});
  });

  it('cuts long values and search text', () => {
    const {q, filters} = parseListingUrl(
      `/search?q=${'a'.repeat(5000)}&style=${'b'.repeat(5000)}`,
    );
    expect(q).toHaveLength(LISTING_LIMITS.maxQueryLength);
    expect((filters[0] as {value: string}).value).toHaveLength(
      LISTING_LIMITS.maxValueLength,
    );
  });

  it('merges repeated filter keys, drops blanks and repeats, and takes the first of other keys', () => {
    expect(
      parseListingUrl(
        '/search?size=S&size=M__S&size=&size=____&q=first&q=second&page=2&page=9&sort=price-asc&sort=price-desc',
      ),
    ).toEqual({
      q: 'first',
      page: 2,
      resultsPerPage: 48,
      filters: [
        {type: 'value', field: 'size', value: 'S'},
        {type: 'value', field: 'size', value: 'M'},
      ],
      sort: {field: 'ss_price', direction: 'asc'},
    });
  });

  it('ignores unknown parameters', () => {
    expect(
      parseListingUrl(
        '/search?utm_source=mail&filter.color=red&color=red&bgfilter.x=1',
      ),
    ).toEqual(emptyListingState());
  });

  it.each([
    '/search?q=%E0%A4%A&page=%',
    '/search?%%%=%%%',
    'http://[::1',
    '',
    '?colour=%00__%FF',
    '/search?q=<script>alert(1)</script>',
  ])('never throws on %j', (url) => {
    expect(() => parseListingUrl(url)).not.toThrow();
  });
});

describe('buildListingUrl', () => {
  it('leaves out page 1 and 48 results per page', () => {
    expect(buildListingUrl(state({q: 'dress'}), on('/search'))).toBe(
      '/search?q=dress',
    );
    expect(buildListingUrl(state(), on('/collections/tops'))).toBe(
      '/collections/tops',
    );
  });

  it('removes the page parameter for page 0', () => {
    expect(buildListingUrl(state({page: 0}), on('/collections/tops'))).toBe(
      '/collections/tops',
    );
  });

  it('writes every parameter in a fixed order', () => {
    const url = buildListingUrl(
      state({
        q: 'red dress',
        page: 2,
        resultsPerPage: 24,
        filters: [
          {type: 'value', field: 'size', value: 'M'},
          {type: 'range', field: 'price', low: 50, high: 150.5},
          {type: 'value', field: 'colour', value: 'red'},
          {type: 'value', field: 'colour', value: 'navy blue'},
          {type: 'value', field: 'style', value: 'a&b'},
        ],
        sort: {field: 'ga_unique_purchases', direction: 'desc'},
      }),
      on('/search'),
    );
    expect(url).toBe(
      '/search?q=red+dress&page=2&resultsPerPage=24&price=50:150.5&style=a%26b&colour=red__navy+blue&size=M&sort=best_selling-desc',
    );
  });

  it('prefixes the locale unless it is the default', () => {
    expect(
      buildListingUrl(state({page: 2}), on('/collections/tops', 'au')),
    ).toBe('/au/collections/tops?page=2');
    expect(
      buildListingUrl(state({page: 2}), on('/collections/tops', 'us')),
    ).toBe('/collections/tops?page=2');
    expect(buildListingUrl(state(), on('/au/collections/tops', 'au'))).toBe(
      '/au/collections/tops',
    );
  });

  it('drops an old query string from the base path', () => {
    expect(buildListingUrl(state({q: 'a'}), on('/search?q=b'))).toBe(
      '/search?q=a',
    );
  });

  it('applies the limits to hostile state too', () => {
    const url = buildListingUrl(
      state({
        page: 1e12,
        resultsPerPage: -3,
        filters: [
          {type: 'range', field: 'price', low: 9, high: 1},
          ...Array.from({length: 50}, (_, i) => ({
            type: 'value' as const,
            field: 'size' as const,
            value: `s${i}`,
          })),
        ],
        sort: {field: 'nope' as 'ss_price', direction: 'asc'},
      }),
      on('/search'),
    );
    expect(url).toBe(
      `/search?page=${LISTING_LIMITS.maxPage}&size=${Array.from({length: 20}, (_, i) => `s${i}`).join('__')}`,
    );
  });
});

describe('round trip', () => {
  it.each([
    '/search?q=linen+shirt&page=4&resultsPerPage=12&price=0:80&style=shirt&colour=white__sky+blue&fabric=linen&occasion=work&size=XS__S&sort=discount-desc',
    '/collections/sale?sort=days_since_published-desc',
    '/search?q=%E2%9C%93+tick&colour=a%2Fb__c%3Fd',
    '/search',
  ])('parse → build → parse keeps %s', (address) => {
    const first = parseListingUrl(address);
    const rebuilt = buildListingUrl(
      first,
      on(new URL(address, 'http://x').pathname),
    );
    expect(parseListingUrl(rebuilt)).toEqual(first);
    expect(buildListingUrl(parseListingUrl(rebuilt), on('/search'))).toBe(
      buildListingUrl(first, on('/search')),
    );
  });

  it('normalises a messy address to one canonical form', () => {
    const messy =
      '/search?sort=price-desc&size=M&junk=1&size=S&page=1&resultsPerPage=48&q=+top+';
    expect(buildListingUrl(parseListingUrl(messy), on('/search'))).toBe(
      '/search?q=top&size=M__S&sort=price-desc',
    );
  });
});

describe('toSearchParams', () => {
  it('maps address names to search fields', () => {
    const params = toSearchParams(
      parseListingUrl(
        '/search?q=dress&page=2&price=10:90&style=midi&colour=red__blue&fabric=silk&occasion=party&size=M&sort=price-asc',
      ),
    );
    expect([...params]).toEqual([
      ['q', 'dress'],
      ['page', '2'],
      ['resultsPerPage', '48'],
      ['filter.style', 'midi'],
      ['filter.color', 'red'],
      ['filter.color', 'blue'],
      ['filter.fabric', 'silk'],
      ['filter.occasion', 'party'],
      ['filter.size', 'M'],
      ['filter.ss_price.low', '10'],
      ['filter.ss_price.high', '90'],
      ['sort.ss_price', 'asc'],
    ]);
  });

  it('sends page 1 and the page size even when the address leaves them out', () => {
    expect(toSearchParams(emptyListingState()).toString()).toBe(
      'page=1&resultsPerPage=48',
    );
  });

  it('keeps a value holding the separator whole', () => {
    const params = toSearchParams(
      state({filters: [{type: 'value', field: 'style', value: 'a__b'}]}),
    );
    expect(params.getAll('filter.style')).toEqual(['a__b']);
  });
});

describe('filterNameForField', () => {
  it('maps search fields back to address names', () => {
    expect(filterNameForField('color')).toBe('colour');
    expect(filterNameForField('ss_price')).toBe('price');
    expect(filterNameForField('brand')).toBeNull();
  });
});

const at = (path: string) => new URL(path, 'https://shop.example');

describe('canonicalListingRedirect', () => {
  it('turns a no-JavaScript filter form submission into the listing address', () => {
    expect(
      canonicalListingRedirect(
        at(
          '/au/collections/dresses?sort=price-asc&colour=red&colour=blue&size=M&priceMin=50&priceMax=150',
        ),
      ),
    ).toBe(
      '/au/collections/dresses?price=50:150&colour=red__blue&size=M&sort=price-asc',
    );
  });

  it('drops what is at its default (page 1, 48 per page, no sort, empty price)', () => {
    expect(
      canonicalListingRedirect(
        at(
          '/search?q=linen&page=1&resultsPerPage=48&sort=&priceMin=&priceMax=',
        ),
      ),
    ).toBe('/search?q=linen');
  });

  it('leaves a listing address alone', () => {
    for (const path of [
      '/collections/dresses',
      '/search?q=linen+dress',
      '/search?q=linen%20dress&page=2',
      '/au/collections/dresses?page=2&price=50:150&colour=red__blue&size=M&sort=price-asc',
    ]) {
      expect(canonicalListingRedirect(at(path))).toBeNull();
    }
  });

  it('keeps parameters a listing does not use, after its own', () => {
    expect(
      canonicalListingRedirect(
        at('/collections/tops?utm_source=mail&colour=red'),
      ),
    ).toBe('/collections/tops?colour=red&utm_source=mail');
    expect(
      canonicalListingRedirect(
        at('/collections/tops?colour=red&utm_source=mail'),
      ),
    ).toBeNull();
  });

  it('reads one price bound alone', () => {
    expect(listingFromUrl(at('/search?priceMin=20')).filters).toEqual([
      {type: 'range', field: 'price', low: 20, high: 1_000_000},
    ]);
    expect(
      listingFromUrl(at('/search?price=10:20&priceMin=&priceMax=')).filters,
    ).toEqual([]);
  });

  it.each([
    '/search?page=abc&q=%ZZ',
    '/search?colour=a___b__c',
    '/search?sort=constructor-asc&price=9:1',
    `/search?q=${'x'.repeat(5000)}`,
    '/search?size=&size=__&size=M',
    '/search?__proto__=1&colour[]=red',
  ])('never loops on the hostile address %s', (path) => {
    const first = canonicalListingRedirect(at(path));
    if (first) expect(canonicalListingRedirect(at(first))).toBeNull();
  });
});

describe('listing links', () => {
  const site = {basePath: '/collections/dresses', locale: 'au'};
  const listing = parseListingUrl('?page=3&colour=red&sort=price-desc');

  it('adding a filter goes back to page 1', () => {
    expect(
      addressAfter(
        listing,
        {
          type: 'addFilter',
          filter: {type: 'value', field: 'colour', value: 'blue'},
        },
        site,
      ),
    ).toBe('/au/collections/dresses?colour=red__blue&sort=price-desc');
  });

  it('changing the sort goes back to page 1', () => {
    expect(
      addressAfter(
        listing,
        {type: 'setSort', sort: {field: 'ss_price', direction: 'asc'}},
        site,
      ),
    ).toBe('/au/collections/dresses?colour=red&sort=price-asc');
  });

  it('pages keep filters and sort, and page 1 has no page parameter', () => {
    expect(pageAddress(listing, 4, site)).toBe(
      '/au/collections/dresses?page=4&colour=red&sort=price-desc',
    );
    expect(pageAddress(listing, 1, {basePath: '/search', locale: 'us'})).toBe(
      '/search?colour=red&sort=price-desc',
    );
  });
});
