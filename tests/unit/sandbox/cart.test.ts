import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {startSandbox, type Sandbox} from '../../../sandbox/server.ts';
import {CART_QUERY_FRAGMENT} from '../../../app/graphql/cart.ts';
import {
  addProduct,
  CART_FIELDS,
  PAYLOAD,
  signUp,
  storefront,
} from './cart-helpers.ts';

let sandbox: Sandbox;
let gql: ReturnType<typeof storefront>;
let shirt: ReturnType<typeof addProduct>;
let soldOut: ReturnType<typeof addProduct>;

beforeAll(async () => {
  sandbox = await startSandbox();
  gql = storefront(sandbox);
  shirt = addProduct(sandbox, {
    title: 'Linen Shirt',
    variants: [
      {
        title: 'S',
        inventory: 5,
        prices: {USD: 12000, AUD: 18000},
        compareAt: {USD: 15000, AUD: 22000},
      },
      {title: 'M', inventory: 3, prices: {USD: 12000, AUD: 18000}},
    ],
  });
  soldOut = addProduct(sandbox, {
    title: 'Silk Scarf',
    variants: [{title: 'OSFA', inventory: 0, prices: {USD: 4500}}],
  });
});
afterAll(() => sandbox.close());

const CREATE = `${CART_FIELDS}
  mutation ($input: CartInput, $country: CountryCode) @inContext(country: $country) {
    cartCreate(input: $input) { ${PAYLOAD} }
  }`;
const CREATE_AS_BUYER = `${CART_FIELDS}
  mutation ($input: CartInput, $token: String!) @inContext(buyer: {customerAccessToken: $token}) {
    cartCreate(input: $input) { ${PAYLOAD} }
  }`;
const CART = `${CART_FIELDS}
  query ($id: ID!, $country: CountryCode) @inContext(country: $country) { cart(id: $id) { ...CartFields } }`;
const ADD = `${CART_FIELDS}
  mutation ($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`;
const UPDATE = `${CART_FIELDS}
  mutation ($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`;
const REMOVE = `${CART_FIELDS}
  mutation ($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { ${PAYLOAD} } }`;
const NOTE = `${CART_FIELDS}
  mutation ($cartId: ID!, $note: String!) { cartNoteUpdate(cartId: $cartId, note: $note) { ${PAYLOAD} } }`;
const ATTRIBUTES = `${CART_FIELDS}
  mutation ($cartId: ID!, $attributes: [AttributeInput!]!) { cartAttributesUpdate(cartId: $cartId, attributes: $attributes) { ${PAYLOAD} } }`;
const CODES = `${CART_FIELDS}
  mutation ($cartId: ID!, $codes: [String!]!) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $codes) { ${PAYLOAD} } }`;
const BUYER = `${CART_FIELDS}
  mutation ($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { ${PAYLOAD} } }`;

async function newCart(input: Record<string, unknown> = {}, country = 'US') {
  const body = await gql(CREATE, {input, country});
  expect(body.errors).toBeUndefined();
  return body.data.cartCreate;
}

const UNKNOWN_CART = {
  code: 'INVALID',
  field: ['cartId'],
  message: 'The specified cart does not exist.',
};

