/**
 * Addresses of listings: every form submission and hand-typed address lands on the
 * one address spec section 2 describes, and redirects never loop.
 */
import {describe, expect, it} from 'vitest';
import {canonicalListingRedirect, listingFromUrl} from '~/lib/search/canonical';
import {addressAfter, pageAddress} from '~/components/listing/listing-links';
import {parseListingUrl} from '~/lib/search/url';

const at = (path: string) => new URL(path, 'https://shop.example');

describe('canonicalListingRedirect', () => {
  it('turns a no-JavaScript filter form submission into the listing address', () => {
    expect(
      canonicalListingRedirect(at('/au/collections/dresses?sort=price-asc&colour=red&colour=blue&size=M&priceMin=50&priceMax=150')),
    ).toBe('/au/collections/dresses?price=50:150&colour=red__blue&size=M&sort=price-asc');
  });

  it('drops what is at its default (page 1, 48 per page, no sort, empty price)', () => {
    expect(canonicalListingRedirect(at('/search?q=linen&page=1&resultsPerPage=48&sort=&priceMin=&priceMax='))).toBe('/search?q=linen');
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
    expect(canonicalListingRedirect(at('/collections/tops?utm_source=mail&colour=red'))).toBe('/collections/tops?colour=red&utm_source=mail');
    expect(canonicalListingRedirect(at('/collections/tops?colour=red&utm_source=mail'))).toBeNull();
  });

  it('reads one price bound alone', () => {
    expect(listingFromUrl(at('/search?priceMin=20')).filters).toEqual([{type: 'range', field: 'price', low: 20, high: 1_000_000}]);
    expect(listingFromUrl(at('/search?price=10:20&priceMin=&priceMax=')).filters).toEqual([]);
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
    expect(addressAfter(listing, {type: 'addFilter', filter: {type: 'value', field: 'colour', value: 'blue'}}, site)).toBe(
      '/au/collections/dresses?colour=red__blue&sort=price-desc',
    );
  });

  it('changing the sort goes back to page 1', () => {
    expect(addressAfter(listing, {type: 'setSort', sort: {field: 'ss_price', direction: 'asc'}}, site)).toBe(
      '/au/collections/dresses?colour=red&sort=price-asc',
    );
  });

  it('pages keep filters and sort, and page 1 has no page parameter', () => {
    expect(pageAddress(listing, 4, site)).toBe('/au/collections/dresses?page=4&colour=red&sort=price-desc');
    expect(pageAddress(listing, 1, {basePath: '/search', locale: 'us'})).toBe('/search?colour=red&sort=price-desc');
  });
});
