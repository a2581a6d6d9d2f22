import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {catalogVersion} from '../../../sandbox/catalog/version.ts';
import {startSandbox, type Sandbox} from '../../../sandbox/server.ts';
import {addProduct, signUp, storefront} from './cart-helpers.ts';

let sandbox: Sandbox;
let gql: ReturnType<typeof storefront>;
let dress: ReturnType<typeof addProduct>;

beforeAll(async () => {
  sandbox = await startSandbox();
  gql = storefront(sandbox);
  dress = addProduct(sandbox, {
    title: 'Wrap Dress',
    productType: 'Dresses',
    variants: [
      {title: 'S', inventory: 10, prices: {USD: 20000, AUD: 30000}},
      {title: 'M', inventory: 10, prices: {USD: 20000, AUD: 30000}},
    ],
  });
});
afterAll(() => sandbox.close());

const CREATE = `mutation ($input: CartInput, $country: CountryCode) @inContext(country: $country) {
  cartCreate(input: $input) { cart { id checkoutUrl } userErrors { code message } }
}`;
const CART = `query ($id: ID!) { cart(id: $id) { id } }`;
const ORDERS = `query ($token: String!) {
  customer(customerAccessToken: $token) {
    numberOfOrders
    orders(first: 100, sortKey: PROCESSED_AT, reverse: true) {
      totalCount
      nodes {
        id name orderNumber processedAt statusUrl financialStatus fulfillmentStatus canceledAt cancelReason
        currencyCode
        totalPrice { amount currencyCode }
        subtotalPrice { amount currencyCode }
        shippingAddress { address1 city country formatted }
        discountApplications(first: 5) { nodes { ... on DiscountCodeApplication { code applicable } } }
        lineItems(first: 200) {
          nodes {
            title quantity
            originalTotalPrice { amount currencyCode }
            discountedTotalPrice { amount }
            variant { id title image { url } product { handle } }
          }
        }
      }
    }
  }
}`;

async function cartWith(
  lines: {merchandiseId: string; quantity: number}[],
  extra: Record<string, unknown> = {},
  headers = {},
) {
  const body = await gql(
    CREATE,
    {input: {lines, ...extra}, country: extra.country ?? 'US'},
    headers,
  );
  return body.data.cartCreate.cart as {id: string; checkoutUrl: string};
}

