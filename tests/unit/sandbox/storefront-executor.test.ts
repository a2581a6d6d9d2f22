import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type Sandbox} from '../../../sandbox/server.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

async function graphql(query: string) {
  const res = await fetch(`${sandbox.origin}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {'content-type': 'application/json', 'x-shopify-storefront-access-token': 'sandbox-storefront-token'},
    body: JSON.stringify({query}),
  });
  return res.json() as Promise<any>;
}

describe('Storefront API validation', () => {
  it('rejects a field the real schema does not have, as the real API would', async () => {
    const body = await graphql('query { shop { nam } }');
    expect(body.errors[0].message).toBe('Cannot query field "nam" on type "Shop". Did you mean "name"?');
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await fetch(`${sandbox.origin}/api/2026-04/graphql.json`, {method: 'POST', headers: {'x-shopify-storefront-access-token': 'sandbox-storefront-token'}, body: '{nope'});
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).errors[0].message).toBe('Invalid JSON body');
  });
});
