/** A Storefront API client for the catalog tests: POSTs a document, returns the JSON body. */
import type {Sandbox} from '../../../sandbox/server.ts';

export type GraphQLBody = {data?: any; errors?: {message: string; path?: (string | number)[]}[]};

export function storefront(sandbox: () => Sandbox) {
  return async (query: string, variables: Record<string, unknown> = {}): Promise<GraphQLBody> => {
    const response = await fetch(`${sandbox().origin}/api/2024-07/graphql.json`, {
      method: 'POST',
      headers: {'content-type': 'application/json', 'x-shopify-storefront-access-token': 'sandbox-storefront-token'},
      body: JSON.stringify({query, variables}),
    });
    return response.json() as Promise<GraphQLBody>;
  };
}