const pay = (
  checkoutUrl: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  fetch(checkoutUrl, {
    method: 'POST',
    headers: {'content-type': 'application/x-www-form-urlencoded', ...headers},
    body: new URLSearchParams(form),
    redirect: 'manual',
  });

const inventory = (id: number) =>
  (
    sandbox.db
      .prepare('SELECT inventory FROM variants WHERE id = ?')
      .get(id) as {inventory: number}
  ).inventory;
const orderCount = () =>
  (sandbox.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as {n: number})
    .n;

describe('checkout page', () => {
  it('shows an accessible order summary with the e-mail prefilled and a Pay now button', async () => {
    const cart = await cartWith([{merchandiseId: dress.gids[0], quantity: 2}], {
      buyerIdentity: {email: 'page@example.com'},
      discountCodes: ['WELCOME10'],
    });
    const res = await fetch(cart.checkoutUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Checkout</h1>');
    expect(html).toContain('<caption>Order summary</caption>');
    expect(html).toContain('Wrap Dress');
    expect(html).toContain('$400.00 USD');
    expect(html).toContain('Discount (WELCOME10)');
    expect(html).toContain('$360.00 USD');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('value="page@example.com"');
    expect(html).toContain('<button type="submit">Pay now</button>');
  });

  it('answers 404 for a wrong key or unknown cart', async () => {
    const cart = await cartWith([{merchandiseId: dress.gids[0], quantity: 1}]);
    const wrong = await fetch(
      cart.checkoutUrl.replace(/key=.*/, `key=${'0'.repeat(32)}`),
    );
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).toContain('Checkout not found');
    expect(
      (await fetch(`${sandbox.origin}/checkout/c1-${'1'.repeat(32)}?key=x`))
        .status,
    ).toBe(404);
  });

  it('escapes what the buyer typed', async () => {
    const cart = await cartWith([{merchandiseId: dress.gids[0], quantity: 1}]);
    const res = await pay(cart.checkoutUrl, {
      email: '"><script>alert(1)</script>',
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('Enter a valid email address.');
    expect(html).toContain('role="alert"');
  });
});

describe('paying', () => {
  it('turns the cart into an order for the customer, lowers stock and completes the cart', async () => {
    const customer = await signUp(sandbox);
    await gql(
      `mutation ($t: String!, $a: MailingAddressInput!) { customerAddressCreate(customerAccessToken: $t, address: $a) { customerAddress { id } } }`,
      {
        t: customer.token,
        a: {
          address1: '5 Collins St',
          city: 'Melbourne',
          province: 'VIC',
          zip: '3000',
          country: 'AU',
        },
      },
    );
    const cart = await cartWith(
      [
        {merchandiseId: dress.gids[0], quantity: 2},
        {merchandiseId: dress.gids[1], quantity: 1},
      ],
      {
        buyerIdentity: {customerAccessToken: customer.token, countryCode: 'AU'},
        discountCodes: ['TENOFF'],
      },
    );
    const versionBefore = catalogVersion(sandbox.db);
    const page = await (await fetch(cart.checkoutUrl)).text();
    expect(page).toContain(`value="${customer.email}"`);

    const res = await pay(cart.checkoutUrl, {
      email: customer.email,
      return_to: 'http://shop.localhost:3000/cart',
    });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toMatch(
      new RegExp(
        `^${sandbox.origin}/checkout/orders/[0-9a-f]{32}\\?key=[0-9a-f]{32}&placed=1$`,
      ),
    );
    const thanks = await (await fetch(location)).text();
    expect(thanks).toContain('<h1>Thank you for your order</h1>');
    expect(thanks).toContain(
      'Order <strong>#1001</strong> is confirmed and paid.',
    );
    expect(thanks).toContain(
      '<a href="http://shop.localhost:3000/cart">Continue shopping</a>',
    );

    expect(inventory(dress.variantIds[0])).toBe(8);
    expect(inventory(dress.variantIds[1])).toBe(9);
    expect(catalogVersion(sandbox.db)).toBeGreaterThan(versionBefore);
    expect((await gql(CART, {id: cart.id})).data.cart).toBeNull();
    const addAfter = await gql(
      `mutation ($id: ID!, $v: ID!) { cartLinesAdd(cartId: $id, lines: [{merchandiseId: $v}]) { cart { id } userErrors { code message } } }`,
      {id: cart.id, v: dress.gids[0]},
    );
    expect(addAfter.data.cartLinesAdd).toEqual({
      cart: null,
      userErrors: [
        {code: 'INVALID', message: 'The specified cart does not exist.'},
      ],
    });

    const {customer: me} = (await gql(ORDERS, {token: customer.token})).data;
    expect(me.numberOfOrders).toBe('1');
    expect(me.orders.totalCount).toBe('1');
    const [order] = me.orders.nodes;
    expect(order).toMatchObject({
      id: expect.stringMatching(
        /^gid:\/\/shopify\/Order\/\d+\?key=[0-9a-f]{32}$/,
      ),
      name: '#1001',
      orderNumber: 1001,
      statusUrl: location.replace('&placed=1', ''),
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      canceledAt: null,
      cancelReason: null,
      currencyCode: 'AUD',
      totalPrice: {amount: '890.0', currencyCode: 'AUD'},
      subtotalPrice: {amount: '890.0', currencyCode: 'AUD'},
      shippingAddress: {
        address1: '5 Collins St',
        city: 'Melbourne',
        country: 'Australia',
      },
      discountApplications: {nodes: [{code: 'TENOFF', applicable: true}]},
    });
    expect(Date.now() - Date.parse(order.processedAt)).toBeLessThan(60_000);
    expect(order.lineItems.nodes).toEqual([
      {
        title: 'Wrap Dress',
        quantity: 2,
        originalTotalPrice: {amount: '600.0', currencyCode: 'AUD'},
        discountedTotalPrice: {amount: '593.34'},
        variant: {
          id: dress.gids[0],
          title: 'S',
          image: {url: `${sandbox.origin}/images/${dress.handle}.png`},
          product: {handle: dress.handle},
        },
      },
      {
        title: 'Wrap Dress',
        quantity: 1,
        originalTotalPrice: {amount: '300.0', currencyCode: 'AUD'},
        discountedTotalPrice: {amount: '296.66'},
        variant: {
          id: dress.gids[1],
          title: 'M',
          image: {url: `${sandbox.origin}/images/${dress.handle}.png`},
          product: {handle: dress.handle},
        },
      },
    ]);

    // The status page stays reachable, and the old checkout URL leads to it.
    const status = await fetch(order.statusUrl);
    expect(await status.text()).toContain('<h1>Order #1001</h1>');
    const reopened = await fetch(cart.checkoutUrl, {redirect: 'manual'});
    expect(reopened.status).toBe(303);
    expect(reopened.headers.get('location')).toBe(order.statusUrl);
  });

  it('numbers orders upwards and lists them newest first', async () => {
    const customer = await signUp(sandbox);
    for (const quantity of [1, 3]) {
      const cart = await cartWith([{merchandiseId: dress.gids[1], quantity}], {
        buyerIdentity: {customerAccessToken: customer.token},
      });
      expect(
        (await pay(cart.checkoutUrl, {email: customer.email})).status,
      ).toBe(303);
    }
    const {orders} = (await gql(ORDERS, {token: customer.token})).data.customer;
    expect(
      orders.nodes.map((o: any) => [o.name, o.lineItems.nodes[0].quantity]),
    ).toEqual([
      ['#1003', 3],
      ['#1002', 1],
    ]);
  });

  it('places a guest order without linking it to anyone', async () => {
    const before = orderCount();
    const cart = await cartWith([{merchandiseId: dress.gids[1], quantity: 1}]);
    expect(
      (await pay(cart.checkoutUrl, {email: 'guest@example.com'})).status,
    ).toBe(303);
    expect(orderCount()).toBe(before + 1);
    const row = sandbox.db
      .prepare('SELECT customer_id, email FROM orders ORDER BY id DESC LIMIT 1')
      .get() as {customer_id: number | null; email: string};
    expect(row).toEqual({customer_id: null, email: 'guest@example.com'});
  });

  it('shows a clear error and places no order when stock ran out before paying', async () => {
    const scarce = addProduct(sandbox, {
      title: 'Cashmere Knit',
      variants: [{title: 'L', inventory: 2, prices: {USD: 30000}}],
    });
    const cart = await cartWith([{merchandiseId: scarce.gids[0], quantity: 2}]);
    sandbox.db
      .prepare('UPDATE variants SET inventory = 1 WHERE id = ?')
      .run(scarce.variantIds[0]);
    const before = orderCount();
    const res = await pay(cart.checkoutUrl, {email: 'late@example.com'});
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain(
      'Some items in your cart are no longer available, so no order was placed. Cashmere Knit (L): only 1 left, you asked for 2.',
    );
    expect(orderCount()).toBe(before);
    expect(inventory(scarce.variantIds[0])).toBe(1);
    expect((await gql(CART, {id: cart.id})).data.cart).toEqual({id: cart.id});
  });
});

describe('the way back to the storefront', () => {
  async function continueLink(
    cart: {checkoutUrl: string},
    get: RequestInit = {},
    post: Record<string, string> = {},
  ) {
    const page = await (await fetch(cart.checkoutUrl, get)).text();
    const returnTo = /name="return_to" value="([^"]*)"/
      .exec(page)![1]
      .replaceAll('&#38;', '&');
    const res = await pay(cart.checkoutUrl, {
      email: 'back@example.com',
      return_to: returnTo,
      ...post,
    });
    const thanks = await (await fetch(res.headers.get('location')!)).text();
    return /<a href="([^"]*)">Continue shopping<\/a>/.exec(thanks)![1];
  }

  it('uses ?return_to=, else the Referer origin, else the origin that created the cart, else /', async () => {
    const line = [{merchandiseId: dress.gids[0], quantity: 1}];
    const a = await cartWith(line);
    expect(
      await continueLink({
        checkoutUrl: `${a.checkoutUrl}&return_to=${encodeURIComponent('http://shop.localhost:3000/au/cart')}`,
      }),
    ).toBe('http://shop.localhost:3000/au/cart');
    const b = await cartWith(line);
    expect(
      await continueLink(b, {
        headers: {referer: 'http://referer.localhost:3000/products/x'},
      }),
    ).toBe('http://referer.localhost:3000/');
    const c = await cartWith(
      line,
      {},
      {origin: 'http://origin.localhost:3000'},
    );
    expect(await continueLink(c)).toBe('http://origin.localhost:3000/');
    const d = await cartWith(line);
    expect(await continueLink(d)).toBe('/');
    const e = await cartWith(line);
    expect(
      await continueLink({
        checkoutUrl: `${e.checkoutUrl}&return_to=javascript:alert(1)`,
      }),
    ).toBe('/');
  });
});
