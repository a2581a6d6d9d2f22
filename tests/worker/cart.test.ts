/**
 * The /cart route in workerd against the sandbox store: every CartForm action as a
 * fetcher and as a plain form, the error paths (each with the cart left as it was),
 * a completed cart, and the buyer country following the site.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import {sandbox, textOf} from './helpers';
import {
  buyableVariants,
  loadedCart,
  payInSandbox,
  sandboxCustomer,
  shopper,
} from './cart-helpers';

type Buyable = Awaited<ReturnType<typeof buyableVariants>>[number];
let first: Buyable;
let second: Buyable;

beforeAll(async () => {
  [first, second] = await buyableVariants(2, 4);
});

/** A shopper with one line of `first` in their cart. */
async function withCart() {
  const s = shopper();
  const {status, answer} = await s.add(first.variant.id);
  expect(status).toBe(200);
  return {s, cart: answer.cart, line: answer.cart.lines.nodes[0]};
}

/** Asserts the loader still reads the same cart (same lines, quantities and total). */
async function expectUnchanged(s: ReturnType<typeof shopper>, before: any) {
  const {cart} = await loadedCart(s);
  expect(cart.id).toBe(before.id);
  expect(
    cart.lines.nodes.map((l: any) => [l.merchandise.id, l.quantity]),
  ).toEqual(before.lines.nodes.map((l: any) => [l.merchandise.id, l.quantity]));
  expect(cart.cost.totalAmount).toEqual(before.cost.totalAmount);
}

