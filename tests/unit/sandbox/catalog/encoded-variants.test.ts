import {decodeEncodedVariant} from '@shopify/hydrogen-react';
import {describe, expect, it} from 'vitest';
import {
  encodeVariants,
  optionIndex,
  type VariantObject,
} from '../../../../sandbox/storefront/resolvers/catalog-variants.ts';

const NAMES = ['Colour', 'Size', 'Fit'];
const VALUES = [
  ['Red', 'Blue', 'Green'],
  ['S', 'M'],
  ['Slim', 'Relaxed'],
];

/** Variants for option value index combinations (each value first appears in index order). */
function variants(
  combos: number[][],
  available: (i: number) => boolean = () => true,
) {
  return combos.map(
    (combo, i) =>
      ({
        availableForSale: available(i),
        selectedOptions: combo.map((v, k) => ({
          name: NAMES[k],
          value: VALUES[k][v],
        })),
      }) as unknown as VariantObject,
  );
}

describe('encoded variant existence', () => {
  it('matches Shopify’s documented example', () => {
    const combos = [
      [0, 0, 0],
      [0, 1, 0],
      [0, 1, 1],
      [1, 0, 0],
      [1, 0, 1],
      [1, 1, 1],
      [2, 0, 1],
      [2, 1, 0],
    ];
    const list = variants(combos);
    expect(encodeVariants(list, optionIndex(list))).toBe(
      'v1_0:0:0,1:0-1,,1:0:0-1,1:1,,2:0:1,1:0,,',
    );
  });

  it('round-trips through Hydrogen’s decoder, with gaps and availability', () => {
    const combos = [
      [0, 0, 0],
      [0, 0, 1],
      [0, 1, 1],
      [1, 1, 0],
      [2, 0, 0],
      [2, 0, 1],
      [2, 1, 0],
      [2, 1, 1],
    ];
    const list = variants(combos, (i) => i % 3 !== 0);
    const options = optionIndex(list);
    expect(decodeEncodedVariant(encodeVariants(list, options))).toEqual(combos);
    expect(
      decodeEncodedVariant(
        encodeVariants(list, options, (v) => v.availableForSale),
      ),
    ).toEqual(combos.filter((_, i) => i % 3 !== 0));
  });

  it('encodes one option as ranges and gaps', () => {
    const sizes = ['XS', 'S', 'M', 'L', 'XL'].map(
      (value, i) =>
        ({
          availableForSale: i !== 2,
          selectedOptions: [{name: 'Size', value}],
        }) as unknown as VariantObject,
    );
    const options = optionIndex(sizes);
    expect(encodeVariants(sizes, options)).toBe('v1_0-4');
    expect(encodeVariants(sizes, options, (v) => v.availableForSale)).toBe(
      'v1_0-1 3-4',
    );
    expect(decodeEncodedVariant('v1_0-1 3-4')).toEqual([[0], [1], [3], [4]]);
  });
});
