/** A Storefront API client for the catalog tests: POSTs a document, returns the JSON body. */
import type {Sandbox} from '../../../sandbox/server.ts';
import {sandboxClient, type GraphQLBody} from '../../support/sandbox-client.ts';

export type {GraphQLBody};

export function storefront(sandbox: () => Sandbox) {
  const client = sandboxClient(() => sandbox().origin);
  return (
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphQLBody> => client.storefront(query, variables);
}
