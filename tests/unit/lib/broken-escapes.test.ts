import {describe, expect, it} from 'vitest';
import {brokenEscapeResponse, mendedPath} from '~/lib/broken-escapes';

describe('an address with a broken % escape', () => {
  it.each([
    ['/collections/dresses%zz', '/collections/dresses%25zz'],
    ['/%', '/%25'],
    ['/products/50%-off', '/products/50%25-off'],
    // A cut-off three-byte character: its bytes become one U+FFFD, the stray '%' itself.
    ['/products/%E0%A4%A', '/products/%EF%BF%BD%25A'],
    ['/products/caf%C3%A9%ZZ', '/products/caf%C3%A9%25ZZ'],
  ])('%s is mended to %s', (address, mended) => {
    expect(mendedPath(address)).toBe(mended);
    expect(() => decodeURIComponent(mended)).not.toThrow();
  });

  it('mends the query string as URLSearchParams reads it', () => {
    const mended = mendedPath('/search?q=%E0%A4%A&colour=Navy%26Co')!;
    expect(mended).toBe('/search?q=%EF%BF%BD%25A&colour=Navy%26Co');
    expect(
      Object.fromEntries(new URLSearchParams(mended.split('?')[1])),
    ).toEqual(
      Object.fromEntries(new URLSearchParams('q=%E0%A4%A&colour=Navy%26Co')),
    );
  });

  it('stays on this site: leading slashes and backslashes name no other host', () => {
    expect(mendedPath('//evil.example/%zz')).toBe('/evil.example/%25zz');
    expect(mendedPath('/\\evil.example/%zz')).toBe('/evil.example/%25zz');
  });

  it('leaves a sound address alone, and a mended one is sound', () => {
    expect(mendedPath('/products/caf%C3%A9?q=%C3%A9')).toBeNull();
    expect(mendedPath('/collections/dresses%25zz')).toBeNull();
    expect(mendedPath(mendedPath('/products/%E0%A4%A')!)).toBeNull();
  });
});

describe('the answer to an address with a broken escape', () => {
  it('sends a page on to the mended address, never cached', async () => {
    const answer = brokenEscapeResponse('GET', '/products/%EF%BF%BD%25A');
    expect(answer.status).toBe(301);
    expect(answer.headers.get('Location')).toBe('/products/%EF%BF%BD%25A');
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
  });

  it('refuses a form posted there, in words', async () => {
    const answer = brokenEscapeResponse('POST', '/cart%25zz');
    expect(answer.status).toBe(400);
    expect(answer.headers.get('Location')).toBeNull();
    expect(await answer.text()).toBe(
      'That address isn’t valid. Please check it and try again.',
    );
  });
});
