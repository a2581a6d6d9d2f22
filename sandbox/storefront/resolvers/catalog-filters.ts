/**
 * Collection.products(filters:) and ProductConnection.filters: Shopify's storefront
 * filtering. Filters of one kind widen (OR), different kinds narrow (AND). Facet counts
 * are over the collection with the other kinds of filter applied, as a shopper expects.
 */
import type {Searchable} from './catalog-search.ts';

export type ProductFilterInput = {
  available?: boolean | null;
  price?: {min?: number | null; max?: number | null} | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: {name: string; value: string} | null;
  productMetafield?: {namespace: string; key: string; value: string} | null;
};

type Kind =
  | 'available'
  | 'price'
  | 'productType'
  | 'productVendor'
  | 'tag'
  | 'variantOption'
  | 'productMetafield';

function kindOf(filter: ProductFilterInput): Kind | undefined {
  for (const kind of [
    'available',
    'price',
    'productType',
    'productVendor',
    'tag',
    'productMetafield',
  ] as const) {
    if (filter[kind] != null) return kind;
  }
  return filter.variantOption ? 'variantOption' : undefined;
}

const lower = (s: string) => s.trim().toLowerCase();

function passes(p: Searchable, f: ProductFilterInput): boolean {
  if (f.available != null) return p.available === f.available;
  if (f.price) {
    const min = f.price.min != null ? Math.round(f.price.min * 100) : -Infinity;
    const max = f.price.max != null ? Math.round(f.price.max * 100) : Infinity;
    return p.prices.some((x) => x.amount >= min && x.amount <= max);
  }
  if (f.productType != null)
    return lower(p.row.product_type) === lower(f.productType);
  if (f.productVendor != null)
    return lower(p.row.vendor) === lower(f.productVendor);
  if (f.tag != null) return p.tags.some((t) => lower(t) === lower(f.tag!));
  if (f.variantOption) {
    const {name, value} = f.variantOption;
    return p.variants.some((v) =>
      (JSON.parse(v.options) as {name: string; value: string}[]).some(
        (o) => lower(o.name) === lower(name) && lower(o.value) === lower(value),
      ),
    );
  }
  if (f.productMetafield) {
    const fields = JSON.parse(p.row.metafields) as Record<
      string,
      {value: string}
    >;
    return (
      fields[`${f.productMetafield.namespace}.${f.productMetafield.key}`]
        ?.value === f.productMetafield.value
    );
  }
  return true;
}

export function applyFilters<T extends Searchable>(
  list: T[],
  filters: ProductFilterInput[] | null | undefined,
  skip?: Kind,
): T[] {
  const groups = new Map<Kind, ProductFilterInput[]>();
  for (const filter of filters ?? []) {
    const kind = kindOf(filter);
    if (kind && kind !== skip)
      groups.set(kind, [...(groups.get(kind) ?? []), filter]);
  }
  return list.filter((p) =>
    [...groups.values()].every((group) => group.some((f) => passes(p, f))),
  );
}

const value = (id: string, label: string, count: number, input: object) => ({
  __typename: 'FilterValue',
  id,
  label,
  count,
  input: JSON.stringify(input),
  swatch: null,
  image: null,
});

/** The filters a collection offers: availability, price, product type and each variant option. */
export function facets(
  all: Searchable[],
  filters: ProductFilterInput[] | null | undefined,
  currencyMax: (list: Searchable[]) => number,
) {
  const count = (kind: Kind, test: (p: Searchable) => boolean) =>
    applyFilters(all, filters, kind).filter(test).length;
  const out: object[] = [
    {
      __typename: 'Filter',
      id: 'filter.v.availability',
      label: 'Availability',
      type: 'LIST',
      presentation: 'TEXT',
      values: [
        value(
          'filter.v.availability.1',
          'In stock',
          count('available', (p) => p.available),
          {available: true},
        ),
        value(
          'filter.v.availability.0',
          'Out of stock',
          count('available', (p) => !p.available),
          {available: false},
        ),
      ],
    },
    {
      __typename: 'Filter',
      id: 'filter.v.price',
      label: 'Price',
      type: 'PRICE_RANGE',
      presentation: null,
      values: [
        value('filter.v.price', 'Price', 0, {
          price: {min: 0, max: currencyMax(all) / 100},
        }),
      ],
    },
  ];
  const types = [
    ...new Set(all.map((p) => p.row.product_type).filter(Boolean)),
  ].sort();
  out.push({
    __typename: 'Filter',
    id: 'filter.p.product_type',
    label: 'Product type',
    type: 'LIST',
    presentation: 'TEXT',
    values: types.map((t) =>
      value(
        `filter.p.product_type.${t}`,
        t,
        count('productType', (p) => p.row.product_type === t),
        {productType: t},
      ),
    ),
  });
  const options = new Map<string, string[]>();
  for (const p of all) {
    for (const v of p.variants) {
      for (const o of JSON.parse(v.options) as {
        name: string;
        value: string;
      }[]) {
        const values = options.get(o.name) ?? [];
        if (!values.includes(o.value)) values.push(o.value);
        options.set(o.name, values);
      }
    }
  }
  for (const [name, values] of options) {
    if (name === 'Title') continue;
    const has = (p: Searchable, v: string) =>
      p.variants.some((variant) =>
        (JSON.parse(variant.options) as {name: string; value: string}[]).some(
          (o) => o.name === name && o.value === v,
        ),
      );
    out.push({
      __typename: 'Filter',
      id: `filter.v.option.${name.toLowerCase()}`,
      label: name,
      type: 'LIST',
      presentation: 'TEXT',
      values: values.map((v) =>
        value(
          `filter.v.option.${name.toLowerCase()}.${v.toLowerCase()}`,
          v,
          count('variantOption', (p) => has(p, v)),
          {variantOption: {name, value: v}},
        ),
      ),
    });
  }
  return out;
}
