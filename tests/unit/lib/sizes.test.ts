import {describe, expect, it} from 'vitest';
import {
  SIZE_ORDER,
  isGiftCardType,
  isSizeDisabled,
  sortBySize,
  sortSizes,
} from '~/lib/sizes';

describe('sortSizes', () => {
  it('orders letter sizes, one size, dress sizes, then shoe sizes', () => {
    expect(
      sortSizes([
        '41',
        '14',
        'OSFA',
        'M',
        'XXS',
        '36',
        '6',
        'XXL',
        'S',
        '10',
        'XS',
        'L',
        'XL',
        '8',
        '12',
        '38',
        '37',
        '40',
        '39',
      ]),
    ).toEqual([
      'XXS',
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      'OSFA',
      '6',
      '8',
      '10',
      '12',
      '14',
      '36',
      '37',
      '38',
      '39',
      '40',
      '41',
    ]);
  });

  it('puts unknown sizes last in their original order', () => {
    expect(sortSizes(['Petite', 'L', 'XXXL', 'S', 'One'])).toEqual([
      'S',
      'L',
      'Petite',
      'XXXL',
      'One',
    ]);
  });

  it('ignores case and spaces', () => {
    expect(sortSizes(['l', ' xs '])).toEqual([' xs ', 'l']);
  });

  it('does not change the given array', () => {
    const sizes = ['L', 'S'];
    sortSizes(sizes);
    expect(sizes).toEqual(['L', 'S']);
  });

  it('sorts things that carry a size', () => {
    expect(sortBySize([{size: 'L'}, {size: 'XS'}], (v) => v.size)).toEqual([
      {size: 'XS'},
      {size: 'L'},
    ]);
  });

  it('ranks as the spec lists', () => {
    expect(SIZE_ORDER).toMatchObject({
      XXS: 1,
      XS: 2,
      S: 3,
      M: 4,
      L: 5,
      XL: 6,
      XXL: 7,
      OSFA: 8,
      '6': 9,
      '14': 13,
      '36': 14,
      '41': 19,
    });
  });
});

describe('isGiftCardType', () => {
  it.each(['Gift Card', 'Gift Cards', 'gift card'])(
    '%s is a gift card',
    (type) => expect(isGiftCardType(type)).toBe(true),
  );
  it.each(['Gift', 'Dress', '', null])('%j is not', (type) =>
    expect(isGiftCardType(type)).toBe(false),
  );
});

describe('isSizeDisabled', () => {
  it('disables a size with none left', () => {
    expect(isSizeDisabled({inventory: 0, productType: 'Dress'})).toBe(true);
    expect(
      isSizeDisabled({
        inventory: -3,
        productType: 'Dress',
        context: 'desktop-overlay',
      }),
    ).toBe(true);
  });
  it('enables a size in stock', () => {
    expect(isSizeDisabled({inventory: 1, productType: 'Dress'})).toBe(false);
  });
  it.each(['Gift Card', 'Gift Cards', 'eVoucher', 'E-Voucher'])(
    'keeps %s enabled in the desktop overlay',
    (productType) => {
      expect(
        isSizeDisabled({inventory: 0, productType, context: 'desktop-overlay'}),
      ).toBe(false);
      expect(
        isSizeDisabled({inventory: 0, productType, context: 'default'}),
      ).toBe(true);
    },
  );
  it('treats an unknown quantity as available', () => {
    expect(isSizeDisabled({inventory: null, productType: 'Dress'})).toBe(false);
  });
});
