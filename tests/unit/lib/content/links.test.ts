import {describe, expect, it} from 'vitest';
import {contentLanguageFor, linkResolverFor, resolveLink} from '~/lib/content';

const doc = (type: string, uid: string, extra = {}) => ({
  link_type: 'Document',
  id: 'X',
  type,
  uid,
  lang: 'en-us',
  ...extra,
});

describe('resolveLink (spec §2)', () => {
  it('uses the url of a link that has one, on every site', () => {
    expect(
      resolveLink(
        {link_type: 'Web', url: 'https://www.afterpay.com/en-AU'},
        'au',
      ),
    ).toBe('https://www.afterpay.com/en-AU');
    expect(
      resolveLink({...doc('page', 'about'), url: '/custom/about'}, 'au'),
    ).toBe('/custom/about');
    expect(
      resolveLink(
        {link_type: 'Media', url: 'https://cdn.example/size-chart.pdf'},
        'us',
      ),
    ).toBe('https://cdn.example/size-chart.pdf');
  });

  it('maps collection, product and page links to their routes on the default site', () => {
    expect(resolveLink(doc('collection', 'dresses'), 'us')).toBe(
      '/collections/dresses',
    );
    expect(resolveLink(doc('product', 'ivy-midi-dress'), 'us')).toBe(
      '/products/ivy-midi-dress',
    );
    expect(resolveLink(doc('page', 'shipping'), 'us')).toBe('/pages/shipping');
    expect(resolveLink(doc('page', 'home'), 'us')).toBe('/');
  });

  it('prefixes other sites with /{locale}', () => {
    expect(resolveLink(doc('collection', 'dresses'), 'au')).toBe(
      '/au/collections/dresses',
    );
    expect(resolveLink(doc('product', 'ivy-midi-dress'), 'au')).toBe(
      '/au/products/ivy-midi-dress',
    );
    expect(resolveLink(doc('page', 'shipping'), 'au')).toBe(
      '/au/pages/shipping',
    );
    expect(resolveLink(doc('page', 'home'), 'au')).toBe('/au');
  });

  it('prefers a handle over the uid for collections and products', () => {
    expect(
      resolveLink({...doc('collection', 'x'), handle: 'knitwear'}, 'us'),
    ).toBe('/collections/knitwear');
  });

  it('resolves nothing for empty, broken, unknown-type or uid-less links', () => {
    expect(resolveLink(null, 'us')).toBeNull();
    expect(resolveLink({link_type: 'Any'}, 'us')).toBeNull();
    expect(resolveLink(doc('page', 'gone', {isBroken: true}), 'us')).toBeNull();
    expect(resolveLink(doc('global', 'global'), 'us')).toBeNull();
    expect(resolveLink({link_type: 'Document', type: 'page'}, 'us')).toBeNull();
  });

  it('serves as a link resolver for @prismicio helpers', () => {
    expect(linkResolverFor('au')(doc('collection', 'sale'))).toBe(
      '/au/collections/sale',
    );
  });
});

describe('contentLanguageFor (spec §4)', () => {
  it('reads en-au for the au site and en-us for every other site', () => {
    expect(contentLanguageFor('au')).toBe('en-au');
    expect(contentLanguageFor('AU')).toBe('en-au');
    expect(contentLanguageFor('us')).toBe('en-us');
    expect(contentLanguageFor('gb')).toBe('en-us');
    expect(contentLanguageFor(undefined)).toBe('en-us');
  });
});
