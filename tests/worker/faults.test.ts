/**
 * What shoppers see while a backend fails: the shell (header, footer) always renders,
 * the failing part says so in words, and everything comes back once the fault clears.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {textOf} from './helpers';
import {buyableVariants, sandboxFault, shopper} from './cart-helpers';

afterEach(() => sandboxFault(null));

function hasShell(html: string) {
  return html.includes('class="site-header"') && /<footer/.test(html) && textOf(html).includes('Skip to content');
}

describe('a cart the commerce service cannot read', () => {
  it('leaves every page standing, with the cart said to be unavailable', async () => {
    const [{variant}] = await buyableVariants(1);
    const s = shopper();
    expect((await s.add(variant.id)).status).toBe(200);
    await sandboxFault({service: 'storefront', status: 500});
    for (const path of ['/', '/search?q=linen', '/pages/about', '/cart']) {
      const {status, html} = await s.get(path);
      expect({path, status}).toEqual({path, status: 200});
      expect(hasShell(html)).toBe(true);
      expect(textOf(html)).toContain('Cart (cart unavailable)');
    }
    const cart = await s.get('/cart');
    expect(textOf(cart.html)).toContain('We couldn’t load your cart. Please try again.');

    await sandboxFault(null);
    const recovered = await s.get('/');
    expect(textOf(recovered.html)).not.toContain('cart unavailable');
    expect(textOf(recovered.html)).toMatch(/Cart 1 item/);
  });

  it('also when the service answers 429 with Retry-After', async () => {
    const [{variant}] = await buyableVariants(1);
    const s = shopper();
    await s.add(variant.id);
    await sandboxFault({service: 'storefront', status: 429, retryAfter: 1});
    const {status, html} = await s.get('/');
    expect(status).toBe(200);
    expect(hasShell(html)).toBe(true);
    expect(textOf(html)).toContain('Cart (cart unavailable)');
  });
});
