/**
 * Facets with disjunctive counts: a facet's counts honour every filter except its
 * own, so ticking "Black" still shows how many "Navy" there are. Price is a slider
 * whose range spans what the other filters leave.
 */
import {priceIn, type FacetField, type IndexDoc} from './documents.ts';
import type {Filters, Range} from './params.ts';
import {sizeRank} from './sizes.ts';
import {fold} from './text.ts';

export const FACET_LABELS: Record<string, string> = {
  style: 'Style',
  color: 'Colour',
  size: 'Size',
  fabric: 'Fabric',
  occasion: 'Occasion',
  ss_price: 'Price',
  ss_category_hierarchy: 'Category',
};
/**
 * Each facet's display type, as the hosted service names it in `facets[].type` and meta's
 * `display`: list, grid, palette, slider or hierarchy.
 */
export const FACET_DISPLAY: Record<
  string,
  'list' | 'grid' | 'palette' | 'slider' | 'hierarchy'
> = {
  style: 'list',
  color: 'palette',
  size: 'grid',
  fabric: 'list',
  occasion: 'list',
  ss_price: 'slider',
  ss_category_hierarchy: 'hierarchy',
};
/** Order facets are listed in. */
export const FACET_ORDER: FacetField[] = [
  'style',
  'color',
  'size',
  'fabric',
  'occasion',
];
export const PRICE_FIELD = 'ss_price';
export const PRICE_STEP = 5;

export type ValueFacet = {
  field: string;
  label: string;
  type: 'list' | 'grid' | 'palette';
  multiple: 'or';
  collapse: 0;
  facet_active: 0 | 1;
  values: {
    active: boolean;
    type: 'value';
    value: string;
    label: string;
    count: number;
  }[];
};
export type SliderFacet = {
  field: string;
  label: string;
  type: 'slider';
  collapse: 0;
  facet_active: 0 | 1;
  range: [number, number];
  active: [number, number];
  step: number;
};

/** Documents that count toward each facet: those failing no test other than the facet's own. */
export type FacetPools = Map<string, IndexDoc[]>;

function valueFacet(
  field: FacetField,
  docs: IndexDoc[],
  chosen: string[],
): ValueFacet {
  const counts = new Map<string, {label: string; count: number}>();
  for (const doc of docs) {
    for (const value of doc.facets[field]) {
      const key = fold(value);
      const entry = counts.get(key);
      if (entry) entry.count++;
      else counts.set(key, {label: value, count: 1});
    }
  }
  const active = new Set(chosen.map(fold));
  for (const value of chosen)
    if (!counts.has(fold(value)))
      counts.set(fold(value), {label: value, count: 0});
  const values = [...counts.entries()].map(([key, {label, count}]) => ({
    active: active.has(key),
    type: 'value' as const,
    value: label,
    label,
    count,
  }));
  values.sort(
    field === 'size'
      ? (a, b) =>
          sizeRank(a.value) - sizeRank(b.value) ||
          a.value.localeCompare(b.value)
      : (a, b) => b.count - a.count || a.label.localeCompare(b.label),
  );
  return {
    field,
    label: FACET_LABELS[field],
    type: FACET_DISPLAY[field] as ValueFacet['type'],
    multiple: 'or',
    collapse: 0,
    facet_active: active.size ? 1 : 0,
    values,
  };
}

function sliderFacet(
  docs: IndexDoc[],
  currency: string,
  chosen: Range | undefined,
): SliderFacet | null {
  let low = Infinity;
  let high = -Infinity;
  for (const doc of docs) {
    const price = priceIn(doc, currency)?.price;
    if (price === undefined) continue;
    low = Math.min(low, price);
    high = Math.max(high, price);
  }
  if (low === Infinity) {
    if (!chosen) return null;
    low = chosen.low ?? 0;
    high = chosen.high ?? low;
  }
  const range: [number, number] = [
    Math.floor(low / PRICE_STEP) * PRICE_STEP,
    Math.ceil(high / PRICE_STEP) * PRICE_STEP,
  ];
  const active: [number, number] = chosen
    ? [chosen.low ?? range[0], chosen.high ?? range[1]]
    : range;
  return {
    field: PRICE_FIELD,
    label: FACET_LABELS.ss_price,
    type: 'slider',
    collapse: 0,
    facet_active: chosen ? 1 : 0,
    range,
    active,
    step: PRICE_STEP,
  };
}

export type HierarchyFacet = {
  field: string;
  label: string;
  type: 'hierarchy';
  multiple: 'single';
  hierarchyDelimiter: string;
  collapse: 0;
  facet_active: 0 | 1;
  values: {
    active: boolean;
    type: 'value';
    value: string;
    label: string;
    count: number;
  }[];
};

export const HIERARCHY_FIELD = 'ss_category_hierarchy';
export const HIERARCHY_DELIMITER = '>';

/** The level below the chosen path (or the top level): full paths as values, last segment as labels. */
function hierarchyFacet(
  docs: IndexDoc[],
  chosen: string | undefined,
): HierarchyFacet | null {
  const depth = chosen ? chosen.split(HIERARCHY_DELIMITER).length + 1 : 1;
  const counts = new Map<string, number>();
  for (const doc of docs) {
    for (const path of doc.fields[HIERARCHY_FIELD] ?? []) {
      const parts = path.split(HIERARCHY_DELIMITER);
      if (parts.length !== depth) continue;
      if (
        chosen &&
        fold(parts.slice(0, -1).join(HIERARCHY_DELIMITER)) !== fold(chosen)
      )
        continue;
      counts.set(path, (counts.get(path) ?? 0) + 1);
    }
  }
  const values = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([value, count]) => ({
      active: false,
      type: 'value' as const,
      value,
      label: value.split(HIERARCHY_DELIMITER).pop()!,
      count,
    }));
  if (!values.length && !chosen) return null;
  return {
    field: HIERARCHY_FIELD,
    label: FACET_LABELS[HIERARCHY_FIELD],
    type: 'hierarchy',
    multiple: 'single',
    hierarchyDelimiter: HIERARCHY_DELIMITER,
    collapse: 0,
    facet_active: chosen ? 1 : 0,
    values,
  };
}

export function buildFacets(
  pools: FacetPools,
  filters: Filters,
  currency: string,
): (ValueFacet | SliderFacet | HierarchyFacet)[] {
  const facets: (ValueFacet | SliderFacet | HierarchyFacet)[] = [];
  const category = hierarchyFacet(
    pools.get(HIERARCHY_FIELD) ?? [],
    filters.values.get(HIERARCHY_FIELD)?.[0],
  );
  if (category) facets.push(category);
  for (const field of FACET_ORDER) {
    const facet = valueFacet(
      field,
      pools.get(field) ?? [],
      filters.values.get(field) ?? [],
    );
    if (facet.values.length) facets.push(facet);
  }
  const slider = sliderFacet(
    pools.get(PRICE_FIELD) ?? [],
    currency,
    filters.ranges.get(PRICE_FIELD) ?? filters.ranges.get('price'),
  );
  if (slider) facets.push(slider);
  return facets;
}