describe('cartCreate and cart(id)', () => {
  it('creates a persisted cart with Shopify-shaped ids, lines, costs and a checkout URL', async () => {
    const {cart, userErrors, warnings} = await newCart({
      lines: [
        {
          merchandiseId: shirt.gids[0],
          quantity: 2,
          attributes: [{key: 'gift', value: 'yes'}],
        },
      ],
      note: 'Leave at the door',
      attributes: [{key: 'source', value: 'test'}],
      buyerIdentity: {email: 'buyer@example.com'},
    });
    expect(userErrors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(cart.id).toMatch(
      /^gid:\/\/shopify\/Cart\/c1-[0-9a-f]{32}\?key=[0-9a-f]{32}$/,
    );
    const [, token, key] = /Cart\/(.+)\?key=(.+)$/.exec(cart.id)!;
    expect(cart.checkoutUrl).toBe(
      `${sandbox.origin}/checkout/${token}?key=${key}`,
    );
    expect(cart.totalQuantity).toBe(2);
    expect(cart.note).toBe('Leave at the door');
    expect(cart.attributes).toEqual([{key: 'source', value: 'test'}]);
    expect(cart.buyerIdentity).toEqual({
      countryCode: 'US',
      email: 'buyer@example.com',
      phone: null,
      customer: null,
    });
    expect(cart.cost).toEqual({
      subtotalAmount: {amount: '240.0', currencyCode: 'USD'},
      totalAmount: {amount: '240.0', currencyCode: 'USD'},
      totalTaxAmount: null,
      totalDutyAmount: null,
    });
    const [line] = cart.lines.nodes;
    expect(line.id).toMatch(
      new RegExp(`^gid://shopify/CartLine/[0-9a-f-]{36}\\?cart=${token}$`),
    );
    expect(line.quantity).toBe(2);
    expect(line.attributes).toEqual([{key: 'gift', value: 'yes'}]);
    expect(line.cost).toEqual({
      totalAmount: {amount: '240.0', currencyCode: 'USD'},
      subtotalAmount: {amount: '240.0', currencyCode: 'USD'},
      amountPerQuantity: {amount: '120.0', currencyCode: 'USD'},
      compareAtAmountPerQuantity: {amount: '150.0', currencyCode: 'USD'},
    });
    expect(line.merchandise).toMatchObject({
      id: shirt.gids[0],
      title: 'S',
      availableForSale: true,
      quantityAvailable: 5,
      requiresShipping: true,
      price: {amount: '120.0', currencyCode: 'USD'},
      compareAtPrice: {amount: '150.0', currencyCode: 'USD'},
      product: {
        id: `gid://shopify/Product/${shirt.productId}`,
        handle: shirt.handle,
        title: 'Linen Shirt',
        productType: 'Shirts',
      },
      selectedOptions: [{name: 'Size', value: 'S'}],
    });
    expect(line.merchandise.image).toMatchObject({
      url: `${sandbox.origin}/images/${shirt.handle}.png`,
      width: 1280,
      height: 1920,
    });

    const read = await gql(CART, {id: cart.id});
    expect(read.data.cart).toEqual(cart);
  });

  it("answers the storefront's own cart document without errors", async () => {
    const {cart} = await newCart({
      lines: [{merchandiseId: shirt.gids[0]}],
      discountCodes: ['WELCOME10'],
    });
    const query = `${CART_QUERY_FRAGMENT}
      query CartQuery($cartId: ID!, $numCartLines: Int = 250, $country: CountryCode, $language: LanguageCode)
      @inContext(country: $country, language: $language) { cart(id: $cartId) { ...CartApiQuery } }`;
    const body = await gql(query, {
      cartId: cart.id,
      country: 'US',
      language: 'EN',
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.cart.lines.nodes[0].merchandise.product).toEqual({
      id: `gid://shopify/Product/${shirt.productId}`,
      handle: shirt.handle,
      title: 'Linen Shirt',
      productType: 'Shirts',
      vendor: 'Sandbox',
    });
    expect(body.data.cart.discountCodes).toEqual([
      {code: 'WELCOME10', applicable: true},
    ]);
  });

  it('creates an empty cart without input', async () => {
    const body = await gql(
      `mutation { cartCreate { cart { id totalQuantity lines(first: 10) { nodes { id } } } userErrors { code } } }`,
    );
    expect(body.data.cartCreate.cart.totalQuantity).toBe(0);
    expect(body.data.cartCreate.cart.lines.nodes).toEqual([]);
  });

  it('answers null for an unknown cart or one whose key is wrong', async () => {
    const {cart} = await newCart({lines: [{merchandiseId: shirt.gids[0]}]});
    const forged = cart.id.replace(/key=.*/, `key=${'0'.repeat(32)}`);
    expect((await gql(CART, {id: forged})).data.cart).toBeNull();
    expect(
      (await gql(CART, {id: cart.id.replace(/c1-[0-9a-f]{4}/, 'c1-ffff')})).data
        .cart,
    ).toBeNull();
    expect(
      (await gql(CART, {id: 'gid://shopify/Cart/nope'})).data.cart,
    ).toBeNull();
  });

  it('prices in the buyer country currency: AUD for AU, USD after switching to US', async () => {
    const {cart} = await newCart(
      {lines: [{merchandiseId: shirt.gids[1], quantity: 1}]},
      'AU',
    );
    expect(cart.buyerIdentity.countryCode).toBe('AU');
    expect(cart.cost.totalAmount).toEqual({
      amount: '180.0',
      currencyCode: 'AUD',
    });
    expect(cart.lines.nodes[0].merchandise.price).toEqual({
      amount: '180.0',
      currencyCode: 'AUD',
    });
    // The cart keeps its country whatever context later reads it, until the buyer identity changes.
    expect(
      (await gql(CART, {id: cart.id, country: 'US'})).data.cart.cost.totalAmount
        .currencyCode,
    ).toBe('AUD');
    const switched = (
      await gql(BUYER, {cartId: cart.id, buyerIdentity: {countryCode: 'US'}})
    ).data.cartBuyerIdentityUpdate;
    expect(switched.userErrors).toEqual([]);
    expect(switched.cart.buyerIdentity.countryCode).toBe('US');
    expect(switched.cart.cost.totalAmount).toEqual({
      amount: '120.0',
      currencyCode: 'USD',
    });
  });

  it('keeps carts across a restart of the sandbox', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-cart-'));
    const dbPath = join(dir, 'store.db');
    try {
      const first = await startSandbox({dbPath});
      const product = addProduct(first, {
        variants: [{title: 'M', inventory: 2, prices: {USD: 1000}}],
      });
      const created = await storefront(first)(CREATE, {
        input: {lines: [{merchandiseId: product.gids[0]}]},
      });
      await first.close();
      const second = await startSandbox({dbPath});
      const read = await storefront(second)(CART, {
        id: created.data.cartCreate.cart.id,
      });
      await second.close();
      expect(read.data.cart.lines.nodes[0].merchandise.id).toBe(
        product.gids[0],
      );
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('cart lines', () => {
  it('merges the same merchandise added again and adds a new line for another variant', async () => {
    const {cart} = await newCart({
      lines: [{merchandiseId: shirt.gids[0], quantity: 1}],
    });
    const again = (
      await gql(ADD, {
        cartId: cart.id,
        lines: [{merchandiseId: shirt.gids[0], quantity: 2}],
      })
    ).data.cartLinesAdd;
    expect(again.userErrors).toEqual([]);
    expect(again.cart.lines.nodes).toHaveLength(1);
    expect(again.cart.lines.nodes[0].quantity).toBe(3);
    expect(again.cart.lines.nodes[0].id).toBe(cart.lines.nodes[0].id);
    const other = (
      await gql(ADD, {cartId: cart.id, lines: [{merchandiseId: shirt.gids[1]}]})
    ).data.cartLinesAdd;
    expect(
      other.cart.lines.nodes.map((l: any) => [l.merchandise.title, l.quantity]),
    ).toEqual([
      ['S', 3],
      ['M', 1],
    ]);
    expect(other.cart.totalQuantity).toBe(4);
    expect(other.cart.cost.subtotalAmount.amount).toBe('480.0');
    expect(Date.parse(other.cart.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(cart.updatedAt),
    );
  });

  it('updates quantities, removes a line at quantity 0, and removes lines by id', async () => {
    const {cart} = await newCart({
      lines: [{merchandiseId: shirt.gids[0]}, {merchandiseId: shirt.gids[1]}],
    });
    const [first, second] = cart.lines.nodes;
    const updated = (
      await gql(UPDATE, {cartId: cart.id, lines: [{id: first.id, quantity: 4}]})
    ).data.cartLinesUpdate;
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart.lines.nodes[0].quantity).toBe(4);
    expect(updated.cart.lines.nodes[0].cost.totalAmount.amount).toBe('480.0');
    const zeroed = (
      await gql(UPDATE, {cartId: cart.id, lines: [{id: first.id, quantity: 0}]})
    ).data.cartLinesUpdate;
    expect(zeroed.cart.lines.nodes.map((l: any) => l.id)).toEqual([second.id]);
    const removed = (await gql(REMOVE, {cartId: cart.id, lineIds: [second.id]}))
      .data.cartLinesRemove;
    expect(removed.userErrors).toEqual([]);
    expect(removed.cart.lines.nodes).toEqual([]);
    expect(removed.cart.totalQuantity).toBe(0);
    expect(removed.cart.cost.totalAmount.amount).toBe('0.0');
  });

  it('lowers a quantity above stock to what is in stock, with a warning', async () => {
    const {cart, warnings, userErrors} = await newCart({
      lines: [{merchandiseId: shirt.gids[1], quantity: 10}],
    });
    expect(userErrors).toEqual([]);
    expect(cart.lines.nodes[0].quantity).toBe(3);
    expect(warnings).toEqual([
      {
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        target: cart.lines.nodes[0].id,
        message: 'Only 3 items were added to your cart due to availability.',
      },
    ]);
    const more = (
      await gql(ADD, {
        cartId: cart.id,
        lines: [{merchandiseId: shirt.gids[1], quantity: 1}],
      })
    ).data.cartLinesAdd;
    expect(more.cart.lines.nodes[0].quantity).toBe(3);
    expect(more.warnings[0]).toMatchObject({
      code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
      message: "You can't add more Linen Shirt - M to the cart.",
    });
    const update = (
      await gql(UPDATE, {
        cartId: cart.id,
        lines: [{id: cart.lines.nodes[0].id, quantity: 1_000_000_000}],
      })
    ).data.cartLinesUpdate;
    expect(update.cart.lines.nodes[0].quantity).toBe(3);
    expect(update.warnings[0].code).toBe('MERCHANDISE_NOT_ENOUGH_STOCK');
  });

  it('does not add sold-out merchandise and says so in a warning', async () => {
    const {cart, warnings} = await newCart({
      lines: [{merchandiseId: soldOut.gids[0], quantity: 1}],
    });
    expect(cart.lines.nodes).toEqual([]);
    expect(warnings).toEqual([
      {
        code: 'MERCHANDISE_OUT_OF_STOCK',
        target: soldOut.gids[0],
        message: "The product 'Silk Scarf - OSFA' is already sold out.",
      },
    ]);
  });

  it('sets the note and replaces the attributes', async () => {
    const {cart} = await newCart({attributes: [{key: 'a', value: '1'}]});
    const noted = (await gql(NOTE, {cartId: cart.id, note: 'Gift wrap please'}))
      .data.cartNoteUpdate;
    expect(noted.cart.note).toBe('Gift wrap please');
    const attributed = (
      await gql(ATTRIBUTES, {
        cartId: cart.id,
        attributes: [{key: 'b', value: '2'}],
      })
    ).data.cartAttributesUpdate;
    expect(attributed.cart.attributes).toEqual([{key: 'b', value: '2'}]);
  });
});

describe('discount codes', () => {
  it('applies percentage and fixed codes to the totals in the cart currency', async () => {
    const {cart} = await newCart(
      {lines: [{merchandiseId: shirt.gids[0], quantity: 1}]},
      'AU',
    );
    const welcome = (await gql(CODES, {cartId: cart.id, codes: ['welcome10']}))
      .data.cartDiscountCodesUpdate.cart;
    expect(welcome.discountCodes).toEqual([
      {code: 'welcome10', applicable: true},
    ]);
    expect(welcome.cost.subtotalAmount).toEqual({
      amount: '180.0',
      currencyCode: 'AUD',
    });
    expect(welcome.cost.totalAmount).toEqual({
      amount: '162.0',
      currencyCode: 'AUD',
    });
    expect(welcome.discountAllocations).toEqual([
      {
        code: 'welcome10',
        discountedAmount: {amount: '18.0', currencyCode: 'AUD'},
      },
    ]);
    const save = (await gql(CODES, {cartId: cart.id, codes: ['SAVE20']})).data
      .cartDiscountCodesUpdate.cart;
    expect(save.cost.totalAmount.amount).toBe('144.0');
    const ten = (await gql(CODES, {cartId: cart.id, codes: ['TENOFF']})).data
      .cartDiscountCodesUpdate.cart;
    expect(ten.cost.totalAmount).toEqual({
      amount: '170.0',
      currencyCode: 'AUD',
    });
    const none = (await gql(CODES, {cartId: cart.id, codes: []})).data
      .cartDiscountCodesUpdate.cart;
    expect(none.discountCodes).toEqual([]);
    expect(none.cost.totalAmount.amount).toBe('180.0');
  });

  it('returns unknown, expired and second codes with applicable false and leaves totals alone', async () => {
    const {cart} = await newCart({
      lines: [{merchandiseId: shirt.gids[0]}],
      discountCodes: ['NOPE', 'EXPIRED15'],
    });
    expect(cart.discountCodes).toEqual([
      {code: 'NOPE', applicable: false},
      {code: 'EXPIRED15', applicable: false},
    ]);
    expect(cart.cost.totalAmount.amount).toBe('120.0');
    const two = (
      await gql(CODES, {
        cartId: cart.id,
        codes: ['SAVE20', 'WELCOME10', 'save20'],
      })
    ).data.cartDiscountCodesUpdate.cart;
    expect(two.discountCodes).toEqual([
      {code: 'SAVE20', applicable: true},
      {code: 'WELCOME10', applicable: false},
    ]);
    expect(two.cost.totalAmount.amount).toBe('96.0');
  });

  it('does not apply a code to an empty cart', async () => {
    const {cart} = await newCart({discountCodes: ['WELCOME10']});
    expect(cart.discountCodes).toEqual([
      {code: 'WELCOME10', applicable: false},
    ]);
  });
});

describe('buyer identity', () => {
  it('attaches a signed-in customer by access token and fills the e-mail from the account', async () => {
    const customer = await signUp(sandbox);
    const {cart} = await newCart();
    const updated = (
      await gql(BUYER, {
        cartId: cart.id,
        buyerIdentity: {
          customerAccessToken: customer.token,
          phone: '+61 412 345 678',
        },
      })
    ).data.cartBuyerIdentityUpdate;
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart.buyerIdentity).toMatchObject({
      email: customer.email,
      phone: '+61412345678',
      customer: {
        id: customer.id,
        email: customer.email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        displayName: 'Ada Lovelace',
      },
    });
  });

  it('attaches the customer named by @inContext(buyer:) at creation', async () => {
    const customer = await signUp(sandbox);
    const body = await gql(CREATE_AS_BUYER, {input: {}, token: customer.token});
    expect(body.data.cartCreate.cart.buyerIdentity.customer.id).toBe(
      customer.id,
    );
  });

  it('refuses an invalid access token, e-mail or phone', async () => {
    const {cart} = await newCart();
    const bad = (
      await gql(BUYER, {
        cartId: cart.id,
        buyerIdentity: {
          customerAccessToken: 'nope',
          email: 'not-an-email',
          phone: '12',
        },
      })
    ).data.cartBuyerIdentityUpdate;
    expect(bad.cart).toBeNull();
    expect(bad.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['buyerIdentity', 'email'],
        message: 'Email is invalid',
      },
      {
        code: 'INVALID',
        field: ['buyerIdentity', 'phone'],
        message: 'Phone is invalid',
      },
      {
        code: 'INVALID',
        field: ['buyerIdentity', 'customerAccessToken'],
        message: 'Customer access token is invalid',
      },
    ]);
  });
});

describe('cart errors', () => {
  it('answers every mutation on an unknown or forged cart id with cart null and INVALID', async () => {
    const {cart} = await newCart({lines: [{merchandiseId: shirt.gids[0]}]});
    const forged = cart.id.replace(/key=.*/, `key=${'a'.repeat(32)}`);
    const lineId = cart.lines.nodes[0].id;
    const calls: [string, Record<string, unknown>, string][] = [
      [ADD, {lines: [{merchandiseId: shirt.gids[0]}]}, 'cartLinesAdd'],
      [UPDATE, {lines: [{id: lineId, quantity: 2}]}, 'cartLinesUpdate'],
      [REMOVE, {lineIds: [lineId]}, 'cartLinesRemove'],
      [NOTE, {note: 'x'}, 'cartNoteUpdate'],
      [ATTRIBUTES, {attributes: []}, 'cartAttributesUpdate'],
      [CODES, {codes: ['WELCOME10']}, 'cartDiscountCodesUpdate'],
      [BUYER, {buyerIdentity: {countryCode: 'AU'}}, 'cartBuyerIdentityUpdate'],
    ];
    for (const cartId of [
      forged,
      'gid://shopify/Cart/c1-00000000000000000000000000000000?key=abc',
      'not-a-cart',
    ]) {
      for (const [query, variables, field] of calls) {
        const body = await gql(query, {cartId, ...variables});
        expect(body.data[field], field).toEqual({
          cart: null,
          userErrors: [UNKNOWN_CART],
          warnings: [],
        });
      }
    }
    // Nothing changed on the real cart.
    expect(
      (await gql(CART, {id: cart.id})).data.cart.lines.nodes[0].quantity,
    ).toBe(1);
  });

  it('refuses unknown and forged merchandise ids with INVALID (the documented code for bad input) and changes nothing', async () => {
    const {cart} = await newCart();
    for (const merchandiseId of [
      'gid://shopify/ProductVariant/999999999',
      `gid://shopify/Product/${shirt.productId}`,
      String(shirt.variantIds[0]),
      'gid://shopify/ProductVariant/abc',
    ]) {
      const body = (
        await gql(ADD, {
          cartId: cart.id,
          lines: [{merchandiseId: shirt.gids[0]}, {merchandiseId}],
        })
      ).data.cartLinesAdd;
      expect(body).toEqual({
        cart: null,
        userErrors: [
          {
            code: 'INVALID',
            field: ['lines', '1', 'merchandiseId'],
            message: `The merchandise with id ${merchandiseId} does not exist.`,
          },
        ],
        warnings: [],
      });
    }
    expect((await gql(CART, {id: cart.id})).data.cart.lines.nodes).toEqual([]);
    const create = (
      await gql(CREATE, {
        input: {lines: [{merchandiseId: 'gid://shopify/ProductVariant/0'}]},
      })
    ).data.cartCreate;
    expect(create.cart).toBeNull();
    expect(create.userErrors[0].code).toBe('INVALID');
  });

  it('refuses zero and negative quantities with INVALID', async () => {
    const {cart} = await newCart({lines: [{merchandiseId: shirt.gids[0]}]});
    for (const quantity of [0, -1]) {
      const body = (
        await gql(ADD, {
          cartId: cart.id,
          lines: [{merchandiseId: shirt.gids[0], quantity}],
        })
      ).data.cartLinesAdd;
      expect(body.cart).toBeNull();
      expect(body.userErrors).toEqual([
        {
          code: 'INVALID',
          field: ['lines', '0', 'quantity'],
          message: 'The quantity must be greater than 0.',
        },
      ]);
    }
    const negative = (
      await gql(UPDATE, {
        cartId: cart.id,
        lines: [{id: cart.lines.nodes[0].id, quantity: -2}],
      })
    ).data.cartLinesUpdate;
    expect(negative.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['lines', '0', 'quantity'],
        message: 'The quantity must be greater than or equal to 0.',
      },
    ]);
    const created = (
      await gql(CREATE, {
        input: {lines: [{merchandiseId: shirt.gids[0], quantity: 0}]},
      })
    ).data.cartCreate;
    expect(created.userErrors[0]).toMatchObject({
      code: 'INVALID',
      field: ['lines', '0', 'quantity'],
    });
  });

  it('leaves fractional and out-of-range quantities to GraphQL Int validation', async () => {
    const {cart} = await newCart();
    const fractional = await gql(ADD, {
      cartId: cart.id,
      lines: [{merchandiseId: shirt.gids[0], quantity: 1.5}],
    });
    expect(fractional.data ?? null).toBeNull();
    expect(fractional.errors?.[0].message).toContain(
      'Int cannot represent non-integer value: 1.5',
    );
    const huge = await gql(ADD, {
      cartId: cart.id,
      lines: [{merchandiseId: shirt.gids[0], quantity: 10 ** 10}],
    });
    expect(huge.errors?.[0].message).toContain(
      'Int cannot represent non 32-bit signed integer value: 10000000000',
    );
    // 10^9 is a valid Int, so it reaches the cart and is capped to stock.
    const billion = (
      await gql(ADD, {
        cartId: cart.id,
        lines: [{merchandiseId: shirt.gids[0], quantity: 10 ** 9}],
      })
    ).data.cartLinesAdd;
    expect(billion.cart.lines.nodes[0].quantity).toBe(5);
    expect(billion.warnings[0].code).toBe('MERCHANDISE_NOT_ENOUGH_STOCK');
  });

  it('refuses unknown line ids on update and remove', async () => {
    const {cart} = await newCart({lines: [{merchandiseId: shirt.gids[0]}]});
    const other = (await newCart({lines: [{merchandiseId: shirt.gids[0]}]}))
      .cart;
    const foreignLine = other.lines.nodes[0].id;
    const update = (
      await gql(UPDATE, {
        cartId: cart.id,
        lines: [{id: foreignLine, quantity: 2}],
      })
    ).data.cartLinesUpdate;
    expect(update.userErrors).toEqual([
      {
        code: 'INVALID_MERCHANDISE_LINE',
        field: ['lines', '0', 'id'],
        message: `The merchandise line with id ${foreignLine} does not exist.`,
      },
    ]);
    const remove = (
      await gql(REMOVE, {
        cartId: cart.id,
        lineIds: ['gid://shopify/CartLine/nope'],
      })
    ).data.cartLinesRemove;
    expect(remove.userErrors).toEqual([
      {
        code: 'INVALID_MERCHANDISE_LINE',
        field: ['lineIds', '0'],
        message:
          'The merchandise line with id gid://shopify/CartLine/nope does not exist.',
      },
    ]);
    expect(
      (await gql(CART, {id: other.id})).data.cart.lines.nodes[0].quantity,
    ).toBe(1);
  });

  it('refuses more than 250 lines with MAXIMUM_EXCEEDED', async () => {
    const many = addProduct(sandbox, {
      title: 'Socks',
      variants: Array.from({length: 251}, (_, i) => ({
        title: `V${i}`,
        inventory: 10,
        prices: {USD: 100},
      })),
    });
    const lines = many.gids.map((merchandiseId) => ({merchandiseId}));
    const tooMany = (await gql(CREATE, {input: {lines}})).data.cartCreate;
    expect(tooMany).toEqual({
      cart: null,
      userErrors: [
        {
          code: 'MAXIMUM_EXCEEDED',
          field: ['lines'],
          message: "Cart can't have more than 250 lines.",
        },
      ],
      warnings: [],
    });
    const full = (await gql(CREATE, {input: {lines: lines.slice(0, 250)}})).data
      .cartCreate;
    expect(full.cart.lines.nodes).toHaveLength(250);
    const more = (await gql(ADD, {cartId: full.cart.id, lines: [lines[250]]}))
      .data.cartLinesAdd;
    expect(more.userErrors[0].code).toBe('MAXIMUM_EXCEEDED');
    const merge = (await gql(ADD, {cartId: full.cart.id, lines: [lines[0]]}))
      .data.cartLinesAdd;
    expect(merge.userErrors).toEqual([]);
    expect(merge.cart.totalQuantity).toBe(251);
  });
});
