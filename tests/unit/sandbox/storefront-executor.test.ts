import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type Sandbox} from '../../../sandbox/server.ts';
import {
  SANDBOX_STOREFRONT_TOKEN,
  sandboxClient,
  STOREFRONT_API_VERSION,
} from '../../support/sandbox-client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const control = sandboxClient(() => sandbox.origin);
const graphql = (query: string) => control.storefront(query) as Promise<any>;

describe('Storefront API validation', () => {
  it('rejects a field the real schema does not have, as the real API would', async () => {
    const body = await graphql('query { shop { nam } }');
    expect(body.errors[0].message).toBe(
      'Cannot query field "nam" on type "Shop". Did you mean "name"?',
    );
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await fetch(
      control.url(`/api/${STOREFRONT_API_VERSION}/graphql.json`),
      {
        method: 'POST',
        headers: {
          'x-shopify-storefront-access-token': SANDBOX_STOREFRONT_TOKEN,
        },
        body: '{nope',
      },
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).errors[0].message).toBe(
      'Invalid JSON body',
    );
  });
});
