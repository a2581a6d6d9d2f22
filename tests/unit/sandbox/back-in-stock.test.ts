import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {catalogVersion} from '../../../sandbox/catalog/version.ts';
import {startSandbox, type Sandbox} from '../../../sandbox/server.ts';
import {sandboxClient} from '../../support/sandbox-client.ts';
import {addProduct, uniqueEmail} from './cart-helpers.ts';

let sandbox: Sandbox;
let boot: ReturnType<typeof addProduct>;

beforeAll(async () => {
  sandbox = await startSandbox();
  boot = addProduct(sandbox, {
    title: 'Ankle Boot',
    variants: [
      {title: '38', inventory: 0, prices: {USD: 25000}},
      {title: '39', inventory: 4, prices: {USD: 25000}},
    ],
  });
});
afterAll(() => sandbox.close());

function register(
  params: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const query = new URLSearchParams({
    shop: 'sandbox.myshopify.com',
    'notification[quantity_required]': '1',
    'notification[accepts_marketing]': 'true',
    'notification[customer_utc_offset]': '-600',
    'notification[product_no]': String(boot.productId),
    'variant[variant_no]': String(boot.variantIds[0]),
    ...params,
  });
  return fetch(
    `${sandbox.origin}/back-in-stock/api/v2/notifications/create.json?${query}`,
    {headers},
  );
}

const control = sandboxClient(() => sandbox.origin);
const notices = (email: string) => control.backInStock(email);
const outbox = (to: string) => control.outbox(to);

describe('creating a notification', () => {
  it('registers a sold-out variant and records the request', async () => {
    const email = uniqueEmail('waiting');
    const res = await register({'notification[email]': email});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'OK',
      message:
        "Your notification has been registered. We'll e-mail you when it's back in stock.",
    });
    expect(await notices(email)).toEqual([
      {
        id: expect.any(Number),
        shop: 'sandbox.myshopify.com',
        email,
        productId: boot.productId,
        variantId: boot.variantIds[0],
        quantityRequired: 1,
        acceptsMarketing: true,
        customerUtcOffset: -600,
        createdAt: expect.any(String),
        sentAt: null,
      },
    ]);
  });

  it('accepts the acceptsMarketing spelling and false', async () => {
    const email = uniqueEmail();
    const res = await register({
      'notification[email]': email,
      'notification[accepts_marketing]': '',
      'notification[acceptsMarketing]': 'false',
    });
    expect(((await res.json()) as any).status).toBe('OK');
    expect((await notices(email))[0].acceptsMarketing).toBe(false);
  });

  it('refuses an invalid e-mail with 422 and errors.email', async () => {
    for (const email of ['', 'not-an-email', 'a@b']) {
      const res = await register({'notification[email]': email});
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        status: 'Error',
        errors: {email: ['is invalid']},
      });
    }
  });

  it('refuses unknown products and variants, in-stock variants and duplicates with errors.base', async () => {
    const email = uniqueEmail();
    const cases: [Record<string, string>, string][] = [
      [{'notification[product_no]': '999999'}, 'Product not found.'],
      [{'notification[product_no]': ''}, 'Product not found.'],
      [
        {'variant[variant_no]': '999999'},
        'Variant not found for this product.',
      ],
      [
        {'variant[variant_no]': String(boot.variantIds[1])},
        'This variant is in stock, you can buy it now.',
      ],
      [{shop: ''}, 'Shop not found.'],
    ];
    for (const [params, message] of cases) {
      const res = await register({'notification[email]': email, ...params});
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        status: 'Error',
        errors: {base: [message]},
      });
    }
    expect(
      ((await (await register({'notification[email]': email})).json()) as any)
        .status,
    ).toBe('OK');
    const duplicate = await register({
      'notification[email]': email.toUpperCase(),
    });
    expect(await duplicate.json()).toEqual({
      status: 'Error',
      errors: {base: ['You have already registered for this variant.']},
    });
  });
});

describe('restocking', () => {
  it('raises stock, e-mails everyone waiting once, and marks the notices sent', async () => {
    const product = addProduct(sandbox, {
      title: 'Trench Coat',
      variants: [{title: 'M', inventory: 0, prices: {USD: 50000}}],
    });
    const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
    for (const email of [first, second]) {
      const res = await register(
        {
          'notification[email]': email,
          'notification[product_no]': String(product.productId),
          'variant[variant_no]': String(product.variantIds[0]),
        },
        {origin: 'http://shop.localhost:3000'},
      );
      expect(((await res.json()) as any).status).toBe('OK');
    }
    const version = catalogVersion(sandbox.db);
    const res = await control.restock(product.gids[0], 5);
    expect(await res.json()).toEqual({
      variantId: product.gids[0],
      inventory: 5,
      notified: 2,
    });
    expect(catalogVersion(sandbox.db)).toBeGreaterThan(version);

    for (const email of [first, second]) {
      const [message] = await outbox(email);
      expect(message.subject).toBe('Trench Coat is back in stock');
      expect(message.link).toBe(
        `http://shop.localhost:3000/products/${product.handle}?variant=${product.variantIds[0]}`,
      );
      expect(message.body).toContain('Trench Coat (M) is back in stock');
      expect((await notices(email))[0].sentAt).not.toBeNull();
    }

    // Another restock sends nothing new; the variant is in stock so new sign-ups are refused.
    await control.restock(String(product.variantIds[0]), 1);
    expect(await outbox(first)).toHaveLength(1);
  });

  it('waits until the quantity asked for is there', async () => {
    const product = addProduct(sandbox, {
      title: 'Tote',
      variants: [{title: 'OS', inventory: 0, prices: {USD: 8000}}],
    });
    const email = uniqueEmail();
    await register({
      'notification[email]': email,
      'notification[quantity_required]': '3',
      'notification[product_no]': String(product.productId),
      'variant[variant_no]': String(product.variantIds[0]),
    });
    const restock = (quantity: number) =>
      control
        .restock(product.variantIds[0], quantity)
        .then((r) => r.json() as Promise<any>);
    expect((await restock(2)).notified).toBe(0);
    expect((await restock(1)).notified).toBe(1);
  });

  it('refuses an unknown variant or a bad quantity', async () => {
    const unknown = await control.restock(
      'gid://shopify/ProductVariant/999999',
      1,
    );
    expect(unknown.status).toBe(404);
    const bad = await control.restock(boot.variantIds[0], -3);
    expect(bad.status).toBe(422);
  });
});
