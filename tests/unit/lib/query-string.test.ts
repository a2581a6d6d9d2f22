import {describe, expect, it} from 'vitest';
import {parseQueryString} from '~/lib/query-string';

describe('parseQueryString', () => {
  it('reads nested keys and arrays', () => {
    expect(parseQueryString('?a[b]=1&size[]=S&size[]=M&q=red+dress')).toEqual({a: {b: '1'}, size: ['S', 'M'], q: 'red dress'});
  });

  it('stops nesting at depth 5', () => {
    expect(parseQueryString('a[b][c][d][e][f][g][h]=1')).toEqual({a: {b: {c: {d: {e: {f: {'[g][h]': '1'}}}}}}});
  });

  it('keeps the first 20 items of a repeated key', () => {
    const search = Array.from({length: 30}, (_, i) => `a=${i}`).join('&');
    const result = parseQueryString(search);
    expect(result.a).toEqual(Array.from({length: 20}, (_, i) => String(i)));
  });

  it('keeps the first 20 items of an indexed array and ignores indices past the limit', () => {
    expect(parseQueryString('a[25]=x&a[1]=y&a[0]=z')).toEqual({a: ['z', 'y']});
    const search = Array.from({length: 50}, (_, i) => `a[]=${i}`).join('&');
    expect(parseQueryString(search).a).toHaveLength(20);
  });

  it('reads only the first 1000 parameters', () => {
    const search = Array.from({length: 1500}, (_, i) => `k${i}=${i}`).join('&');
    const result = parseQueryString(search);
    expect(Object.keys(result)).toHaveLength(1000);
    expect(result.k999).toBe('999');
    expect(result.k1000).toBeUndefined();
  });

  it('keeps malformed percent-encoding as written instead of throwing', () => {
    expect(parseQueryString('a=%E0%A4%A&b=%&c=%zz&d=100%')).toEqual({a: '%E0%A4%A', b: '%', c: '%zz', d: '100%'});
  });

  it('never touches object prototypes', () => {
    const result = parseQueryString('__proto__[polluted]=1&constructor[prototype][polluted]=1&hasOwnProperty=1');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(result.hasOwnProperty).toBe(Object.prototype.hasOwnProperty);
  });

  it.each(['', '?', '&&&', '=', '==x', '[]=1', 'a[=1', 'a]=1'])('never throws on %j', (search) => {
    expect(() => parseQueryString(search)).not.toThrow();
  });

  it('gives an empty object for non-strings', () => {
    expect(parseQueryString(undefined as unknown as string)).toEqual({});
  });
});
