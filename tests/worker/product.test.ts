/**
 * Product pages served by the built worker in workerd, against the sandbox catalog.
 */
import {describe, expect, it} from 'vitest';
import {textOf, visit} from './helpers';
import {sandboxFault} from './cart-helpers';

const SIZE_RANK: Record<string, number> = {XXS: 1, XS: 2, S: 3, M: 4, L: 5, XL: 6, XXL: 7, OSFA: 8, '6': 9, '8': 10, '10': 11, '12': 12, '14': 13};

async function productsIn(collection: string, locale = '') {
  const {html} = await visit(`${locale}/collections/${collection}?resultsPerPage=100`);
  return [...html.matchAll(/data-product-handle="([^"]+)"/g)].map((m) => m[1]);
}

const sizesOf = (html: string) =>
  [...html.matchAll(/<input type="radio"[^>]*name="cartFormInput"[^>]*><span[^>]*>([^<]+)/g)].map((m) => m[1]);

describe('product page', () => {
  it('shows the product with its price, sizes in size order and a form that adds the chosen size', async () => {
    const [handle] = await productsIn('dresses');
    const {status, html} = await visit(`/products/${handle}`);
    expect(status).toBe(200);
    expect(html).toMatch(/<h1 id="product-title"[^>]*>[^<]+<\/h1>/);
    expect(textOf(html)).toMatch(/\$[\d,.]+\u00a0USD/);
    const sizes = sizesOf(html);
    expect(sizes.length).toBeGreaterThan(1);
    expect(sizes).toEqual([...sizes].sort((a, b) => (SIZE_RANK[a] ?? 99) - (SIZE_RANK[b] ?? 99)));
    expect(html).toMatch(/<form method="post" action="\/cart" class="add-to-cart"/);
    expect(html).toMatch(/name="cartFormInput"[^>]*value="\{&quot;action&quot;:&quot;LinesAdd&quot;/);
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
      if (!html.includes('class="colour-options')) continue;
      found = true;
      // The colour on show is the current page among the style's colour links.
      expect(html).toMatch(/<div class="colour-options[^"]*">[\s\S]*?<a[^>]*aria-current="page" href="\/products\//);
      expect(html).toMatch(/id="size-indication-cm"[^>]*checked=""/);
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
    for (const path of ['/products/no-such-product', '/products/%3Cscript%3E', `/products/${'a'.repeat(400)}`, '/au/products/no-such-product']) {
      const {status, html} = await visit(path);
      expect(status).toBe(404);
      expect(textOf(html)).toContain('Page not found');
    }
  });

  it('previews a product by its numeric id, kept out of search engines', async () => {
    const [handle] = await productsIn('tops');
    const {html: page} = await visit(`/products/${handle}`);
    const title = page.match(/<h1 id="product-title"[^>]*>([^<]+)<\/h1>/)?.[1];
    const {html: tile} = await visit(`/api/product-tile?handle=${handle}`);
    const id = (JSON.parse(tile).product.id as string).split('/').pop();
    const {status, html} = await visit(`/products/preview/${id}`);
    expect(status).toBe(200);
    expect(html.match(/<h1 id="product-title"[^>]*>([^<]+)<\/h1>/)?.[1]).toBe(title);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect((await visit('/products/preview/abc')).status).toBe(404);
    expect((await visit('/products/preview/99999999')).status).toBe(404);
  });

  it('plays product videos from their mp4 source and embeds external videos lazily without cookies', async () => {
    const handles = [...(await productsIn('dresses')), ...(await productsIn('tops')), ...(await productsIn('knitwear'))];
    let video = false;
    let external = false;
    for (const handle of handles) {
      const {html} = await visit(`/products/${handle}`);
      if (/<source src="[^"]+\.mp4" type="video\/mp4"\/>/.test(html)) video = true;
      if (/<iframe[^>]*src="https:\/\/(www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/\d+\?dnt=1)[^"]*"[^>]*loading="lazy"/.test(html)) external = true;
      if (video && external) break;
    }
    expect(video).toBe(true);
    expect(external).toBe(true);
  });
});

describe('product page when the commerce platform fails', () => {
  it('shows the error page inside the shell, with no stack trace, and recovers on the next visit', async () => {
    const [handle] = await productsIn('knitwear');
    await sandboxFault({service: 'storefront', status: 500});
    try {
      const {status, html} = await visit(`/products/${handle}?outage=1`);
      expect(status).toBeGreaterThanOrEqual(500);
      expect(textOf(html)).toContain('Something went wrong');
      expect(textOf(html)).toContain('We couldn’t load this page just now. Please try again in a moment.');
      expect(html).toMatch(/<header class="site-header\b/);
      expect(html).toMatch(/<footer/);
      expect(html).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
    } finally {
      await sandboxFault(null);
    }
    const {status} = await visit(`/products/${handle}?outage=2`);
    expect(status).toBe(200);
  });
});
