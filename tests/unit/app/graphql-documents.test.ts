import {readdirSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  buildClientSchema,
  parse,
  validate,
  visit,
  type IntrospectionQuery,
} from 'graphql';
import {WISHLIST_PRODUCTS_QUERY} from '~/graphql/customer';
import {STYLED_WITH_QUERY} from '~/graphql/product';
import schemaJson from '@shopify/hydrogen-react/storefront.schema.json';
import customerAccountSchemaJson from '@shopify/hydrogen/customer-account.schema.json';

/**
 * Every Storefront API document the app can send, validated against Shopify's real schema:
 * the exported `#graphql` strings of app/graphql, the one place documents live.
 */
const modules = import.meta.glob(
  ['/app/graphql/**/*.ts', '!/app/graphql/customer-account.ts'],
  {eager: true},
);
const schema = buildClientSchema(schemaJson as unknown as IntrospectionQuery);

/** The Customer Account API documents (hosted sign-in mode) live in one module of their own. */
const customerAccountModules = import.meta.glob(
  '/app/graphql/customer-account.ts',
  {eager: true},
);
const customerAccountSchema = buildClientSchema(
  customerAccountSchemaJson as unknown as IntrospectionQuery,
);

const documentsOf = (found: Record<string, unknown>) =>
  Object.entries(found).flatMap(([file, exports]) =>
    Object.entries(exports as Record<string, unknown>)
      .filter(
        ([, value]) =>
          typeof value === 'string' && value.trimStart().startsWith('#graphql'),
      )
      .filter(([, value]) => /^\s*(query|mutation)\b/m.test(value as string))
      .map(([name, value]) => ({
        name: `${file.replace('/app/', '')} ${name}`,
        source: value as string,
      })),
  );
const documents = documentsOf(modules);
const customerAccountDocuments = documentsOf(customerAccountModules);

/** Source files under app/ outside app/graphql that hold a `#graphql` document (codegen reads them all, this test would not). */
function strayDocuments(): string[] {
  return readdirSync('app', {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('graphql/'))
    .filter((file) => readFileSync(`app/${file}`, 'utf8').includes('#graphql'));
}

describe('Storefront API documents', () => {
  it('finds the documents', () => {
    expect(documents.map((document) => document.name.split(' ')[1])).toEqual(
      expect.arrayContaining([
        'PRODUCT_BY_HANDLE_QUERY',
        'WISHLIST_PRODUCTS_QUERY',
        'BACK_IN_STOCK_PRODUCT_QUERY',
        'CURRENCY_EXCHANGE_RATE_QUERY',
        'SITEMAP_QUERY',
        'CUSTOMER_ORDERS_QUERY',
      ]),
    );
  });

  it('keeps every document in app/graphql', () => {
    expect(strayDocuments()).toEqual([]);
  });

  it("reads the wishlist's products as the same ProductCard every other product list reads", () => {
    const spreadsOf = (source: string) => {
      const spreads: string[] = [];
      visit(parse(source), {
        FragmentSpread: (node) => void spreads.push(node.name.value),
      });
      return spreads;
    };
    expect(spreadsOf(WISHLIST_PRODUCTS_QUERY)).toContain('ProductCard');
    expect(spreadsOf(STYLED_WITH_QUERY)).toContain('ProductCard');
  });

  it.each(documents)(
    '$name is valid against the Storefront schema',
    ({source}) => {
      const errors = validate(schema, parse(source)).map((e) => e.message);
      expect(errors).toEqual([]);
    },
  );
});

describe('Customer Account API documents', () => {
  it('finds the documents', () => {
    expect(
      customerAccountDocuments.map((document) => document.name.split(' ')[1]),
    ).toEqual(
      expect.arrayContaining([
        'CA_ORDERS_QUERY',
        'CA_ORDER_QUERY',
        'CA_ADDRESSES_QUERY',
        'CA_PROFILE_QUERY',
        'CA_ADDRESS_CREATE_MUTATION',
      ]),
    );
  });

  it.each(customerAccountDocuments)(
    '$name is valid against the Customer Account schema',
    ({source}) => {
      const errors = validate(customerAccountSchema, parse(source)).map(
        (e) => e.message,
      );
      expect(errors).toEqual([]);
    },
  );

  it('would refuse a Storefront-only field', () => {
    const errors = validate(
      customerAccountSchema,
      parse('query { customer { acceptsMarketing } }'),
    );
    expect(errors.map((e) => e.message)).toEqual([
      expect.stringContaining('acceptsMarketing'),
    ]);
  });
});
