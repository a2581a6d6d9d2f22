/**
 * Contract: the sandbox refuses what the Storefront API refuses, the way it refuses it
 * (status, body, `extensions.code`), seen through Hydrogen's unmodified client.
 * References: shopify.dev/docs/api/storefront (status and error codes, CartErrorCode,
 * CartWarningCode, the 2025-07 cart discount warnings changelog).
 */
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type Sandbox} from '../../../sandbox/server.ts';
import {STOREFRONT_API_VERSION} from '../../support/storefront-api.ts';
import {signUp} from '../sandbox/cart-helpers.ts';
import {hydrogenStorefront} from './hydrogen-client.ts';

let sandbox: Sandbox;
let storefront: ReturnType<typeof hydrogenStorefront>;

beforeAll(async () => {
  sandbox = await startSandbox();
  storefront = hydrogenStorefront(sandbox);
});
afterEach(() => sandbox.faults.clear());
afterAll(() => sandbox.close());

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${sandbox.origin}/api/${STOREFRONT_API_VERSION}/graphql.json`, {
    method: 'POST',
    headers: {'content-type': 'application/json', ...headers},
    body,
  });

describe('access tokens', () => {
  it('refuses a request without a token with 401 and Shopify’s UNAUTHORIZED body', async () => {
    const response = await post(JSON.stringify({query: '{ shop { name } }'}));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      errors: [{message: '', extensions: {code: 'UNAUTHORIZED'}}],
    });
  });

  it('refuses an unknown token, so Hydrogen’s client throws with the status', async () => {
    const wrong = hydrogenStorefront(sandbox, {token: 'not-a-real-token'});
    await expect(
      wrong.query(`#graphql
      query ShopName { shop { name } }`),
    ).rejects.toThrow(/API response error: 401/);
  });

  it('answers the sandbox token, public or private', async () => {
    const response = await post(JSON.stringify({query: '{ shop { name } }'}), {
      'shopify-storefront-private-token': 'sandbox-storefront-token',
    });
    expect(await response.json()).toEqual({
      data: {shop: {name: 'Meadow & Co.'}},
    });
  });
});

describe('error codes', () => {
  it('marks a request that is not GraphQL as BAD_REQUEST with status 400', async () => {
    const response = await post('{nope', {
      'x-shopify-storefront-access-token': 'sandbox-storefront-token',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        {message: 'Invalid JSON body', extensions: {code: 'BAD_REQUEST'}},
      ],
    });
  });

  it('marks a document the schema rejects as BAD_REQUEST', async () => {
    const result = await storefront.query(`#graphql
      query Bad { shop { nope } }`);
    expect(result.errors[0].extensions).toEqual({code: 'BAD_REQUEST'});
  });

  it('refuses a page over 250 instead of capping it', async () => {
    const result = await storefront.query(`#graphql
      query TooMany { products(first: 251) { nodes { id } } }`);
    expect(result.products).toBeUndefined();
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0].extensions).toEqual({code: 'BAD_REQUEST'});
    expect(result.errors[0].message).toContain(
      "The 'products' field asks for 251 items: first and last can't be more than 250.",
    );
  });

  it('refuses 250 products x 250 variants as MAX_COMPLEXITY_EXCEEDED, quickly and without data', async () => {
    const started = Date.now();
    const result = await storefront.query(`#graphql
      query Huge { products(first: 250) { nodes { id variants(first: 250) { nodes { id title price { amount } } } } } }`);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(result.products).toBeUndefined();
    expect(result.errors[0].extensions).toEqual({
      code: 'MAX_COMPLEXITY_EXCEEDED',
      complexity: 62750,
      maxComplexity: 25000,
    });
    expect(result.errors[0].message).toContain(
      'Query has complexity of 62750, which exceeds max complexity of 25000',
    );
  });

  it('reports THROTTLED and ACCESS_DENIED in the body when injected, as Shopify does with status 200', async () => {
    for (const code of ['THROTTLED', 'ACCESS_DENIED']) {
      sandbox.faults.set({
        service: 'storefront',
        graphqlError: code as 'THROTTLED',
        times: 1,
      });
      const result = await storefront.query(
        `#graphql
        query Name { shop { name } }`,
        {cache: storefront.CacheNone()},
      );
      expect(result.errors[0].extensions).toEqual({code});
    }
  });
});

describe('cart refusals', () => {
  async function variantId() {
    const data = await storefront.query(`#graphql
      query V { products(first: 1, query: "available_for_sale:true product_type:Top") { nodes { variants(first: 1) { nodes { id } } } } }`);
    return data.products.nodes[0].variants.nodes[0].id as string;
  }

  it('answers unknown and inactive discount codes with the 2025-07 cart warnings', async () => {
    const result = await storefront.mutate(
      `#graphql
      mutation Create($id: ID!) {
        cartCreate(input: {lines: [{merchandiseId: $id}], discountCodes: ["NOPE-CODE", "EXPIRED15", "WELCOME10"]}) {
          cart { id discountCodes { code applicable } } userErrors { code } warnings { code target message }
        }
      }`,
      {variables: {id: await variantId()}},
    );
    const {cart, warnings, userErrors} = result.cartCreate;
    expect(userErrors).toEqual([]);
    expect(cart.discountCodes).toEqual([
      {code: 'NOPE-CODE', applicable: false},
      {code: 'EXPIRED15', applicable: false},
      {code: 'WELCOME10', applicable: true},
    ]);
    expect(warnings).toEqual([
      {
        code: 'DISCOUNT_NOT_FOUND',
        target: cart.id,
        message: 'The discount code NOPE-CODE could not be found.',
      },
      {
        code: 'DISCOUNT_CURRENTLY_INACTIVE',
        target: cart.id,
        message: 'The discount code EXPIRED15 is currently inactive.',
      },
    ]);
    const update = await storefront.mutate(
      `#graphql
      mutation Codes($cartId: ID!) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: ["ALSO-NOPE"]) { warnings { code } } }`,
      {variables: {cartId: cart.id}},
    );
    expect(update.cartDiscountCodesUpdate.warnings).toEqual([
      {code: 'DISCOUNT_NOT_FOUND'},
    ]);
  });

  it('refuses an unknown variant with INVALID on the merchandise id', async () => {
    const result = await storefront.mutate(`#graphql
      mutation Create { cartCreate(input: {lines: [{merchandiseId: "gid://shopify/ProductVariant/999999999"}]}) { cart { id } userErrors { code field message } } }`);
    expect(result.cartCreate).toEqual({
      cart: null,
      userErrors: [
        {
          code: 'INVALID',
          field: ['lines', '0', 'merchandiseId'],
          message:
            'The merchandise with id gid://shopify/ProductVariant/999999999 does not exist.',
        },
      ],
    });
  });
});

describe('customer addresses', () => {
  const CREATE = `#graphql
    mutation AddressCreate($token: String!, $address: MailingAddressInput!) {
      customerAddressCreate(customerAccessToken: $token, address: $address) {
        customerAddress { province provinceCode country countryCodeV2 }
        customerUserErrors { code field message }
      }
    }`;
  const base = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: '1 Main St',
    city: 'Sydney',
    zip: '2000',
  };

  it('refuses a country Shopify does not know', async () => {
    const {token} = await signUp(sandbox);
    const result = await storefront.mutate(CREATE, {
      variables: {token, address: {...base, country: 'Atlantis'}},
    });
    expect(result.customerAddressCreate).toEqual({
      customerAddress: null,
      customerUserErrors: [
        {
          code: 'INVALID',
          field: ['address', 'country'],
          message: 'Country is invalid',
        },
      ],
    });
  });

  it('fills provinceCode for a known province, given by name or by code', async () => {
    const {token} = await signUp(sandbox);
    const byCode = await storefront.mutate(CREATE, {
      variables: {
        token,
        address: {...base, country: 'Australia', province: 'NSW'},
      },
    });
    expect(byCode.customerAddressCreate.customerAddress).toEqual({
      province: 'New South Wales',
      provinceCode: 'NSW',
      country: 'Australia',
      countryCodeV2: 'AU',
    });
    const byName = await storefront.mutate(CREATE, {
      variables: {
        token,
        address: {
          ...base,
          city: 'Austin',
          country: 'United States',
          province: 'Texas',
        },
      },
    });
    expect(byName.customerAddressCreate.customerAddress).toMatchObject({
      province: 'Texas',
      provinceCode: 'TX',
      countryCodeV2: 'US',
    });
  });
});
