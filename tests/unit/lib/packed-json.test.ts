import {describe, expect, it} from 'vitest';
import {packJson, unpackJson} from '~/lib/packed-json';
import {placeInlineBanners} from '~/lib/search/listing-items';
import {tileProduct, variant} from '../app/tile-fixtures';

const roundTrip = (value: unknown) => unpackJson(packJson(value));

describe('packed JSON', () => {
  it('gives back what JSON would, value for value', () => {
    const values: unknown[] = [
      null,
      0,
      -1,
      3.5,
      '',
      'Été “linen” ✓ 👗',
      true,
      [],
      {},
      [-1],
      [-1, -1, [-1]],
      [0, 1, 2],
      [[], [[]], {}],
      {a: 1, b: [1, 2, {c: null}], d: {e: {f: 'g'}}},
      {'': 'empty key', 'a,b': 1, '1:a': 2, '"': 3},
      [{x: 1, y: 2}, {y: 2, x: 1}, {x: 1}, {x: [{x: 1, y: 2}]}],
    ];
    for (const value of values) expect(roundTrip(value)).toEqual(value);
  });

  it('leaves out keys whose value is undefined, as JSON.stringify does', () => {
    const value = {a: 1, b: undefined, c: [{d: undefined, e: 2}]};
    const unpacked = roundTrip(value);
    expect(unpacked).toEqual(JSON.parse(JSON.stringify(value)));
    expect(Object.keys(unpacked as object)).toEqual(['a', 'c']);
  });

  it('keeps a key named __proto__ a key, as JSON.parse does', () => {
    const value = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}');
    const unpacked = roundTrip(value) as Record<string, unknown>;
    expect(Object.keys(unpacked)).toEqual(['__proto__', 'a']);
    expect(Object.getPrototypeOf(unpacked)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('writes each shape of keys once', () => {
    const text = packJson([
      {size: 'S', inventoryQuantity: 4},
      {size: 'M', inventoryQuantity: 2},
      {size: 'L', inventoryQuantity: 0},
    ]);
    expect(text.match(/inventoryQuantity/g)).toHaveLength(1);
    expect(text).toBe(
      '[[["size","inventoryQuantity"]],[-1,[0,"S",4],[0,"M",2],[0,"L",0]]]',
    );
  });

  it('refuses a shape it does not list', () => {
    expect(() => unpackJson('[[["a"]],[1,"x"]]')).toThrow(SyntaxError);
    expect(() => unpackJson('[[["a"]],[0,"x","y"]]')).toThrow(SyntaxError);
  });

  it("makes a listing page's 48 tiles at least a third shorter than JSON", () => {
    const products = Array.from({length: 47}, (_, index) =>
      tileProduct({
        handle: `isadora-pleated-dress-${index}`,
        title: `Isadora Pleated Dress ${index}`,
        position: index + 1,
        colors: [
          {
            handle: `isadora-pleated-dress-${index}`,
            name: 'Chocolate',
            swatch: {color: '#4b3223'},
          },
          {
            handle: 'isadora-pleated-dress-leopard',
            name: 'Leopard',
            swatch: {image: 'https://cdn.example/swatches/leopard.jpg'},
          },
        ],
        variants: ['6', '8', '10', '12', '14'].map((size, at) =>
          variant(size, at, `${40_000 + index * 10 + at}`),
        ),
      }),
    );
    const items = placeInlineBanners(
      products,
      [{position: 5, html: '<p>Find your fit</p>'}],
      {begin: 1, end: 48, currentPage: 1, totalPages: 2},
    );
    const json = JSON.stringify(items);
    const packed = packJson(items);
    expect(unpackJson(packed)).toEqual(items);
    expect(packed.length).toBeLessThan(json.length * (2 / 3));
  });
});
