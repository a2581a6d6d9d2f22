import {createHash, randomBytes} from 'node:crypto';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {decodeJwt} from 'jose';
import {startSandbox, type Sandbox} from '../../../sandbox/server.ts';
import {sandboxClient} from '../../support/sandbox-client.ts';

/**
 * The sandbox's Customer Account API, driven the way a storefront and a shopper's
 * browser drive Shopify's: discovery, hosted sign-in with a one-time code from the
 * outbox, code + PKCE exchange, refresh, GraphQL, logout.
 */
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const CLIENT = 'sandbox-customer-account-client';
const REDIRECT = 'http://127.0.0.1:9/account/authorize';
const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** Answers read as loosely typed JSON: the assertions say what they must hold. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const json = async (response: Response | Promise<Response>) =>
  (await (await response).json()) as Json;

async function discover() {
  const openid = await json(
    fetch(`${sandbox.origin}/.well-known/openid-configuration`),
  );
  const api = await json(
    fetch(`${sandbox.origin}/.well-known/customer-account-api`),
  );
  return {openid, api};
}

/** Signs in on the hosted page as `email`; answers the redirect back to the storefront. */
async function hostedSignIn(
  email: string,
  {verifier = b64url(randomBytes(32)), nonce = 'n-1', state = 's-1'} = {},
) {
  const {openid} = await discover();
  const params = new URLSearchParams({
    client_id: CLIENT,
    response_type: 'code',
    redirect_uri: REDIRECT,
    scope: 'openid email customer-account-api:full',
    state,
    nonce,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const pageResponse = await fetch(
    `${openid.authorization_endpoint}?${params}`,
  );
  expect(pageResponse.status).toBe(200);
  const post = (extra: Record<string, string>) =>
    fetch(openid.authorization_endpoint, {
      method: 'POST',
      body: new URLSearchParams({...Object.fromEntries(params), ...extra}),
      redirect: 'manual',
    });
  expect((await post({step: 'email', email})).status).toBe(200);
  const [mail] = await sandboxClient(sandbox.origin).outbox(email);
  const code = /(\d{6})/.exec(mail.subject)![1];
  const wrong = await post({
    step: 'code',
    email,
    code: code === '000000' ? '111111' : '000000',
  });
  expect(await wrong.text()).toContain(
    'That code is incorrect or has expired.',
  );
  const back = await post({
    step: 'code',
    email,
    code,
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  expect(back.status).toBe(302);
  const location = new URL(back.headers.get('location')!);
  return {openid, verifier, location, code: location.searchParams.get('code')!};
}

async function exchange(tokenEndpoint: string, fields: Record<string, string>) {
  const response = await fetch(tokenEndpoint, {
    method: 'POST',
    body: new URLSearchParams({client_id: CLIENT, ...fields}),
  });
  return {status: response.status, body: await json(response)};
}

async function graphql(
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const {api} = await discover();
  const response = await fetch(api.graphql_api, {
    method: 'POST',
    headers: {'content-type': 'application/json', authorization: token},
    body: JSON.stringify({query, variables}),
  });
  return {status: response.status, body: await json(response)};
}

describe('sandbox Customer Account API', () => {
  it('publishes OpenID discovery and the GraphQL address on the shop domain', async () => {
    const {openid, api} = await discover();
    expect(openid.issuer).toBe(`${sandbox.origin}/authentication/1000000001`);
    expect(openid.code_challenge_methods_supported).toEqual(['S256']);
    expect(api.graphql_api).toBe(
      `${sandbox.origin}/1000000001/account/customer/api/2026-04/graphql`,
    );
    const jwks = await json(fetch(openid.jwks_uri));
    expect(jwks.keys[0]).toMatchObject({kty: 'RSA', alg: 'RS256'});
  });

  it('signs a shopper up with a code, then exchanges the code once, with the right verifier only', async () => {
    const email = `ca-${Date.now()}@example.com`;
    const {openid, verifier, location, code} = await hostedSignIn(email, {
      state: 'abc',
      nonce: 'xyz',
    });
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe('abc');

    const wrongVerifier = await exchange(openid.token_endpoint, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: b64url(randomBytes(32)),
    });
    expect(wrongVerifier).toEqual({
      status: 400,
      body: {
        error: 'invalid_grant',
        error_description:
          'The code_verifier does not match the code_challenge.',
      },
    });

    // A wrong verifier spends the code: the right one no longer works either.
    const after = await exchange(openid.token_endpoint, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    });
    expect(after.body.error).toBe('invalid_grant');

    const second = await hostedSignIn(email);
    const tokens = await exchange(openid.token_endpoint, {
      grant_type: 'authorization_code',
      code: second.code,
      redirect_uri: REDIRECT,
      code_verifier: second.verifier,
    });
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({token_type: 'Bearer', expires_in: 3600});
    const claims = decodeJwt(tokens.body.id_token);
    expect(claims).toMatchObject({
      iss: openid.issuer,
      aud: CLIENT,
      nonce: 'n-1',
      email,
    });

    const replay = await exchange(openid.token_endpoint, {
      grant_type: 'authorization_code',
      code: second.code,
      redirect_uri: REDIRECT,
      code_verifier: second.verifier,
    });
    expect(replay.body).toEqual({
      error: 'invalid_grant',
      error_description: 'The authorization code has already been used.',
    });
    // The replay ends the session the code opened.
    expect(
      (await graphql(tokens.body.access_token, '{ customer { id } }')).status,
    ).toBe(401);
  });

  it('answers GraphQL from the customer tables, validated against the real schema, and refreshes tokens', async () => {
    const email = `ca-gql-${Date.now()}@example.com`;
    const {openid, verifier, code} = await hostedSignIn(email);
    const tokens = (
      await exchange(openid.token_endpoint, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT,
        code_verifier: verifier,
      })
    ).body;

    const me = await graphql(
      tokens.access_token,
      '{ customer { firstName lastName emailAddress { emailAddress marketingState } } }',
    );
    expect(me.body.data.customer).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailAddress: {emailAddress: email, marketingState: 'NOT_SUBSCRIBED'},
    });

    const invalid = await graphql(
      tokens.access_token,
      '{ customer { acceptsMarketing } }',
    );
    expect(invalid.body.errors[0].message).toContain(
      'Cannot query field "acceptsMarketing" on type "Customer"',
    );

    const created = await graphql(
      tokens.access_token,
      `
        mutation ($address: CustomerAddressInput!) {
          customerAddressCreate(address: $address, defaultAddress: true) {
            customerAddress {
              id
              territoryCode
              zoneCode
              phoneNumber
              formatted
            }
            userErrors {
              code
              field
              message
            }
          }
        }
      `,
      {
        address: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          address1: '1 George St',
          city: 'Sydney',
          zoneCode: 'NSW',
          zip: '2000',
          territoryCode: 'AU',
          phoneNumber: '+61412345678',
        },
      },
    );
    expect(created.body.data.customerAddressCreate).toMatchObject({
      customerAddress: {
        territoryCode: 'AU',
        zoneCode: 'NSW',
        phoneNumber: '+61412345678',
        formatted: ['1 George St', 'Sydney NSW 2000', 'Australia'],
      },
      userErrors: [],
    });
    const book = await graphql(
      tokens.access_token,
      '{ customer { defaultAddress { id } addresses(first: 10) { nodes { id } } } }',
    );
    expect(book.body.data.customer.defaultAddress.id).toBe(
      created.body.data.customerAddressCreate.customerAddress.id,
    );

    const refreshed = await exchange(openid.token_endpoint, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    expect(
      (await graphql(tokens.access_token, '{ customer { id } }')).status,
    ).toBe(401);
    expect(
      (await graphql(refreshed.body.access_token, '{ customer { id } }'))
        .status,
    ).toBe(200);
    const reused = await exchange(openid.token_endpoint, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(reused.body.error).toBe('invalid_grant');

    const logout = await fetch(
      `${openid.end_session_endpoint}?id_token_hint=${tokens.id_token}&post_logout_redirect_uri=${encodeURIComponent('http://127.0.0.1:9/')}`,
      {redirect: 'manual'},
    );
    expect(logout.headers.get('location')).toBe('http://127.0.0.1:9/');
    expect(
      (await graphql(refreshed.body.access_token, '{ customer { id } }'))
        .status,
    ).toBe(401);
  });

  it('refuses an unknown client on the page, not by redirect', async () => {
    const {openid} = await discover();
    const response = await fetch(
      `${openid.authorization_endpoint}?client_id=evil&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`,
      {redirect: 'manual'},
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Unknown client_id');
  });
});