describe('adding lines (LinesAdd)', () => {
  it('creates a cart on the first add and keeps its id in the session cookie', async () => {
    const s = shopper();
    expect((await loadedCart(s)).cart).toBeNull();
    const {status, answer} = await s.add(first.variant.id);
    expect(status).toBe(200);
    expect(answer.errors).toEqual([]);
    expect(answer.cart.totalQuantity).toBe(1);
    expect(answer.cart.buyerIdentity.countryCode).toBe('US');
    expect(answer.cart.lines.nodes[0].merchandise.id).toBe(first.variant.id);
    expect([...s.jar.keys()]).toEqual(['cart', 'session']);
    expect((await loadedCart(s)).cart.id).toBe(answer.cart.id);
  });

  it('shows the line on the cart page: title, type, options, SKU, price and checkout', async () => {
    const {s, line, cart} = await withCart();
    const {status, html, response} = await s.get('/cart');
    expect(status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = textOf(html);
    expect(text).toContain(line.merchandise.product.title);
    expect(text).toContain(line.merchandise.product.productType);
    expect(text).toContain(`SKU ${line.merchandise.sku}`);
    expect(text).toContain(
      `Size: ${line.merchandise.selectedOptions.find((o: any) => o.name === 'Size').value}`,
    );
    expect(html).toContain(`href="${cart.checkoutUrl.replace(/&/g, '&amp;')}"`);
    expect(html).toContain('data-cart-status="uninitialized"');
    expect(text).toMatch(/Subtotal \$[\d,.]+\sUSD/);
  });

  it('shows the shipping and currency texts and free-shipping progress from the global settings', async () => {
    const {s, cart} = await withCart();
    const us = textOf((await s.get('/cart')).html);
    expect(us).toContain('Shipping calculated at checkout');
    expect(us).toContain('All prices are in US dollars (USD).');
    const subtotal = Number(cart.cost.subtotalAmount.amount);
    if (subtotal >= 150) expect(us).toContain('You’ve unlocked free shipping.');
    else expect(us).toMatch(/Spend \$[\d,.]+\sUSD more for free shipping\./);
    const au = textOf((await s.get('/au/cart')).html);
    expect(au).toContain('Free express delivery over $150');
    expect(au).toContain('All prices are in Australian dollars (AUD).');
  });

  it('merges a second add of the same size into its line', async () => {
    const {s} = await withCart();
    const {answer} = await s.add(first.variant.id, 2);
    expect(answer.cart.lines.nodes).toHaveLength(1);
    expect(answer.cart.lines.nodes[0].quantity).toBe(3);
  });

  it('reports a stock limit as a warning and adds what there is', async () => {
    const s = shopper();
    const {status, answer} = await s.add(first.variant.id, 99);
    expect(status).toBe(200);
    expect(answer.errors).toEqual([]);
    expect(answer.warnings[0].message).toMatch(
      /^Only \d+ items were added to your cart due to availability\.$/,
    );
    expect(answer.cart.totalQuantity).toBe(first.variant.quantityAvailable);
  });
});

describe('changing lines (LinesUpdate, LinesRemove)', () => {
  it('sets a new quantity', async () => {
    const {s, line} = await withCart();
    const {status, answer} = await s.fetcherPost(
      s.form('LinesUpdate', {lines: [{id: line.id, quantity: 3}]}),
    );
    expect(status).toBe(200);
    expect(answer.cart.lines.nodes[0].quantity).toBe(3);
    expect((await loadedCart(s)).cart.totalQuantity).toBe(3);
  });

  it('treats quantity 0 as removing the line', async () => {
    const {s, line} = await withCart();
    const {status, answer} = await s.fetcherPost(
      s.form('LinesUpdate', {lines: [{id: line.id, quantity: 0}]}),
    );
    expect(status).toBe(200);
    expect(answer.cart.lines.nodes).toEqual([]);
  });

  it('removes a line', async () => {
    const {s, line} = await withCart();
    await s.add(second.variant.id);
    const {status, answer} = await s.fetcherPost(
      s.form('LinesRemove', {lineIds: [line.id]}),
    );
    expect(status).toBe(200);
    expect(answer.cart.lines.nodes.map((l: any) => l.merchandise.id)).toEqual([
      second.variant.id,
    ]);
    expect(textOf((await s.get('/cart')).html)).not.toContain(
      `SKU ${line.merchandise.sku}`,
    );
  });
});

describe('note, attributes, buyer identity and discount codes', () => {
  it('saves an order note (NoteUpdate)', async () => {
    const {s} = await withCart();
    const {status, answer} = await s.fetcherPost(
      s.form('NoteUpdate', {}, {note: 'Please leave at the door'}),
    );
    expect(status).toBe(200);
    expect(answer.cart.note).toBe('Please leave at the door');
    expect((await s.get('/cart')).html).toContain(
      '>Please leave at the door</textarea>',
    );
  });

  it('saves gift wrapping as a cart attribute (AttributesUpdateInput)', async () => {
    const {s} = await withCart();
    const ticked = await s.fetcherPost(
      s.form(
        'AttributesUpdateInput',
        {},
        {'attribute.Gift wrap': ['No', 'Yes']},
      ),
    );
    expect(ticked.status).toBe(200);
    expect(ticked.answer.cart.attributes).toEqual([
      {key: 'Gift wrap', value: 'Yes'},
    ]);
    const unticked = await s.fetcherPost(
      s.form('AttributesUpdateInput', {}, {'attribute.Gift wrap': 'No'}),
    );
    expect(unticked.answer.cart.attributes).toEqual([
      {key: 'Gift wrap', value: 'No'},
    ]);
    const json = await s.fetcherPost(
      s.form('AttributesUpdateInput', {
        attributes: [{key: 'Occasion', value: 'Birthday'}],
      }),
    );
    expect(json.answer.cart.attributes).toEqual([
      {key: 'Occasion', value: 'Birthday'},
    ]);
  });

  it('saves the e-mail checkout should use (BuyerIdentityUpdate)', async () => {
    const {s} = await withCart();
    const {status, answer} = await s.fetcherPost(
      s.form('BuyerIdentityUpdate', {}, {email: 'ada@example.com'}),
    );
    expect(status).toBe(200);
    expect(answer.cart.buyerIdentity.email).toBe('ada@example.com');
    expect(answer.cart.buyerIdentity.countryCode).toBe('US');
  });

  it('applies a seeded discount code and lowers the total (DiscountCodesUpdate)', async () => {
    const {s, cart} = await withCart();
    const {status, answer} = await s.fetcherPost(
      s.form(
        'DiscountCodesUpdate',
        {discountCodes: []},
        {discountCode: 'welcome10'},
      ),
    );
    expect(status).toBe(200);
    expect(answer.cart.discountCodes).toEqual([
      {code: 'WELCOME10', applicable: true},
    ]);
    const subtotal = Number(cart.cost.subtotalAmount.amount);
    expect(Number(answer.cart.cost.totalAmount.amount)).toBeCloseTo(
      subtotal * 0.9,
      2,
    );
    expect(textOf((await s.get('/cart')).html)).toContain('WELCOME10 applied');

    const removed = await s.fetcherPost(
      s.form('DiscountCodesUpdate', {discountCodes: []}),
    );
    expect(removed.answer.cart.discountCodes).toEqual([]);
    expect(Number(removed.answer.cart.cost.totalAmount.amount)).toBeCloseTo(
      subtotal,
      2,
    );
  });

  it('keeps an unknown or expired code but does not apply it', async () => {
    const {s} = await withCart();
    const {answer} = await s.fetcherPost(
      s.form(
        'DiscountCodesUpdate',
        {discountCodes: ['EXPIRED15']},
        {discountCode: 'NOPE'},
      ),
    );
    expect(answer.cart.discountCodes).toEqual([
      {code: 'NOPE', applicable: false},
      {code: 'EXPIRED15', applicable: false},
    ]);
    expect(textOf((await s.get('/cart')).html)).toContain(
      'NOPE can’t be used with this cart',
    );
  });
});

describe('bad input: a clear message, the cart unchanged, never a 500', () => {
  const cases: [
    string,
    (line: any) => [string, Record<string, unknown>, Record<string, string>?],
    number,
    string | RegExp,
  ][] = [
    [
      'adding quantity 0',
      () => [
        'LinesAdd',
        {lines: [{merchandiseId: first.variant.id, quantity: 0}]},
      ],
      400,
      'Choose a quantity from 1 to 99.',
    ],
    [
      'adding a negative quantity',
      () => [
        'LinesAdd',
        {lines: [{merchandiseId: first.variant.id, quantity: -2}]},
      ],
      400,
      'Choose a quantity from 1 to 99.',
    ],
    [
      'adding a fractional quantity',
      () => [
        'LinesAdd',
        {lines: [{merchandiseId: first.variant.id, quantity: 1.5}]},
      ],
      400,
      'Choose a quantity from 1 to 99.',
    ],
    [
      'adding 10^9',
      () => [
        'LinesAdd',
        {lines: [{merchandiseId: first.variant.id, quantity: 1e9}]},
      ],
      400,
      'Choose a quantity from 1 to 99.',
    ],
    [
      'adding a quantity that is text',
      () => [
        'LinesAdd',
        {lines: [{merchandiseId: first.variant.id, quantity: 'lots'}]},
      ],
      400,
      'Choose a quantity from 1 to 99.',
    ],
    [
      'updating to a negative quantity',
      (line) => ['LinesUpdate', {lines: [{id: line.id, quantity: -1}]}],
      400,
      'Choose a quantity from 0 to 99.',
    ],
    [
      'updating to 2.5',
      (line) => ['LinesUpdate', {lines: [{id: line.id, quantity: 2.5}]}],
      400,
      'Choose a quantity from 0 to 99.',
    ],
    [
      'updating to 10^9',
      (line) => [
        'LinesUpdate',
        {lines: [{id: line.id, quantity: 1_000_000_000}]},
      ],
      400,
      'Choose a quantity from 0 to 99.',
    ],
    [
      'a forged merchandise id',
      () => [
        'LinesAdd',
        {lines: [{merchandiseId: 'gid://shopify/Product/1', quantity: 1}]},
      ],
      400,
      'That item can’t be added to the cart.',
    ],
    [
      'a merchandise id that is not an id',
      () => ['LinesAdd', {lines: [{merchandiseId: "1' OR 1=1", quantity: 1}]}],
      400,
      'That item can’t be added to the cart.',
    ],
    [
      'an unknown merchandise id',
      () => [
        'LinesAdd',
        {
          lines: [
            {
              merchandiseId: 'gid://shopify/ProductVariant/987654321',
              quantity: 1,
            },
          ],
        },
      ],
      422,
      'The merchandise with id gid://shopify/ProductVariant/987654321 does not exist.',
    ],
    [
      'an unknown line id',
      () => [
        'LinesUpdate',
        {
          lines: [
            {
              id: 'gid://shopify/CartLine/00000000-0000-0000-0000-000000000000?cart=c1-0',
              quantity: 1,
            },
          ],
        },
      ],
      422,
      /^The merchandise line with id .* does not exist\.$/,
    ],
    [
      'a forged line id',
      () => ['LinesRemove', {lineIds: ['<script>']}],
      400,
      'That item isn’t in your cart.',
    ],
    [
      'a foreign cart id',
      (line) => [
        'LinesRemove',
        {
          lineIds: [line.id],
          cartId: 'gid://shopify/Cart/c1-someone-else?key=x',
        },
      ],
      400,
      'That cart can’t be changed here.',
    ],
    [
      'a country from another region',
      () => ['BuyerIdentityUpdate', {buyerIdentity: {countryCode: 'AU'}}],
      400,
      'That country isn’t available in this store.',
    ],
    [
      'a bad e-mail',
      () => ['BuyerIdentityUpdate', {}, {email: 'not-an-email'}],
      400,
      'Enter a valid email address.',
    ],
    [
      'an overlong note',
      () => ['NoteUpdate', {}, {note: 'x'.repeat(1001)}],
      400,
      'Notes can be up to 1,000 characters.',
    ],
    [
      'six discount codes',
      () => [
        'DiscountCodesUpdate',
        {discountCodes: ['A', 'B', 'C', 'D', 'E', 'F']},
      ],
      400,
      'Up to 5 discount codes can be used at once.',
    ],
    [
      'an action the cart does not know',
      () => ['CartDelete', {}],
      400,
      'Unknown cart action',
    ],
  ];

  it.each(cases)('%s', async (_name, build, status, message) => {
    const {s, cart, line} = await withCart();
    const [action, inputs, fields] = build(line);
    const result = await s.fetcherPost(s.form(action, inputs, fields));
    expect(result.status).toBe(status);
    expect(result.answer.errors).toHaveLength(1);
    if (typeof message === 'string')
      expect(result.answer.errors[0].message).toBe(message);
    else expect(result.answer.errors[0].message).toMatch(message);
    await expectUnchanged(s, cart);
  });

  it('refuses unreadable posts', async () => {
    const {s, cart} = await withCart();
    const broken = await s.fetcherPost(
      new URLSearchParams({cartFormInput: '{"action": "LinesAdd", '}),
    );
    expect(broken.status).toBe(400);
    expect(broken.answer.errors[0].message).toBe(
      'We couldn’t read that cart request. Please try again.',
    );
    const none = await s.fetcherPost(new URLSearchParams({quantity: '1'}));
    expect(none.status).toBe(400);
    expect(none.answer.errors[0].message).toBe('Unknown cart action');
    await expectUnchanged(s, cart);
  });

  it('does nothing but explain when there is no cart yet', async () => {
    const s = shopper();
    const {status, answer} = await s.fetcherPost(
      s.form('NoteUpdate', {}, {note: 'hello'}),
    );
    expect(status).toBe(400);
    expect(answer.errors[0].message).toBe('Your cart is empty.');
    expect((await loadedCart(s)).cart).toBeNull();
  });

  it('keeps the last cart and says so when the commerce service fails', async () => {
    const {s, cart, line} = await withCart();
    await sandbox.faults.set({service: 'storefront', status: 500, times: 1});
    try {
      const {status, answer} = await s.fetcherPost(
        s.form('LinesUpdate', {lines: [{id: line.id, quantity: 2}]}),
      );
      expect(status).toBe(503);
      expect(answer.errors[0].message).toBe(
        'We couldn’t update your cart. Please try again.',
      );
    } finally {
      await sandbox.faults.clear();
    }
    await expectUnchanged(s, cart);
  });
});

describe('without JavaScript (plain form posts)', () => {
  it('sends an add to the cart page and other changes back where they came from', async () => {
    const s = shopper();
    const added = await s.documentPost(
      s.form('LinesAdd', {
        lines: [{merchandiseId: first.variant.id, quantity: 1}],
      }),
      {referer: `/products/${first.product.handle}`},
    );
    expect(added.status).toBe(303);
    expect(added.response.headers.get('location')).toBe('/cart');
    const {cart} = await loadedCart(s);
    const line = cart.lines.nodes[0];

    const updated = await s.documentPost(
      s.form('LinesUpdate', {lines: [{id: line.id, quantity: 2}]}),
      {referer: '/cart'},
    );
    expect(updated.status).toBe(303);
    expect(updated.response.headers.get('location')).toBe('/cart');
    expect((await loadedCart(s)).cart.totalQuantity).toBe(2);

    const removed = await s.documentPost(
      s.form('LinesRemove', {lineIds: [line.id]}),
      {referer: '/cart'},
    );
    expect(removed.status).toBe(303);
    expect(textOf((await s.get('/cart')).html)).toContain(
      'Your cart is empty.',
    );
  });

  it('goes back to /au/cart on the au site and never to another origin', async () => {
    const s = shopper();
    const added = await s.documentPost(
      s.form('LinesAdd', {
        lines: [{merchandiseId: first.variant.id, quantity: 1}],
      }),
      {path: '/au/cart'},
    );
    expect(added.response.headers.get('location')).toBe('/au/cart');
    const line = (await loadedCart(s, '/au/cart')).cart.lines.nodes[0];
    const evil = await s.documentPost(
      s.form('LinesUpdate', {lines: [{id: line.id, quantity: 2}]}),
      {referer: 'https://evil.example/cart', path: '/au/cart'},
    );
    expect(evil.response.headers.get('location')).toBe('/au/cart');
  });

  it('shows a refused change on the cart page with the reason', async () => {
    const {s, cart} = await withCart();
    const {status, html} = await s.documentPost(
      s.form('LinesAdd', {
        lines: [{merchandiseId: first.variant.id, quantity: 0}],
      }),
      {referer: '/cart'},
    );
    expect(status).toBe(400);
    expect(textOf(html)).toContain('Choose a quantity from 1 to 99.');
    expect(html).toContain('role="alert"');
    await expectUnchanged(s, cart);
  });
});

describe('completed carts and regions', () => {
  it('forgets a checked-out cart and shows an empty one', async () => {
    const {s, cart} = await withCart();
    expect(await payInSandbox(cart.checkoutUrl)).toBe(303);
    const page = await s.get('/cart');
    expect(textOf(page.html)).toContain('Your cart is empty.');
    expect((await loadedCart(s)).cart).toBeNull();
    const {answer} = await s.add(second.variant.id);
    expect(answer.cart.id).not.toBe(cart.id);
    expect(answer.cart.totalQuantity).toBe(1);
  });

  it('starts a new cart when adding to one completed in another tab', async () => {
    const {s, cart} = await withCart();
    await payInSandbox(cart.checkoutUrl);
    const {status, answer} = await s.add(second.variant.id);
    expect(status).toBe(200);
    expect(answer.cart.id).not.toBe(cart.id);
    expect(answer.cart.lines.nodes.map((l: any) => l.merchandise.id)).toEqual([
      second.variant.id,
    ]);
  });

  it('moves the cart to the country of the site being visited', async () => {
    const {s, cart} = await withCart();
    expect(cart.cost.totalAmount.currencyCode).toBe('USD');
    const au = await loadedCart(s, '/au/cart');
    expect(au.cart.id).toBe(cart.id);
    expect(au.cart.buyerIdentity.countryCode).toBe('AU');
    expect(au.cart.cost.totalAmount.currencyCode).toBe('AUD');
    // A page on the au site (root loader) keeps it there; the US site brings it back.
    await s.get('/au');
    expect(
      (await loadedCart(s, '/au/cart')).cart.cost.totalAmount.currencyCode,
    ).toBe('AUD');
    await s.get('/');
    expect((await loadedCart(s)).cart.cost.totalAmount.currencyCode).toBe(
      'USD',
    );
  });

  it('takes a change made on another site into this one on the next change', async () => {
    const s = shopper();
    const created = await s.fetcherPost(
      s.form('LinesAdd', {
        lines: [{merchandiseId: first.variant.id, quantity: 1}],
      }),
      '/au/cart',
    );
    expect(created.answer.cart.cost.totalAmount.currencyCode).toBe('AUD');
    const {answer} = await s.add(second.variant.id);
    expect(answer.cart.buyerIdentity.countryCode).toBe('US');
    expect(answer.cart.cost.totalAmount.currencyCode).toBe('USD');
  });
});

describe('signed-in shoppers', () => {
  async function signIn(s: ReturnType<typeof shopper>) {
    const customer = await sandboxCustomer();
    const login = await s.documentPost(
      new URLSearchParams({email: customer.email, password: customer.password}),
      {path: '/account/login'},
    );
    expect(login.status).toBe(302);
    return customer;
  }

  it('creates the cart with the customer attached', async () => {
    const s = shopper();
    const customer = await signIn(s);
    const {answer} = await s.add(first.variant.id);
    expect(answer.cart.buyerIdentity.customer).toMatchObject({
      id: customer.id,
      email: customer.email,
    });
    expect(answer.cart.buyerIdentity.email).toBe(customer.email);
  });

  it('attaches the customer to a cart made before signing in, on the next page', async () => {
    const {s, cart} = await withCart();
    expect(cart.buyerIdentity.customer).toBeNull();
    const customer = await signIn(s);
    await s.get('/');
    expect((await loadedCart(s)).cart.buyerIdentity.customer).toMatchObject({
      id: customer.id,
    });
  });
});
