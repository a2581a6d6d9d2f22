/**
 * The full-text index over the catalog, built once per catalog version (checkout and
 * restocks bump it) and kept per database, so every request after the first is a
 * lookup rather than a rebuild.
 */
import MiniSearch from 'minisearch';
import type {Database} from '../db.ts';
import {catalogVersion} from '../catalog/version.ts';
import {listProductsForIndex} from '../catalog/read.ts';
import {buildDocument, type IndexDoc} from './documents.ts';
import {processTerm, words} from './text.ts';

type IndexedText = {id: number} & IndexDoc['text'];

export type SearchIndex = {
  version: number;
  docs: IndexDoc[];
  byId: Map<number, IndexDoc>;
  mini: MiniSearch<IndexedText>;
  /** Every word in the catalog's text with the number of products using it. */
  vocabulary: Map<string, number>;
  /** Product names without the colour ("calla tiered maxi dress"), for suggestions. */
  styleNames: Map<string, number>;
};

export const TEXT_FIELDS = [
  'name',
  'type',
  'colour',
  'attributes',
  'collections',
  'tags',
  'description',
  'sku',
] as const;

/** How much a match in each field counts: a word in the name beats the same word in the description. */
export const FIELD_BOOST: Record<(typeof TEXT_FIELDS)[number], number> = {
  name: 6,
  type: 3,
  colour: 2.5,
  attributes: 1.5,
  collections: 1.5,
  tags: 1,
  description: 0.4,
  sku: 1,
};

const cache = new WeakMap<Database, SearchIndex>();

export function searchIndex(db: Database): SearchIndex {
  const version = catalogVersion(db);
  const cached = cache.get(db);
  if (cached && cached.version === version) return cached;
  const index = buildIndex(db, version);
  cache.set(db, index);
  return index;
}

function buildIndex(db: Database, version: number): SearchIndex {
  return indexProducts(listProductsForIndex(db), version);
}

/** An index over any list of products; the benchmark uses it to measure a catalog ten times the size. */
export function indexProducts(
  products: ReturnType<typeof listProductsForIndex>,
  version = 0,
): SearchIndex {
  const now = Date.now();
  const docs = products.map((product) => buildDocument(product, now));
  const mini = new MiniSearch<IndexedText>({
    fields: [...TEXT_FIELDS],
    idField: 'id',
    processTerm,
  });
  mini.addAll(docs.map((doc) => ({id: doc.id, ...doc.text})));

  const vocabulary = new Map<string, number>();
  const styleNames = new Map<string, number>();
  for (const doc of docs) {
    const seen = new Set<string>();
    for (const field of TEXT_FIELDS) {
      if (field === 'sku') continue;
      for (const word of words(doc.text[field])) seen.add(word);
    }
    for (const word of seen)
      vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
    const style = doc.product.title
      .split(/\s+-\s+/)[0]
      .trim()
      .toLowerCase();
    if (style) styleNames.set(style, (styleNames.get(style) ?? 0) + 1);
  }
  return {
    version,
    docs,
    byId: new Map(docs.map((doc) => [doc.id, doc])),
    mini,
    vocabulary,
    styleNames,
  };
}
