/**
 * Shared by the cart, checkout, customer, wishlist and back-in-stock sandbox tests:
 * a GraphQL client for the sandbox, catalog fixture rows, and sign-up helpers.
 * Fixture handles are unique per call so they never clash with a seeded catalog.
 */
import {randomUUID} from 'node:crypto';
import type {Sandbox} from '../../../sandbox/server.ts';
import {sandboxClient, type GraphQLBody} from '../../support/sandbox-client.ts';

export type {GraphQLBody};

export type FixtureVariant = {
  title: string;
  inventory: number;
  prices: Record<string, number>;
  compareAt?: Record<string, number>;
};

export function addProduct(
  sandbox: Sandbox,
  {
    title = 'Linen Shirt',
    productType = 'Shirts',
    variants,
  }: {title?: string; productType?: string; variants: FixtureVariant[]},
) {
  const {db} = sandbox;
  const handle = `${title.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 8)}`;
  const now = new Date().toISOString();
  const product = db
    .prepare(
      'INSERT INTO products (handle, title, product_type, vendor, created_at, published_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(handle, title, productType, 'Sandbox', now, now);
  const productId = Number(product.lastInsertRowid);
  const media = db
    .prepare(
      "INSERT INTO media (product_id, position, kind, url, alt, width, height) VALUES (?, 1, 'IMAGE', ?, ?, 1280, 1920)",
    )
    .run(productId, `/images/${handle}.png`, `${title} front`);
  const ids = variants.map((v, i) => {
    const result = db
      .prepare(
        'INSERT INTO variants (product_id, position, title, sku, options, inventory, image_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        productId,
        i + 1,
        v.title,
        `SKU-${handle}-${v.title}`,
        JSON.stringify([{name: 'Size', value: v.title}]),
        v.inventory,
        Number(media.lastInsertRowid),
      );
    const id = Number(result.lastInsertRowid);
    for (const [currency, amount] of Object.entries(v.prices)) {
      db.prepare(
        'INSERT INTO variant_prices (variant_id, currency, amount, compare_at) VALUES (?, ?, ?, ?)',
      ).run(id, currency, amount, v.compareAt?.[currency] ?? null);
    }
    return id;
  });
  return {
    productId,
    handle,
    variantIds: ids,
    gids: ids.map((id) => `gid://shopify/ProductVariant/${id}`),
  };
}

/** The sandbox's Storefront API as these tests call it: `gql(query, variables, headers)` answers the JSON body. */
export function storefront(sandbox: Sandbox) {
  const client = sandboxClient(sandbox.origin);
  return (
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) => client.storefront(query, variables, {headers});
}

export const uniqueEmail = (name = 'shopper') =>
  `${name}.${randomUUID().slice(0, 8)}@example.com`;

export async function signUp(
  sandbox: Sandbox,
  {
    email = uniqueEmail(),
    password = 'hunter22',
    firstName = 'Ada',
    lastName = 'Lovelace',
  } = {},
) {
  const gql = storefront(sandbox);
  const created = await gql(
    `mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } customerUserErrors { code message } } }`,
    {input: {email, password, firstName, lastName}},
  );
  const login = await gql(
    `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } } }`,
    {input: {email, password}},
  );
  return {
    email,
    password,
    id: created.data.customerCreate.customer.id as string,
    token: login.data.customerAccessTokenCreate.customerAccessToken
      .accessToken as string,
  };
}

export const CART_FIELDS = `#graphql
  fragment Money on MoneyV2 { amount currencyCode }
  fragment CartFields on Cart {
    id checkoutUrl totalQuantity note createdAt updatedAt
    attributes { key value }
    buyerIdentity { countryCode email phone customer { id email firstName lastName displayName } }
    discountCodes { code applicable }
    discountAllocations { discountedAmount { ...Money } ... on CartCodeDiscountAllocation { code } }
    cost { subtotalAmount { ...Money } totalAmount { ...Money } totalTaxAmount { ...Money } totalDutyAmount { ...Money } }
    lines(first: 250) {
      nodes {
        id quantity attributes { key value }
        cost { totalAmount { ...Money } amountPerQuantity { ...Money } compareAtAmountPerQuantity { ...Money } subtotalAmount { ...Money } }
        merchandise {
          ... on ProductVariant {
            id title sku availableForSale quantityAvailable requiresShipping
            price { ...Money } compareAtPrice { ...Money }
            image { id url altText width height }
            product { id handle title productType }
            selectedOptions { name value }
          }
        }
      }
    }
  }
`;

export const PAYLOAD = `cart { ...CartFields } userErrors { code field message } warnings { code target message }`;
