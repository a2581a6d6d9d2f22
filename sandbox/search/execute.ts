/**
 * One search or autocomplete request, start to finish: match the query, apply
 * background filters and filters, count facets, sort, place inline banners and page.
 */
import type {IndexDoc} from './documents.ts';
import {
  buildFacets,
  PRICE_FIELD,
  FACET_ORDER,
  HIERARCHY_FIELD,
  type FacetPools,
} from './facets.ts';
import {testsFor} from './filtering.ts';
import {matchQuery, type Match} from './match.ts';
import {
  redirectFor,
  triggeredContent,
  type InlineBanner,
} from './merchandising.ts';
import type {SearchRequest} from './params.ts';
import type {SearchIndex} from './search-index.ts';
import {applySort} from './sorting.ts';

export type Outcome = {
  match: Match;
  /** Set when a redirect rule fired; results are still computed for redirectResponse=full. */
  redirect: string;
  docs: IndexDoc[];
  /** Grid slots of the page: products and inline banners in order. */
  page: (
    {kind: 'product'; doc: IndexDoc} | {kind: 'banner'; banner: InlineBanner}
  )[];
  totalSlots: number;
  facets: ReturnType<typeof buildFacets>;
  merchandising: ReturnType<typeof triggeredContent>;
};

/** Default order: relevance for a query, merchandised order inside one collection, else best sellers first. */
function defaultOrder(
  docs: IndexDoc[],
  match: Match,
  collections: string[],
): IndexDoc[] {
  if (match.scores) {
    const scores = match.scores;
    return [...docs].sort(
      (a, b) => scores.get(b.id)! - scores.get(a.id)! || a.id - b.id,
    );
  }
  if (collections.length === 1) {
    const handle = collections[0].toLowerCase();
    const position = (doc: IndexDoc) =>
      doc.collectionPositions[handle] ?? Number.MAX_SAFE_INTEGER;
    return [...docs].sort((a, b) => position(a) - position(b) || a.id - b.id);
  }
  return [...docs].sort(
    (a, b) =>
      b.numbers.ga_unique_purchases - a.numbers.ga_unique_purchases ||
      a.id - b.id,
  );
}

function poolsFor(
  docs: IndexDoc[],
  tests: ReturnType<typeof testsFor>,
): {pools: FacetPools; passing: IndexDoc[]} {
  const pools: FacetPools = new Map(
    [...FACET_ORDER, PRICE_FIELD, HIERARCHY_FIELD].map((field) => [
      field,
      [] as IndexDoc[],
    ]),
  );
  const passing: IndexDoc[] = [];
  for (const doc of docs) {
    const failed = new Set<string>();
    for (const test of tests) {
      if (failed.has(test.field)) continue;
      if (!test.passes(doc)) failed.add(test.field);
      if (failed.size > 1) break;
    }
    if (failed.size === 0) {
      passing.push(doc);
      for (const pool of pools.values()) pool.push(doc);
    } else if (failed.size === 1) {
      pools.get([...failed][0])?.push(doc);
    }
  }
  return {pools, passing};
}

export function executeSearch(
  index: SearchIndex,
  request: SearchRequest,
  origin: string,
): Outcome {
  const {site} = request;
  const match = matchQuery(index, request.q);
  const sample = index.docs[0];
  const matched = match.scores
    ? index.docs.filter((doc) => match.scores!.has(doc.id))
    : index.docs;
  const background = testsFor(request.background, site.currency, sample);
  const base = matched.filter((doc) =>
    background.every((test) => test.passes(doc)),
  );
  const {pools, passing} = poolsFor(
    base,
    testsFor(request.filters, site.currency, sample),
  );
  const collections = request.background.values.get('collection_handle') ?? [];
  const docs = applySort(
    defaultOrder(passing, match, collections),
    request.sort,
    site.currency,
  );

  const queries = request.q ? [request.q, match.effective] : [];
  const redirect =
    request.merchandising && request.q ? redirectFor(queries) : '';
  const merchandising = request.merchandising
    ? triggeredContent({
        queries,
        collections: [
          ...collections,
          ...(request.landingPage ? [request.landingPage] : []),
        ],
        origin,
        inlineBanners: request.inlineBanners,
      })
    : {content: {}, campaigns: [], inline: []};

  // Inline banners take grid slots, as on the hosted service: a banner past the end goes last.
  const slots: Outcome['page'] = docs.map((doc) => ({kind: 'product', doc}));
  if (docs.length) {
    for (const banner of merchandising.inline) {
      const at = Math.min(banner.config.position.index, slots.length);
      slots.splice(at, 0, {kind: 'banner', banner});
    }
  }
  const start = (request.page - 1) * request.resultsPerPage;
  return {
    match,
    redirect,
    docs,
    page: slots.slice(start, start + request.resultsPerPage),
    totalSlots: slots.length,
    facets: buildFacets(pools, request.filters, site.currency),
    merchandising,
  };
}
