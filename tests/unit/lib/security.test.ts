import {describe, expect, it} from 'vitest';
import {contentSecurityPolicySources} from '~/lib/security';

describe('Content-Security-Policy sources', () => {
  it('list each service origin once, though the sandbox serves them all from one', () => {
    const sandbox = 'http://127.0.0.1:4100';
    const sources = contentSecurityPolicySources({
      PUBLIC_STORE_DOMAIN: sandbox,
      PUBLIC_SEARCH_ENDPOINT: `${sandbox}/search/{siteId}/`,
      PUBLIC_SEARCH_BEACON_ENDPOINT: `${sandbox}/beacon`,
      PUBLIC_CONTENT_ENDPOINT: `${sandbox}/content/api/v2`,
    });
    for (const directive of [
      sources.defaultSrc,
      sources.imgSrc,
      sources.mediaSrc,
      sources.connectSrc,
    ])
      expect(directive.filter((source) => source === sandbox)).toHaveLength(1);
  });

  it('list each of several service origins', () => {
    const sources = contentSecurityPolicySources({
      PUBLIC_STORE_DOMAIN: 'meadow.myshopify.com',
      PUBLIC_SEARCH_ENDPOINT: 'https://abc123.a.searchspring.io/api/',
      PUBLIC_CONTENT_ENDPOINT: 'https://meadow.cdn.prismic.io/api/v2',
    });
    expect(sources.connectSrc).toEqual(
      expect.arrayContaining([
        'https://abc123.a.searchspring.io',
        'https://beacon.searchspring.io',
        'https://meadow.cdn.prismic.io',
      ]),
    );
  });
});
