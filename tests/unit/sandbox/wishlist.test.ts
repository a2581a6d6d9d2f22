import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type Sandbox} from '../../../sandbox/server.ts';
import {addProduct, signUp} from './cart-helpers.ts';

let sandbox: Sandbox;
let tee: ReturnType<typeof addProduct>;
let jeans: ReturnType<typeof addProduct>;

beforeAll(async () => {
  sandbox = await startSandbox();
  tee = addProduct(sandbox, {
    title: 'Boxy Tee',
    variants: [{title: 'M', inventory: 4, prices: {USD: 4000}}],
  });
  jeans = addProduct(sandbox, {
    title: 'Straight Jeans',
    variants: [{title: '30', inventory: 4, prices: {USD: 9000}}],
  });
});
afterAll(() => sandbox.close());

function call(path: string, token: string | undefined, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (token) headers.set('x-customer-access-token', token);
  return fetch(`${sandbox.origin}${path}`, {...init, headers});
}

const post = (path: string, token: string, productHandle: string) =>
  call(path, token, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({productHandle}),
  });

describe('wishlist service', () => {
  it('answers 401 without a valid, unexpired token', async () => {
    const {token} = await signUp(sandbox);
    for (const t of [undefined, 'made-up']) {
      const res = await call('/wishlist?handle=au', t);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({error: 'Unauthorized'});
    }
    sandbox.db
      .prepare(
        "UPDATE customer_access_tokens SET expires_at = '2000-01-01T00:00:00.000Z'",
      )
      .run();
    const expired = await post('/wishlist/add?handle=au', token, tee.handle);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({error: 'Unauthorized'});
  });

  it('adds idempotently, lists in order, removes, and keeps one list per store', async () => {
    const {token} = await signUp(sandbox);
    expect(await (await call('/wishlist?handle=au', token)).json()).toEqual({
      items: [],
    });
    expect(
      await (await post('/wishlist/add?handle=au', token, tee.handle)).json(),
    ).toEqual({items: [tee.handle]});
    expect(
      await (await post('/wishlist/add?handle=au', token, jeans.handle)).json(),
    ).toEqual({items: [tee.handle, jeans.handle]});
    expect(
      await (await post('/wishlist/add?handle=au', token, tee.handle)).json(),
    ).toEqual({items: [tee.handle, jeans.handle]});
    expect(await (await call('/wishlist?handle=us', token)).json()).toEqual({
      items: [],
    });
    expect(
      await (
        await post('/wishlist/remove?handle=au', token, tee.handle)
      ).json(),
    ).toEqual({items: [jeans.handle]});
    expect(
      await (
        await post('/wishlist/remove?handle=au', token, tee.handle)
      ).json(),
    ).toEqual({items: [jeans.handle]});
    expect(await (await call('/wishlist?handle=au', token)).json()).toEqual({
      items: [jeans.handle],
    });
  });

  it('stores lists under the tm- prefix', async () => {
    const {token} = await signUp(sandbox);
    await post('/wishlist/add?handle=rest-of-world', token, tee.handle);
    const names = sandbox.db
      .prepare('SELECT DISTINCT name FROM wishlist_items')
      .all() as {name: string}[];
    expect(names.map((n) => n.name)).toContain('tm-rest-of-world');
    expect(names.every((n) => n.name.startsWith('tm-'))).toBe(true);
  });

  it('accepts a form-encoded body', async () => {
    const {token} = await signUp(sandbox);
    const res = await call('/wishlist/add?handle=au', token, {
      method: 'POST',
      body: new URLSearchParams({productHandle: jeans.handle}),
    });
    expect(await res.json()).toEqual({items: [jeans.handle]});
  });

  it('refuses an unknown product with 422, and a missing handle', async () => {
    const {token} = await signUp(sandbox);
    const unknown = await post(
      '/wishlist/add?handle=au',
      token,
      'no-such-product',
    );
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({
      error: "Product 'no-such-product' does not exist",
    });
    const missing = await post('/wishlist/add?handle=au', token, '');
    expect(missing.status).toBe(422);
    expect(await missing.json()).toEqual({error: 'productHandle is required'});
    const noStore = await call('/wishlist', token);
    expect(noStore.status).toBe(400);
  });

  it("keeps one customer's list away from another", async () => {
    const a = await signUp(sandbox);
    const b = await signUp(sandbox);
    await post('/wishlist/add?handle=au', a.token, tee.handle);
    expect(await (await call('/wishlist?handle=au', b.token)).json()).toEqual({
      items: [],
    });
  });
});
