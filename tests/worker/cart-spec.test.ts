/**
 * Cart rules from issue 19 (shopping-and-search.md 4, 8, 9): the cart outlives the
 * browser session, and a change the service caps is explained on the line, also
 * without JavaScript.
 */
import {beforeAll, describe, expect, inject, it} from 'vitest';
import {textOf, visit} from './helpers';
import {buyableVariants, shopper} from './cart-helpers';

let variant: Awaited<ReturnType<typeof buyableVariants>>[number]['variant'];
beforeAll(async () => {
  [{variant}] = await buyableVariants(1, 2);
});

/** A new shopper adds one item; the answer carries the cart cookie. */
function addToNewCart() {
  const body = shopper().form('LinesAdd', {
    lines: [{merchandiseId: variant.id, quantity: 1}],
  });
  return fetch(new URL('/cart.data', inject('workerUrl')), {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
  });
}

describe('the cart survives closing the browser', () => {
  it('keeps the cart id in a cookie that lasts 14 days, and a new session finds the cart again', async () => {
    const response = await addToNewCart();
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    const cart = cookies.find((line) => line.startsWith('cart='))!;
    expect(cart).toMatch(
      /^cart=[^;]+; Max-Age=1209600; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    // React Router's cookie format (base64 JSON); the id itself never reaches a script.
    expect(
      JSON.parse(
        atob(decodeURIComponent(cart.split(';')[0].slice('cart='.length))),
      ),
    ).toMatch(/^gid:\/\/shopify\/Cart\//);
    // The browser was closed: the session cookie is gone, the cart cookie is not.
    const {html} = await visit('/cart', {
      headers: {cookie: cart.split(';')[0]},
    });
    expect(textOf(html)).not.toContain('Your cart is empty.');
    expect(textOf(html)).toContain(`SKU`);
  });

  it('finds a cart remembered in the cookie format of earlier releases, and rewrites the cookie', async () => {
    const response = await addToNewCart();
    const cart = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('cart='))!;
    const id = JSON.parse(
      atob(decodeURIComponent(cart.split(';')[0].slice('cart='.length))),
    ) as string;
    // Before createCookie the id was written URL-encoded as it is.
    const {response: page, html} = await visit('/cart', {
      headers: {cookie: `cart=${encodeURIComponent(id)}`},
    });
    expect(textOf(html)).not.toContain('Your cart is empty.');
    expect(textOf(html)).toContain('SKU');
    const rewritten = page.headers
      .getSetCookie()
      .find((line) => line.startsWith('cart='))!;
    expect(
      JSON.parse(
        atob(decodeURIComponent(rewritten.split(';')[0].slice('cart='.length))),
      ),
    ).toBe(id);
  });

  it('forgets the cookie with the cart', async () => {
    const gone = encodeURIComponent(
      btoa(JSON.stringify('gid://shopify/Cart/nope?key=nope')),
    );
    const {response} = await visit('/cart', {
      headers: {cookie: `cart=${gone}`},
    });
    expect(
      response.headers.getSetCookie().find((line) => line.startsWith('cart=')),
    ).toBe('cart=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
  });
});

describe('a refused change is visible', () => {
  it('shows the service’s reason on the line of the cart page after a plain form post past the stock', async () => {
    const s = shopper();
    await s.add(variant.id);
    const {status, html} = await s.documentPost(
      s.form('LinesAdd', {lines: [{merchandiseId: variant.id, quantity: 99}]}),
    );
    expect(status).toBe(200);
    expect(textOf(html)).toMatch(
      /Only \d+ items were added to your cart due to availability\.|You can't add more .+ to the cart\./,
    );
  });
});
