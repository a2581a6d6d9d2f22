import {readFileSync} from 'node:fs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {Miniflare} from 'miniflare';
import {inject} from 'vitest';
import {createSealedSessionStorage} from '~/lib/session-storage.server';
import {sandboxEnv} from '../../scripts/worker-env.mjs';
import {expectConsoleError} from '../support/console-guard';
import {dom, sandbox, textOf, visit} from './helpers';

/**
 * Hosted sign-in (ACCOUNT_SYSTEM=customer-account-api) in the built worker, against the
 * sandbox's Customer Account API: a sign-in completes only with this session's state,
 * an unspent code and this session's PKCE verifier.
 */
let worker: Miniflare;
const STORE = 'http://localhost';

beforeAll(async () => {
  worker = new Miniflare({
    modulesRoot: 'dist/server',
    modules: [
      {
        type: 'ESModule',
        path: 'dist/server/index.js',
        contents: readFileSync('dist/server/index.js', 'utf8'),
      },
    ],
    compatibilityDate: '2026-04-01',
    bindings: {
      ...sandboxEnv(inject('sandboxOrigin')),
      ACCOUNT_SYSTEM: 'customer-account-api',
    },
  });
  await worker.ready;
});
afterAll(() => worker?.dispose());

/** A shopper's browser: one cookie jar, redirects not followed. */
function browser() {
  let cookie = '';
  return {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
    async visit(path: string, init: {method?: string; body?: string} = {}) {
      const headers: Record<string, string> = cookie ? {cookie} : {};
      if (init.body !== undefined)
        Object.assign(headers, {
          'content-type': 'application/x-www-form-urlencoded',
        });
      const response = await worker.dispatchFetch(
        new URL(path, STORE).toString(),
        {...init, headers, redirect: 'manual'},
      );
      const set = response.headers.getSetCookie?.() ?? [];
      for (const line of set) {
        const pair = line.split(';')[0];
        if (pair.startsWith('session=')) cookie = pair;
      }
      return {
        status: response.status,
        location: response.headers.get('location') ?? '',
        html: await response.text(),
      };
    },
  };
}

/** The sandbox's hosted page: e-mail, then the code from the outbox. Answers where it sends the shopper back. */
async function signInOnHostedPage(authorizeUrl: string, email: string) {
  const url = new URL(authorizeUrl);
  const post = (fields: Record<string, string>) =>
    fetch(`${url.origin}${url.pathname}`, {
      method: 'POST',
      body: new URLSearchParams({
        ...Object.fromEntries(url.searchParams),
        ...fields,
      }),
      redirect: 'manual',
    });
  await post({step: 'email', email});
  const [mail] = await sandbox.outbox(email);
  const code = /(\d{6})/.exec(mail.subject)![1];
  const back = await post({
    step: 'code',
    email,
    code,
    firstName: 'Grace',
    lastName: 'Hopper',
  });
  expect(back.status).toBe(302);
  return new URL(back.headers.get('location')!);
}

