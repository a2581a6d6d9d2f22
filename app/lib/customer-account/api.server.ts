/**
 * GraphQL at the shop's Customer Account API, with the signed-in shopper's token. A
 * token the API refuses signs the shopper out (the caller sends them to sign in);
 * GraphQL-level errors become exceptions, so each page has one failure path.
 */
import type {
  CustomerAccountMutations,
  CustomerAccountQueries,
} from '@shopify/hydrogen';
import {discoverShopAccounts} from './discovery.server';
import {clearAccountTokens, readAccountTokens} from './tokens.server';
import type {SignInContext} from './sign-in.server';

/** The token was refused: the session no longer holds one. */
export class AccountSignedOut extends Error {}

/** Every document in app/graphql/customer-account.ts, typed by codegen (customer-accountapi.generated.d.ts). */
type Documents = CustomerAccountQueries & CustomerAccountMutations;

export async function customerAccountQuery<D extends keyof Documents & string>(
  context: SignInContext,
  request: Request,
  document: D,
  variables: Documents[D]['variables'] = {} as Documents[D]['variables'],
): Promise<Documents[D]['return']> {
  type T = Documents[D]['return'];
  const tokens = readAccountTokens(context.session);
  if (!tokens || Date.parse(tokens.expiresAt) <= Date.now())
    throw new AccountSignedOut('no live token');
  const shop = await discoverShopAccounts(context.config.PUBLIC_STORE_DOMAIN);
  const response = await fetch(shop.graphqlApi, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: tokens.accessToken,
      Origin: new URL(request.url).origin,
    },
    body: JSON.stringify({query: document, variables}),
    signal: AbortSignal.timeout(8000),
  });
  if (response.status === 401) {
    clearAccountTokens(context.session);
    throw new AccountSignedOut('token refused');
  }
  if (!response.ok)
    throw new Error(`Customer Account API answered ${response.status}`);
  const body = (await response.json()) as {
    data?: T;
    errors?: {message?: string}[];
  };
  if (body.errors?.length)
    throw new Error(
      `Customer Account API: ${body.errors.map((error) => error.message).join('; ')}`,
    );
  if (!body.data) throw new Error('Customer Account API answered without data');
  return body.data;
}
