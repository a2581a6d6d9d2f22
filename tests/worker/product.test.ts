/**
 * Product pages served by the built worker in workerd, against the sandbox catalog.
 */
import {describe, expect, it} from 'vitest';
import {dom, sandbox, textOf, visit} from './helpers';

const SIZE_RANK: Record<string, number> = {
  XXS: 1,
  XS: 2,
  S: 3,
  M: 4,
  L: 5,
  XL: 6,
  XXL: 7,
  OSFA: 8,
  '6': 9,
  '8': 10,
  '10': 11,
  '12': 12,
  '14': 13,
};

async function productsIn(collection: string, locale = '') {
  const {html} = await visit(
    `${locale}/collections/${collection}?resultsPerPage=100`,
  );
  return dom(html)
    .querySelectorAll('[data-product-handle]')
    .map((node) => node.getAttribute('data-product-handle')!);
}

/** The sizes offered, in the order shown (a sold-out size's hidden "(sold out)" left out). */
const sizesOf = (html: string) =>
  dom(html)
    .querySelectorAll('fieldset.size-picker input[name="cartFormInput"] + span')
    .map((span) => span.childNodes[0].text);
/** The product heading's markup: plain text, entities as sent. */
const productTitles = (html: string) =>
  dom(html)
    .querySelectorAll('h1#product-title')
    .map((h1) => h1.innerHTML);

describe('product page', () => {
  it('shows the product with its price, sizes in size order and a form that adds the chosen size', async () => {
    const [handle] = await productsIn('dresses');
    const {status, html} = await visit(`/products/${handle}`);
    expect(status).toBe(200);
    const page = dom(html);
    expect(productTitles(html)).toEqual([expect.stringMatching(/^[^<]+$/)]);
    expect(textOf(html)).toMatch(/\$[\d,.]+\u00a0USD/);
    const sizes = sizesOf(html);
    expect(sizes.length).toBeGreaterThan(1);
    expect(sizes).toEqual(
      [...sizes].sort((a, b) => (SIZE_RANK[a] ?? 99) - (SIZE_RANK[b] ?? 99)),
    );
    const form = page.querySelector('form.add-to-cart');
    expect([
      form?.getAttribute('method'),
      form?.getAttribute('action'),
    ]).toEqual(['post', '/cart']);
    const inputs = page.querySelectorAll('[name="cartFormInput"]');
    expect(
      inputs.some((input) =>
        input.getAttribute('value')!.startsWith('{"action":"LinesAdd"'),
      ),
    ).toBe(true);
  });

  it('prices in AUD on /au and keeps links on the au site', async () => {
    const [handle] = await productsIn('dresses', '/au');
    const {status, html} = await visit(`/au/products/${handle}`);
    expect(status).toBe(200);
    expect(textOf(html)).toMatch(/\$[\d,.]+\u00a0AUD/);
    expect(html).toContain('action="/au/cart"');
  });

  it('links to the other colours of the style and shows the CM/IN size indication', async () => {
    const handles = await productsIn('dresses');
    let found = false;
    for (const handle of handles.slice(0, 12)) {
      const {html} = await visit(`/products/${handle}`);
      const page = dom(html);
      const colours = page.querySelector('div.colour-options');
      if (!colours) continue;
      found = true;
      // The colour on show is the current page among the style's colour links.
      expect(
        colours
          .querySelectorAll('a[aria-current="page"]')
          .some((link) => link.getAttribute('href')!.startsWith('/products/')),
      ).toBe(true);
      expect(
        page.querySelector('#size-indication-cm')?.hasAttribute('checked'),
      ).toBe(true);
      expect(textOf(html)).toContain('Size indication');
      break;
    }
    expect(found).toBe(true);
  });

  it('comes back to the collection it was opened from', async () => {
    const [handle] = await productsIn('dresses');
    const {html} = await visit(`/products/${handle}?collection=dresses`);
    expect(html).toContain('href="/collections/dresses"');
  });

  it('answers an unknown product and a hostile handle with the 404 page', async () => {
    for (const path of [
      '/products/no-such-product',
      '/products/%3Cscript%3E',
      `/products/${'a'.repeat(400)}`,
      '/au/products/no-such-product',
    ]) {
      const {status, html} = await visit(path);
      expect(status).toBe(404);
      expect(textOf(html)).toContain('Page not found');
    }
  });

  it('previews a product by its numeric id, kept out of search engines', async () => {
    const [handle] = await productsIn('tops');
    const {html: page} = await visit(`/products/${handle}`);
    const [title] = productTitles(page);
    const {html: tile} = await visit(`/api/product-tile?handle=${handle}`);
    const id = (JSON.parse(tile).product.id as string).split('/').pop();
    const {status, html} = await visit(`/products/preview/${id}`);
    expect(status).toBe(200);
    expect(title).toBeTruthy();
    expect(productTitles(html)).toEqual([title]);
    expect(
      dom(html).querySelector('meta[name="robots"]')?.getAttribute('content'),
    ).toBe('noindex');
    expect((await visit('/products/preview/abc')).status).toBe(404);
    expect((await visit('/products/preview/99999999')).status).toBe(404);
  });

  it('plays product videos from their mp4 source and embeds external videos lazily without cookies', async () => {
    const handles = [
      ...(await productsIn('dresses')),
      ...(await productsIn('tops')),
      ...(await productsIn('knitwear')),
    ];
    let video = false;
    let external = false;
    for (const handle of handles) {
      const {html} = await visit(`/products/${handle}`);
      const page = dom(html);
      if (
        page
          .querySelectorAll('source[type="video/mp4"]')
          .some((source) => /\.mp4$/.test(source.getAttribute('src') ?? ''))
      )
        video = true;
      const embeds = page
        .querySelectorAll('iframe[loading="lazy"]')
        .map((frame) => frame.getAttribute('src') ?? '');
      if (
        embeds.some((src) =>
          /^https:\/\/(www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/\d+\?dnt=1)/.test(
            src,
          ),
        )
      )
        external = true;
      if (video && external) break;
    }
    expect(video).toBe(true);
    expect(external).toBe(true);
  });
});

describe('product page when the commerce platform fails', () => {
  it('shows the error page inside the shell, with no stack trace, and recovers on the next visit', async () => {
    const [handle] = await productsIn('knitwear');
    await sandbox.faults.set({service: 'storefront', status: 500});
    try {
      const {status, html} = await visit(`/products/${handle}?outage=1`);
      expect(status).toBeGreaterThanOrEqual(500);
      expect(textOf(html)).toContain('Something went wrong');
      expect(textOf(html)).toContain(
        'We couldn’t load this page just now. Please try again in a moment.',
      );
      const page = dom(html);
      expect(page.querySelector('header.site-header')).not.toBeNull();
      expect(page.querySelector('footer')).not.toBeNull();
      expect(html).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
    } finally {
      await sandbox.faults.clear();
    }
    const {status} = await visit(`/products/${handle}?outage=2`);
    expect(status).toBe(200);
  });
});