const email = (label: string) =>
  `hosted-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const REFUSED = 'We couldn’t sign you in. Please try again.';

async function startSignIn(
  shopper: ReturnType<typeof browser>,
  path = '/account/login?redirect=/account/details',
) {
  const start = await shopper.visit(path);
  expect(start.status).toBe(302);
  const authorize = new URL(start.location);
  expect(authorize.origin).toBe(inject('sandboxOrigin'));
  return authorize;
}

describe('hosted sign-in (Customer Account API)', () => {
  it('signs in through the hosted page and lands where the shopper was going', async () => {
    const shopper = browser();
    const authorize = await startSignIn(shopper);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'sandbox-customer-account-client',
      response_type: 'code',
      redirect_uri: `${STORE}/account/authorize`,
      code_challenge_method: 'S256',
    });
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(authorize.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);

    const back = await signInOnHostedPage(authorize.toString(), email('ok'));
    const done = await shopper.visit(`${back.pathname}${back.search}`);
    expect(done).toMatchObject({status: 302, location: '/account/details'});
    const details = await shopper.visit('/account/details');
    expect(details.status).toBe(200);
    expect(textOf(details.html)).toContain('Your details');
    expect(details.html).toContain('value="Grace"');
    // Tokens never reach the page.
    expect(details.html).not.toMatch(/shcat_|shcrt_/);
    // Another customer's order (or one that does not exist) is not found.
    expect((await shopper.visit('/account/orders/1')).status).toBe(404);
    expect((await shopper.visit('/account/orders/not-a-number')).status).toBe(
      404,
    );
  });

  it('renews an expired access token with the refresh token, inside the signed session', async () => {
    const shopper = browser();
    const back = await signInOnHostedPage(
      (await startSignIn(shopper)).toString(),
      email('refresh'),
    );
    await shopper.visit(`${back.pathname}${back.search}`);
    // Age the session's access token, as an hour's wait would (the test knows the sandbox's session secret).
    const storage = createSealedSessionStorage({
      name: 'session',
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
      secrets: [sandboxEnv(inject('sandboxOrigin')).SESSION_SECRET],
    });
    const session = await storage.getSession(shopper.cookie);
    const tokens = session.get('customerAccountApi');
    expect(tokens.accessToken).toMatch(/^shcat_/);
    session.set('customerAccountApi', {
      ...tokens,
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    shopper.cookie = (await storage.commitSession(session)).split(';')[0];

    const orders = await shopper.visit('/account/orders');
    expect(orders.status).toBe(200);
    expect(textOf(orders.html)).toContain('You haven’t placed any orders yet.');
    const renewed = (await storage.getSession(shopper.cookie)).get(
      'customerAccountApi',
    );
    expect(renewed.accessToken).toMatch(/^shcat_/);
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    expect(Date.parse(renewed.expiresAt)).toBeGreaterThan(
      Date.now() + 50 * 60 * 1000,
    );
  });

  it('keeps the address book to 10, with the shop’s words', async () => {
    const shopper = browser();
    const back = await signInOnHostedPage(
      (await startSignIn(shopper)).toString(),
      email('book'),
    );
    await shopper.visit(`${back.pathname}${back.search}`);
    const address = (n: number) =>
      new URLSearchParams({
        intent: 'create',
        firstName: 'Grace',
        lastName: `Hopper ${n}`,
        phone: '+12025550123',
        address1: `${n} Orchard Lane`,
        city: 'Springfield',
        province: 'IL',
        zip: '62701',
        country: 'US',
      }).toString();
    const poBox = await shopper.visit('/account/addresses', {
      method: 'POST',
      body: address(1).replace('1+Orchard+Lane', 'PO+Box+12'),
    });
    expect(poBox.status).toBe(400);
    expect(textOf(poBox.html)).toContain(
      'We are unable to ship to PO boxes or parcel lockers, please provide an alternative address',
    );
    for (let n = 1; n <= 10; n++) {
      expect(
        (
          await shopper.visit('/account/addresses', {
            method: 'POST',
            body: address(n),
          })
        ).status,
      ).toBe(302);
    }
    const eleventh = await shopper.visit('/account/addresses', {
      method: 'POST',
      body: address(11),
    });
    expect(eleventh.status).toBe(400);
    expect(textOf(eleventh.html)).toContain(
      'You can save up to 10 addresses. Please delete one before adding another.',
    );
    const book = await shopper.visit('/account/addresses');
    expect(textOf(book.html)).toContain('Springfield IL 62701');
  });

  it('refuses a forged state', async () => {
    // The worker logs each refusal for operators (workerd's console reaches this process).
    expectConsoleError(
      /\[customer account\] authorization response refused: unexpected "state"/,
    );
    const shopper = browser();
    const authorize = await startSignIn(shopper);
    const back = await signInOnHostedPage(authorize.toString(), email('state'));
    back.searchParams.set('state', 'forged-state-from-another-site');
    const done = await shopper.visit(`${back.pathname}${back.search}`);
    expect(done.status).toBe(400);
    expect(textOf(done.html)).toContain(REFUSED);
    expect((await shopper.visit('/account/orders')).location).toBe(
      '/account/login?redirect=/account/orders',
    );
  });

  it('refuses a replayed code (and the replay ends the session it opened)', async () => {
    expectConsoleError(
      /\[customer account\] token exchange refused: .*The authorization code has already been used/,
    );
    // The replay revokes the tokens, so the account page's wishlist call is refused until the session is gone.
    expectConsoleError(/^\[wishlist\] .*Unauthorized/);
    const first = browser();
    const back = await signInOnHostedPage(
      (await startSignIn(first)).toString(),
      email('replay'),
    );
    expect((await first.visit(`${back.pathname}${back.search}`)).status).toBe(
      302,
    );
    expect((await first.visit('/account/orders')).status).toBe(200);

    const attacker = browser();
    const theirs = await startSignIn(attacker);
    const replay = new URL(back);
    replay.searchParams.set('state', theirs.searchParams.get('state')!);
    const done = await attacker.visit(`${replay.pathname}${replay.search}`);
    expect(done.status).toBe(400);
    expect(textOf(done.html)).toContain(REFUSED);
    expect((await attacker.visit('/account/orders')).status).toBe(302);
    expect((await first.visit('/account/orders')).location).toBe(
      '/account/login?redirect=/account/orders',
    );
  });

  it('refuses a code exchanged with another session’s PKCE verifier', async () => {
    expectConsoleError(
      /\[customer account\] token exchange refused: .*The code_verifier does not match/,
    );
    const victim = browser();
    const victimAuthorize = await startSignIn(victim);
    const attacker = browser();
    const attackerAuthorize = await startSignIn(attacker);
    // The code is bound to the victim's challenge; the attacker's session holds its own verifier.
    const back = await signInOnHostedPage(
      victimAuthorize.toString(),
      email('pkce'),
    );
    back.searchParams.set(
      'state',
      attackerAuthorize.searchParams.get('state')!,
    );
    const done = await attacker.visit(`${back.pathname}${back.search}`);
    expect(done.status).toBe(400);
    expect(textOf(done.html)).toContain(REFUSED);
    expect((await attacker.visit('/account/orders')).status).toBe(302);
  });

  it('has no authorize page in the legacy mode', async () => {
    expect((await visit('/account/authorize?code=abc&state=def')).status).toBe(
      404,
    );
    // The legacy sign-in form is unchanged.
    const login = await visit('/account/login');
    expect(login.status).toBe(200);
    expect(login.html).toContain('type="password"');
  });

  it('answers an authorize visit with no sign-in started', async () => {
    expectConsoleError(/\[customer account\] no sign-in was started/);
    const done = await browser().visit('/account/authorize?code=abc&state=def');
    expect(done.status).toBe(400);
    expect(textOf(done.html)).toContain(REFUSED);
  });

  it('explains the password pages and leads to sign-in', async () => {
    const page = await browser().visit('/account/forgot-password');
    expect(page.status).toBe(200);
    expect(textOf(page.html)).toContain(
      'Your account doesn’t use a password. Each time you sign in, we email you a one-time code.',
    );
    expect(
      dom(page.html)
        .querySelectorAll('a[href="/account/login"]')
        .some((link) => link.innerHTML.startsWith('Continue to sign in')),
    ).toBe(true);
    const reset = await browser().visit('/account/reset/123/abc');
    expect(textOf(reset.html)).toContain(
      'Each time you sign in, we email you a one-time code.',
    );
  });

  it('signs out here and at the hosted session', async () => {
    const shopper = browser();
    const back = await signInOnHostedPage(
      (await startSignIn(shopper)).toString(),
      email('logout'),
    );
    await shopper.visit(`${back.pathname}${back.search}`);
    expect((await shopper.visit('/account/orders')).status).toBe(200);
    const out = await shopper.visit('/account/logout', {
      method: 'POST',
      body: 'intent=logout',
    });
    const logout = new URL(out.location);
    expect(`${logout.origin}${logout.pathname}`).toBe(
      `${inject('sandboxOrigin')}/authentication/1000000001/logout`,
    );
    expect(logout.searchParams.get('post_logout_redirect_uri')).toBe(
      `${STORE}/`,
    );
    expect(logout.searchParams.get('id_token_hint')).toMatch(/^ey/);
    const hosted = await fetch(logout, {redirect: 'manual'});
    expect(hosted.headers.get('location')).toBe(`${STORE}/`);
    expect((await shopper.visit('/account/orders')).location).toBe(
      '/account/login?redirect=/account/orders',
    );
  });
});
