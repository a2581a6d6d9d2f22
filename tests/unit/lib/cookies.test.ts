import {describe, expect, it} from 'vitest';
import {
  cartCookie,
  currencyCookie,
  isSecureRequest,
  vipCookie,
} from '~/lib/cookies.server';

const at = (url: string, headers: Record<string, string> = {}) =>
  new Request(url, {headers});

describe('the cookies the storefront writes', () => {
  it('keeps the cart 14 days, httpOnly, SameSite=Lax, on every path, Secure over https', async () => {
    const id = 'gid://shopify/Cart/c1?key=k1';
    expect(await cartCookie(at('http://127.0.0.1/')).serialize(id)).toMatch(
      /^cart=[^;]+; Max-Age=1209600; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const secure = await cartCookie(at('https://shop.example/')).serialize(id);
    expect(secure).toMatch(
      /^cart=[^;]+; Max-Age=1209600; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(
      await cartCookie(at('https://shop.example/')).parse(secure.split(';')[0]),
    ).toBe(id);
    expect(
      await cartCookie(at('http://127.0.0.1/')).serialize('', {maxAge: 0}),
    ).toBe('cart=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
  });

  it('counts a TLS-terminating proxy’s https as https', () => {
    expect(
      isSecureRequest(
        at('http://10.0.0.1/', {'x-forwarded-proto': 'https, http'}),
      ),
    ).toBe(true);
    expect(
      isSecureRequest(at('http://10.0.0.1/', {'x-forwarded-proto': 'http'})),
    ).toBe(false);
    expect(isSecureRequest(at('http://10.0.0.1/'))).toBe(false);
  });

  it('saves the currency per locale for a year, readable only by the site it was chosen on', async () => {
    const set = await currencyCookie('au').serialize('GBP');
    expect(set).toMatch(
      /^currency_au=[^;]+; Max-Age=31536000; Path=\/; SameSite=Lax$/,
    );
    const header = `a=1; ${set.split(';')[0]}; b=2`;
    expect(await currencyCookie('au').parse(header)).toBe('GBP');
    expect(await currencyCookie('us').parse(header)).toBeNull();
  });

  it('reads a malformed currency cookie as no choice, never an error', async () => {
    for (const header of [
      'currency_au=%E0%A4%A; =; ;;',
      'currency_au=GBP',
      'currency_au=',
    ]) {
      const saved = await currencyCookie('au').parse(header);
      expect(typeof saved === 'string' && /^[A-Z]{3}$/.test(saved)).toBe(false);
    }
  });

  it('opens a VIP collection only with a cookie signed for its current password', async () => {
    const request = at('https://shop.example/');
    const options = {
      handle: 'vip-preview',
      password: 'velvet',
      secret: 'session-secret-0123456789',
    };
    const set = await vipCookie(request, {...options, maxAge: 60}).serialize(
      'vip-preview',
    );
    expect(set).toMatch(
      /^vip_vip-preview=[^;]+; Max-Age=60; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const header = set.split(';')[0];
    expect(await vipCookie(request, options).parse(header)).toBe('vip-preview');
    expect(
      await vipCookie(request, {...options, password: 'linen'}).parse(header),
    ).toBeNull();
    expect(
      await vipCookie(request, {
        ...options,
        secret: 'another-secret-0123456789',
      }).parse(header),
    ).toBeNull();
    expect(
      await vipCookie(request, options).parse(
        `vip_vip-preview=${btoa('"vip-preview"')}`,
      ),
    ).toBeNull();
  });
});
