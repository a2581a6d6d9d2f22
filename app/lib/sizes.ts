/**
 * Size order for size pickers: letter sizes, one-size, dress sizes, then shoe sizes.
 * Sizes outside the list keep their original order after the known ones.
 */

export const SIZE_ORDER: Readonly<Record<string, number>> = {
  XXS: 1,
  XS: 2,
  S: 3,
  M: 4,
  L: 5,
  XL: 6,
  XXL: 7,
  OSFA: 8,
  '6': 9,
  '8': 10,
  '10': 11,
  '12': 12,
  '14': 13,
  '36': 14,
  '37': 15,
  '38': 16,
  '39': 17,
  '40': 18,
  '41': 19,
};

/** Position of a size in SIZE_ORDER (any case, surrounding spaces ignored); Infinity when unknown. */
export function sizeRank(size: string): number {
  const key = String(size ?? '')
    .trim()
    .toUpperCase();
  return Object.hasOwn(SIZE_ORDER, key)
    ? SIZE_ORDER[key]
    : Number.POSITIVE_INFINITY;
}

/** Items sorted by their size; a stable sort, so unknown sizes keep their order at the end. */
export function sortBySize<T>(
  items: readonly T[],
  sizeOf: (item: T) => string,
): T[] {
  return items
    .map((item, index) => ({item, index, rank: sizeRank(sizeOf(item))}))
    .sort((a, b) =>
      a.rank === b.rank ? a.index - b.index : a.rank < b.rank ? -1 : 1,
    )
    .map(({item}) => item);
}

export function sortSizes(sizes: readonly string[]): string[] {
  return sortBySize(sizes, (size) => size);
}

const normalType = (productType: string | null | undefined) =>
  String(productType ?? '')
    .trim()
    .toLowerCase();

export function isGiftCardType(
  productType: string | null | undefined,
): boolean {
  return ['gift card', 'gift cards'].includes(normalType(productType));
}

/** eVoucher, E-Voucher, e vouchers ... */
export function isEvoucherType(
  productType: string | null | undefined,
): boolean {
  return /^e[\s-]?vouchers?$/.test(normalType(productType));
}

/**
 * A size can't be chosen when none are left. Gift cards and e-vouchers are issued, not
 * stocked, so the desktop overlay keeps them enabled. An unknown quantity (the
 * Storefront API returns null when inventory is not tracked) counts as available;
 * the cart has the final say.
 */
export function isSizeDisabled({
  inventory,
  productType,
  context = 'default',
}: {
  inventory: number | null | undefined;
  productType?: string | null;
  context?: 'desktop-overlay' | 'default';
}): boolean {
  if (typeof inventory !== 'number' || Number.isNaN(inventory)) return false;
  if (inventory > 0) return false;
  const issuedNotStocked =
    isGiftCardType(productType) || isEvoucherType(productType);
  return !(context === 'desktop-overlay' && issuedNotStocked);
}
