import type {CodegenConfig} from '@graphql-codegen/cli';
import {getSchema, pluckConfig, preset} from '@shopify/hydrogen-codegen';

/**
 * Types for every Storefront API document in app/, so storefront.query() results are
 * typed, and for the Customer Account API documents (hosted sign-in mode).
 */
export default {
  overwrite: true,
  pluckConfig: pluckConfig as CodegenConfig['pluckConfig'],
  generates: {
    'storefrontapi.generated.d.ts': {
      preset,
      schema: getSchema('storefront'),
      documents: [
        './app/**/*.{ts,tsx}',
        '!./app/lib/content/**',
        '!./app/graphql/customer-account.ts',
      ],
    },
    'customer-accountapi.generated.d.ts': {
      preset,
      schema: getSchema('customer-account'),
      documents: ['./app/graphql/customer-account.ts'],
    },
  },
} satisfies CodegenConfig;
