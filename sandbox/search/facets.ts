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
};
/** Order facets are listed in. */
export const FACET_ORDER: FacetField[] = ['style', 'color', 'size', 'fabric', 'occasion'];
export const PRICE_FIELD = 'ss_price';
export const PRICE_STEP = 5;

export type ValueFacet = {
  field: string;
  label: string;
  type: 'value';
  multiple: 'or';
  collapse: 0;
  facet_active: 0 | 1;
  values: {active: boolean; type: 'value'; value: string; label: string; count: number}[];
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

function valueFacet(field: FacetField, docs: IndexDoc[], chosen: string[]): ValueFacet {
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
  for (const value of chosen) if (!counts.has(fold(value))) counts.set(fold(value), {label: value, count: 0});
  const values = [...counts.entries()].map(([key, {label, count}]) => ({active: active.has(key), type: 'value' as const, value: label, label, count}));
  values.sort(
    field === 'size'
      ? (a, b) => sizeRank(a.value) - sizeRank(b.value) || a.value.localeCompare(b.value)
      : (a, b) => b.count - a.count || a.label.localeCompare(b.label),
  );
  return {field, label: FACET_LABELS[field], type: 'value', multiple: 'or', collapse: 0, facet_active: active.size ? 1 : 0, values};
}

function sliderFacet(docs: IndexDoc[], currency: string, chosen: Range | undefined): SliderFacet | null {
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
  const range: [number, number] = [Math.floor(low / PRICE_STEP) * PRICE_STEP, Math.ceil(high / PRICE_STEP) * PRICE_STEP];
  const active: [number, number] = chosen ? [chosen.low ?? range[0], chosen.high ?? range[1]] : range;
  return {field: PRICE_FIELD, label: FACET_LABELS.ss_price, type: 'slider', collapse: 0, facet_active: chosen ? 1 : 0, range, active, step: PRICE_STEP};
}

export function buildFacets(pools: FacetPools, filters: Filters, currency: string): (ValueFacet | SliderFacet)[] {
  const facets: (ValueFacet | SliderFacet)[] = [];
  for (const field of FACET_ORDER) {
    const facet = valueFacet(field, pools.get(field) ?? [], filters.values.get(field) ?? []);
    if (facet.values.length) facets.push(facet);
  }
  const slider = sliderFacet(pools.get(PRICE_FIELD) ?? [], currency, filters.ranges.get(PRICE_FIELD) ?? filters.ranges.get('price'));
  if (slider) facets.push(slider);
  return facets;
}

