import {describe, expect, it} from 'vitest';
import {redirectTarget} from '~/lib/search/listing.server';

/**
 * Merchandising redirects from the search service (search page and overlay) lead only to
 * the shop itself; an off-site target is ignored and the shopper sees the results.
 */
const request = new Request('https://shop.example/au/search?q=x');
const WEB_HOST = 'https://www.meadow.example';

describe('redirectTarget', () => {
  it.each([
    ['/collections/gift-cards', '/au/collections/gift-cards'],
    ['/pages/returns?from=search#top', '/au/pages/returns?from=search#top'],
    ['https://shop.example/collections/sale', '/au/collections/sale'],
    [`${WEB_HOST}/collections/sale`, `${WEB_HOST}/collections/sale`],
  ])('follows %s, the shop’s own address, to %s', (target, expected) => {
    expect(redirectTarget(target, request, 'au', [WEB_HOST])).toBe(expected);
  });

  it.each([
    'https://evil.example/collections/sale',
    'http://evil.example',
    '//evil.example/collections/sale',
    '/\\evil.example',
    '\\\\evil.example',
    'https://www.meadow.example.evil.example/',
    'https://shop.example@evil.example/',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://www.meadow.example/',
    '',
  ])('ignores %s', (target) => {
    expect(redirectTarget(target, request, 'au', [WEB_HOST])).toBeNull();
  });

  it('allows no other host when the web host is not configured', () => {
    expect(
      redirectTarget(`${WEB_HOST}/collections/sale`, request, 'au', ['']),
    ).toBeNull();
  });
});
