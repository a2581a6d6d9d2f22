/**
 * Prismic's `graphQuery` parameter: a GraphQL-shaped selection naming, per document type,
 * the data fields to answer, the fields of linked documents to fetch (`...on type {}`),
 * and the primary/items fields of each slice type. `...typeFields` keeps every field of
 * that type. Types the query does not name are answered whole, as Prismic answers them.
 */
import {Kind, parse, type SelectionSetNode} from 'graphql';
import type {ContentDocument} from './store.ts';

export type GraphQuery = Map<string, SelectionSetNode>;

export class GraphQueryError extends Error {}

export function parseGraphQuery(text: string | null): GraphQuery | undefined {
  if (!text?.trim()) return undefined;
  let document;
  try {
    document = parse(text);
  } catch (error) {
    throw new GraphQueryError(
      `Invalid graphQuery: ${(error as Error).message}`,
    );
  }
  const operation = document.definitions[0];
  if (operation?.kind !== Kind.OPERATION_DEFINITION)
    throw new GraphQueryError(
      'Invalid graphQuery: expected { type { fields } }',
    );
  const types: GraphQuery = new Map();
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind === Kind.FIELD && selection.selectionSet)
      types.set(selection.name.value, selection.selectionSet);
  }
  return types;
}

type Lookup = (id: string) => ContentDocument | undefined;

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Sub-selections by the type they apply to (`...on name { }`). */
function fragmentsOf(set: SelectionSetNode) {
  const out = new Map<string, SelectionSetNode>();
  for (const s of set.selections)
    if (s.kind === Kind.INLINE_FRAGMENT && s.typeCondition)
      out.set(s.typeCondition.name.value, s.selectionSet);
  return out;
}

function pick(
  value: Record<string, unknown>,
  set: SelectionSetNode,
  lookup: Lookup,
): Record<string, unknown> {
  if (set.selections.some((s) => s.kind === Kind.FRAGMENT_SPREAD)) return value; // `...pageFields`: everything
  const out: Record<string, unknown> = {};
  for (const selection of set.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    const name = selection.name.value;
    if (!(name in value)) continue;
    out[name] = selection.selectionSet
      ? select(value[name], selection.selectionSet, lookup)
      : value[name];
  }
  return out;
}

/** A field's value narrowed by its sub-selection: a link's target data, a group's items, a slice zone's slices. */
function select(
  value: unknown,
  set: SelectionSetNode,
  lookup: Lookup,
): unknown {
  if (Array.isArray(value)) {
    const slices = fragmentsOf(set);
    return value.map((item) => {
      if (isObject(item) && typeof item.slice_type === 'string')
        return selectSlice(item, slices.get(item.slice_type), lookup);
      return isObject(item) ? pick(item, set, lookup) : item;
    });
  }
  if (
    isObject(value) &&
    value.link_type === 'Document' &&
    typeof value.id === 'string'
  ) {
    const target = lookup(value.id);
    const fields = target ? fragmentsOf(set).get(target.type) : undefined;
    return target && fields
      ? {...value, data: pick(target.data, fields, lookup)}
      : value;
  }
  return isObject(value) ? pick(value, set, lookup) : value;
}

function selectSlice(
  slice: Record<string, unknown>,
  set: SelectionSetNode | undefined,
  lookup: Lookup,
) {
  if (!set) return {...slice, primary: {}, items: []};
  const parts: Record<string, SelectionSetNode | undefined> = {};
  for (const s of set.selections) {
    if (s.kind !== Kind.FIELD || !s.selectionSet) continue;
    if (s.name.value === 'variation') {
      const variation = fragmentsOf(s.selectionSet).get(
        String(slice.variation ?? 'default'),
      );
      for (const inner of variation?.selections ?? [])
        if (inner.kind === Kind.FIELD && inner.selectionSet)
          parts[inner.name.value] = inner.selectionSet;
    } else {
      parts[
        s.name.value === 'non-repeat'
          ? 'primary'
          : s.name.value === 'repeat'
            ? 'items'
            : s.name.value
      ] = s.selectionSet;
    }
  }
  const primary = isObject(slice.primary) ? slice.primary : {};
  const items = Array.isArray(slice.items) ? slice.items : [];
  return {
    ...slice,
    primary: parts.primary ? pick(primary, parts.primary, lookup) : {},
    items: parts.items
      ? items.map((item) =>
          isObject(item) ? pick(item, parts.items!, lookup) : item,
        )
      : [],
  };
}

export function applyGraphQuery(
  doc: {type: string; data: Record<string, unknown>},
  query: GraphQuery | undefined,
  lookup: Lookup,
) {
  const set = query?.get(doc.type);
  return set ? pick(doc.data, set, lookup) : doc.data;
}
