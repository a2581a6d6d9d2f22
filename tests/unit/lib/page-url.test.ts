import {describe, expect, it} from 'vitest';
import {pageUrl} from '~/lib/page-url';

const page = (url: string) => {
  const {pathname, search} = pageUrl(new Request(url));
  return `${pathname}${search}`;
};

describe('the page a request is for', () => {
  it('is the address itself for a document request', () => {
    expect(
      page('https://shop.test/au/collections/dresses?sort=price&page=2'),
    ).toBe('/au/collections/dresses?sort=price&page=2');
  });

  it("drops a client navigation's `.data` suffix and `_routes` parameter", () => {
    expect(
      page('https://shop.test/au/cart.data?_routes=root%2Croutes%2Fcart'),
    ).toBe('/au/cart');
    expect(
      page(
        'https://shop.test/collections/dresses.data?colour=black&_routes=root',
      ),
    ).toBe('/collections/dresses?colour=black');
  });

  it("reads the root's data address, old and new style, as the site's home", () => {
    expect(page('https://shop.test/_.data')).toBe('/');
    expect(page('https://shop.test/_root.data')).toBe('/');
    expect(page('https://shop.test/au/_.data')).toBe('/au/');
  });

  it('drops a bare `?index` but keeps a valued one', () => {
    expect(page('https://shop.test/pages/contact.data?index')).toBe(
      '/pages/contact',
    );
    expect(page('https://shop.test/search?q=dress&index=2')).toBe(
      '/search?q=dress&index=2',
    );
  });
});
