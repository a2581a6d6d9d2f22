/**
 * A product's variants in the shopper's currency, and the option logic Hydrogen's product
 * helpers rely on: options with their values, matching selected options, adjacent variants
 * and the encoded variant existence/availability strings.
 */
import type {StorefrontContext} from '../executor.ts';
import {variantFacts, variantObject} from '../../cart/merchandise.ts';
import {currencyForCountry} from '../../cart/money.ts';
import {variantRows} from '../../catalog/lookup.ts';
import {gid} from './catalog-ids.ts';

export type VariantObject = ReturnType<typeof variantObject>;
export type SelectedOptionInput = {name: string; value: string};
export type MatchArgs = {
  selectedOptions?: SelectedOptionInput[] | null;
  ignoreUnknownOptions?: boolean | null;
  caseInsensitiveMatch?: boolean | null;
};

const memo = new WeakMap<StorefrontContext, Map<number, VariantObject[]>>();

/** Memoised per request: price ranges, options and availability all read the same list. */
export function variantsOf(
  context: StorefrontContext,
  productId: number,
): VariantObject[] {
  let cache = memo.get(context);
  if (!cache) memo.set(context, (cache = new Map()));
  let list = cache.get(productId);
  if (!list) {
    const currency = currencyForCountry(context.country);
    list = variantRows(context.db, productId).flatMap((row) => {
      const facts = variantFacts(context.db, row.id, currency);
      return facts ? [variantObject(context.db, facts, context.origin)] : [];
    });
    cache.set(productId, list);
  }
  return list;
}

export type OptionIndex = {name: string; values: string[]}[];

/** Option names in first-seen order, each with its values in variant order. */
export function optionIndex(variants: VariantObject[]): OptionIndex {
  const options: OptionIndex = [];
  for (const variant of variants) {
    for (const {name, value} of variant.selectedOptions) {
      let option = options.find((o) => o.name === name);
      if (!option) options.push((option = {name, values: []}));
      if (!option.values.includes(value)) option.values.push(value);
    }
  }
  return options;
}

export type SwatchLookup = (option: string, value: string) => object | null;

export function productOptions(
  productGid: string,
  variants: VariantObject[],
  first?: number | null,
  swatchOf: SwatchLookup = () => null,
) {
  const options = optionIndex(variants);
  return options.slice(0, first ?? undefined).map((option, i) => ({
    __typename: 'ProductOption',
    id: gid('ProductOption', Number(productGid.split('/').pop()) * 10 + i),
    name: option.name,
    values: option.values,
    optionValues: option.values.map((value, k) => ({
      __typename: 'ProductOptionValue',
      id: gid(
        'ProductOptionValue',
        Number(productGid.split('/').pop()) * 1000 + i * 100 + k,
      ),
      name: value,
      swatch: swatchOf(option.name, value),
      firstSelectableVariant:
        variants.find((v) =>
          v.selectedOptions.some(
            (o) => o.name === option.name && o.value === value,
          ),
        ) ?? null,
    })),
  }));
}

const same = (a: string, b: string, caseInsensitive: boolean) =>
  caseInsensitive ? a.toLowerCase() === b.toLowerCase() : a === b;

export function matchVariant(
  variants: VariantObject[],
  args: MatchArgs,
): VariantObject | null {
  const wanted = args.selectedOptions ?? [];
  const names = new Set(optionIndex(variants).map((o) => o.name.toLowerCase()));
  const relevant = args.ignoreUnknownOptions
    ? wanted.filter((o) => names.has(o.name.toLowerCase()))
    : wanted;
  if (!relevant.length) return null;
  const ci = Boolean(args.caseInsensitiveMatch);
  return (
    variants.find((v) =>
      relevant.every((o) =>
        v.selectedOptions.some(
          (s) => same(s.name, o.name, ci) && same(s.value, o.value, ci),
        ),
      ),
    ) ?? null
  );
}

/** The selected variant, else the first available one, else the first. */
export const selectedOrFirstAvailable = (
  variants: VariantObject[],
  args: MatchArgs,
) =>
  matchVariant(variants, args) ??
  variants.find((v) => v.availableForSale) ??
  variants[0] ??
  null;

/** Variants that differ from the selected one in exactly one option value. */
export function adjacentVariants(variants: VariantObject[], args: MatchArgs) {
  const selected = selectedOrFirstAvailable(variants, args);
  if (!selected) return [];
  return variants.filter((v) => {
    if (v === selected) return false;
    const differences = v.selectedOptions.filter(
      (o) =>
        !selected.selectedOptions.some(
          (s) => s.name === o.name && s.value === o.value,
        ),
    );
    return differences.length === 1;
  });
}

/**
 * Shopify's "v1_" trie encoding of which option value combinations exist: each level lists
 * value indices (ranges as a-b, gaps as spaces), "i:" descends, "," closes a level.
 */
export function encodeVariants(
  variants: VariantObject[],
  options: OptionIndex,
  include: (v: VariantObject) => boolean = () => true,
): string {
  const combos = variants
    .filter(include)
    .map((v) =>
      options.map((option) =>
        option.values.indexOf(
          v.selectedOptions.find((o) => o.name === option.name)?.value ?? '',
        ),
      ),
    );
  const valid = combos.filter((c) => c.every((i) => i >= 0));
  if (!valid.length || !options.length) return '';
  return `v1_${encodeLevel(valid, 0, options.length, true)}`;
}

function encodeLevel(
  combos: number[][],
  depth: number,
  total: number,
  root: boolean,
): string {
  const values = [...new Set(combos.map((c) => c[depth]))].sort(
    (a, b) => a - b,
  );
  if (depth === total - 1) {
    const runs: string[] = [];
    for (let i = 0; i < values.length; i++) {
      let j = i;
      while (j + 1 < values.length && values[j + 1] === values[j] + 1) j++;
      runs.push(j > i ? `${values[i]}-${values[j]}` : `${values[i]}`);
      i = j;
    }
    return runs.join(' ') + (root ? '' : ',');
  }
  const body = values
    .map(
      (value) =>
        `${value}:${encodeLevel(
          combos.filter((c) => c[depth] === value),
          depth + 1,
          total,
          false,
        )}`,
    )
    .join('');
  return body + (root ? '' : ',');
}
