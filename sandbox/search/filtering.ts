/**
 * filter.* and bgfilter.* against index documents: OR between the values of one
 * field, AND across fields. Fields the index does not have are ignored, as the
 * hosted service ignores them.
 */
import {
  FACET_FIELDS,
  NUMERIC_FIELDS,
  priceIn,
  type FacetField,
  type IndexDoc,
  type NumericField,
} from './documents.ts';
import type {Filters, Range} from './params.ts';
import {fold} from './text.ts';

const PRICE_FIELDS = new Set(['ss_price', 'price']);
const isFacetField = (field: string): field is FacetField =>
  (FACET_FIELDS as readonly string[]).includes(field);
const isNumericField = (field: string): field is NumericField =>
  (NUMERIC_FIELDS as readonly string[]).includes(field);

/** A test one document passes or fails; `field` groups tests for disjunctive facet counts. */
export type Test = {field: string; passes(doc: IndexDoc): boolean};

function numberOf(
  doc: IndexDoc,
  field: string,
  currency: string,
): number | null {
  if (PRICE_FIELDS.has(field)) return priceIn(doc, currency)?.price ?? null;
  if (isNumericField(field)) return doc.numbers[field];
  return null;
}

function valuesOf(
  doc: IndexDoc,
  field: string,
  currency: string,
): string[] | null {
  if (isFacetField(field)) return doc.facets[field];
  if (Object.hasOwn(doc.fields, field)) return doc.fields[field];
  const number = numberOf(doc, field, currency);
  return number === null ? null : [String(number)];
}

export function isKnownField(
  sample: IndexDoc | undefined,
  field: string,
): boolean {
  if (isFacetField(field) || isNumericField(field) || PRICE_FIELDS.has(field))
    return true;
  return sample ? Object.hasOwn(sample.fields, field) : false;
}

function inRange(value: number | null, range: Range): boolean {
  if (value === null) return false;
  if (range.low !== null && value < range.low) return false;
  if (range.high !== null && value > range.high) return false;
  return true;
}

/** The tests a set of filters makes; one per field, so facets can leave their own out. */
export function testsFor(
  filters: Filters,
  currency: string,
  sample: IndexDoc | undefined,
): Test[] {
  const tests: Test[] = [];
  for (const [field, values] of filters.values) {
    if (!isKnownField(sample, field)) continue;
    const wanted = new Set(values.map(fold));
    tests.push({
      field,
      passes: (doc) =>
        (valuesOf(doc, field, currency) ?? []).some((value) =>
          wanted.has(fold(value)),
        ),
    });
  }
  for (const [field, range] of filters.ranges) {
    if (!PRICE_FIELDS.has(field) && !isNumericField(field)) continue;
    // 'price' and 'ss_price' are one field to the price facet.
    tests.push({
      field: PRICE_FIELDS.has(field) ? 'ss_price' : field,
      passes: (doc) => inRange(numberOf(doc, field, currency), range),
    });
  }
  return tests;
}
