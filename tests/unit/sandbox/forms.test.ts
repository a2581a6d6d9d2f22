/** The sandbox's form endpoints record what the storefront sends, for tests to read back. */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type Sandbox} from '../../../sandbox/server.ts';
import {sandboxClient} from '../../support/sandbox-client.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const post = (path: string, body: string, type = 'application/json') =>
  fetch(`${sandbox.origin}${path}`, {
    method: 'POST',
    headers: {'content-type': type},
    body,
  });

describe('sandbox forms service', () => {
  it('stores a JSON submission per kind and lists it', async () => {
    const response = await post(
      '/forms/competition',
      JSON.stringify({emailAddress: 'ada@example.com', country: 'AU'}),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ok: true, id: expect.any(Number)});
    expect(await sandboxClient(sandbox.origin).forms('competition')).toEqual([
      expect.objectContaining({
        kind: 'competition',
        body: {emailAddress: 'ada@example.com', country: 'AU'},
      }),
    ]);
  });

  it('accepts form-encoded bodies', async () => {
    expect(
      (
        await post(
          '/forms/sms',
          'phone=0412345678',
          'application/x-www-form-urlencoded',
        )
      ).status,
    ).toBe(201);
    expect(
      (await sandboxClient(sandbox.origin).forms('sms')).at(-1)?.body,
    ).toEqual({phone: '0412345678'});
  });

  it('refuses unknown kinds, other methods and bodies that are not objects', async () => {
    expect((await post('/forms/unknown', '{}')).status).toBe(404);
    expect((await fetch(`${sandbox.origin}/forms/contact`)).status).toBe(405);
    expect((await post('/forms/contact', '[1,2]')).status).toBe(400);
    expect((await post('/forms/contact', 'not json')).status).toBe(400);
  });
});
