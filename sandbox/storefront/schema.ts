/**
 * Shopify's real Storefront API schema, as shipped in @shopify/hydrogen-react.
 * Every document the app sends is validated against it, so a query the real API
 * would reject is rejected here too.
 */
import {createRequire} from 'node:module';
import {
  buildClientSchema,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';

const require = createRequire(import.meta.url);
let schema: GraphQLSchema | undefined;

export function storefrontSchema(): GraphQLSchema {
  schema ??= buildClientSchema(
    require('@shopify/hydrogen-react/storefront.schema.json') as IntrospectionQuery,
  );
  return schema;
}
