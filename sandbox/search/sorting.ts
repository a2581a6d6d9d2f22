/**
 * Sort options the service offers, and ordering. Without a sort, a query ranks by
 * relevance and a single-collection listing keeps the collection's merchandised
 * order; ties always fall back to that order, so pages never shuffle.
 */
import {priceIn, type IndexDoc} from './documents.ts';
import type {Sort} from './params.ts';

type Option = {
  type: 'relevance' | 'field';
  field: string;
  direction: 'asc' | 'desc';
  label: string;
};

export const SORT_OPTIONS: Option[] = [
  {
    type: 'relevance',
    field: 'relevance',
    direction: 'desc',
    label: 'Best Match',
  },
  {
    type: 'field',
    field: 'ss_days_since_published',
    direction: 'asc',
    label: 'Newest',
  },
  {
    type: 'field',
    field: 'ss_days_since_published',
    direction: 'desc',
    label: 'Oldest',
  },
  {
    type: 'field',
    field: 'ga_unique_purchases',
    direction: 'desc',
    label: 'Best Selling',
  },
  {
    type: 'field',
    field: 'ga_unique_purchases',
    direction: 'asc',
    label: 'Least Popular',
  },
  {
    type: 'field',
    field: 'ss_price',
    direction: 'asc',
    label: 'Price: Low to High',
  },
  {
    type: 'field',
    field: 'ss_price',
    direction: 'desc',
    label: 'Price: High to Low',
  },
  {
    type: 'field',
    field: 'ss_pct_off',
    direction: 'desc',
    label: 'Biggest Discount',
  },
  {
    type: 'field',
    field: 'ss_pct_off',
    direction: 'asc',
    label: 'Smallest Discount',
  },
];

type Key = (doc: IndexDoc) => number | string;

function keyFor(field: string, currency: string): Key | null {
  switch (field) {
    case 'ss_price':
    case 'price':
      return (doc) => priceIn(doc, currency)?.price ?? 0;
    case 'ss_pct_off':
      return (doc) => priceIn(doc, currency)?.pctOff ?? 0;
    case 'ss_days_since_published':
    case 'ga_unique_purchases':
    case 'ss_instock_pct':
    case 'ss_inventory_count':
      return (doc) => doc.numbers[field];
    case 'name':
    case 'title':
      return (doc) => doc.product.title.toLowerCase();
    default:
      return null;
  }
}

/** The sort actually applied: null for relevance or a field the index can't sort by. */
export function effectiveSort(sort: Sort | null): Sort | null {
  return sort && keyFor(sort.field, 'USD') ? sort : null;
}

export function sortingOptions(sort: Sort | null) {
  const applied = effectiveSort(sort);
  return SORT_OPTIONS.map((option) => ({
    ...option,
    active: (
      applied
        ? option.field === applied.field &&
          option.direction === applied.direction
        : option.type === 'relevance'
    )
      ? 1
      : 0,
  }));
}

/** Sorts `docs` (already in their default order) by the requested field, stably. */
export function applySort(
  docs: IndexDoc[],
  sort: Sort | null,
  currency: string,
): IndexDoc[] {
  const applied = effectiveSort(sort);
  if (!applied) return docs;
  const key = keyFor(applied.field, currency)!;
  const sign = applied.direction === 'asc' ? 1 : -1;
  const keyed = docs.map((doc, order) => ({doc, order, value: key(doc)}));
  keyed.sort((a, b) => {
    if (a.value < b.value) return -sign;
    if (a.value > b.value) return sign;
    return a.order - b.order;
  });
  return keyed.map((entry) => entry.doc);
}
