/**
 * QueryRoot.search and QueryRoot.predictiveSearch: the storefront search over products,
 * pages and articles (and collections and query suggestions for predictive search),
 * with Shopify's sort keys, product filters and unavailable-product placement.
 */
import {registerResolvers, type StorefrontContext} from '../executor.ts';
import {currencyForCountry} from '../../cart/money.ts';
import {allCollections, publishedProducts} from '../../catalog/lookup.ts';
import {htmlToText} from '../../catalog/rows.ts';
import {articles, pages} from '../online-store/content.ts';
import {articleObject, pageObject} from '../online-store/objects.ts';
import {byId, pageOf, type PageArgs} from './catalog-connection.ts';
import {
  applyFilters,
  facets,
  type ProductFilterInput,
} from './catalog-filters.ts';
import {collectionObject, productObject} from './catalog-objects.ts';
import {
  freeWords,
  matches,
  parseQuery,
  searchables,
  sortProducts,
  textMatches,
  textTerm,
  evaluate,
  type Searchable,
} from './catalog-search.ts';

type SearchArgs = PageArgs & {
  query: string;
  sortKey?: 'RELEVANCE' | 'PRICE' | null;
  types?: ('PRODUCT' | 'PAGE' | 'ARTICLE')[] | null;
  productFilters?: ProductFilterInput[] | null;
  unavailableProducts?: 'HIDE' | 'LAST' | 'SHOW' | null;
  prefix?: 'LAST' | 'NONE' | null;
};

type Hit = {
  node: {id: string};
  score: number;
  available: boolean;
  price: number;
};

const titleScore = (title: string, words: string[]) =>
  words.reduce((n, w) => n + (textMatches(title, w) ? 3 : 1), 0);

function matchedProducts(context: StorefrontContext, query: string) {
  const node = parseQuery(query);
  return searchables(
    context.db,
    publishedProducts(context.db),
    currencyForCountry(context.country),
  ).filter((p) => matches(p, node));
}

function contentHits(
  context: StorefrontContext,
  query: string,
  types: string[],
): Hit[] {
  const node = parseQuery(query);
  const words = freeWords(node);
  const hits: Hit[] = [];
  if (types.includes('PAGE')) {
    for (const page of pages) {
      if (
        evaluate(node, (field, value) =>
          textTerm(
            {
              title: page.title,
              handle: page.handle,
              body: htmlToText(page.body),
            },
            field,
            value,
          ),
        )
      ) {
        hits.push({
          node: pageObject(page, context.origin),
          score: titleScore(page.title, words),
          available: true,
          price: Infinity,
        });
      }
    }
  }
  if (types.includes('ARTICLE')) {
    for (const article of articles) {
      const fields = {
        title: article.title,
        handle: article.handle,
        tag: article.tags,
        author: article.author.name,
        body: htmlToText(article.body),
      };
      if (evaluate(node, (field, value) => textTerm(fields, field, value))) {
        hits.push({
          node: articleObject(article, context.origin),
          score: titleScore(article.title, words),
          available: true,
          price: Infinity,
        });
      }
    }
  }
  return hits;
}

function productHits(list: Searchable[], query: string): Hit[] {
  const words = freeWords(parseQuery(query));
  return sortProducts(list, 'RELEVANCE', parseQuery(query)).map((p) => ({
    node: productObject(p.row),
    score: titleScore(p.row.title, words) + 1,
    available: p.available,
    price: Math.min(...p.prices.map((x) => x.amount), Number.MAX_SAFE_INTEGER),
  }));
}

function order(
  hits: Hit[],
  sortKey: string | null | undefined,
  unavailable: string | null | undefined,
) {
  const stable = hits.map((hit, index) => ({hit, index}));
  stable.sort((a, b) => {
    if (unavailable !== 'SHOW' && a.hit.available !== b.hit.available)
      return a.hit.available ? -1 : 1;
    if (sortKey === 'PRICE')
      return a.hit.price - b.hit.price || a.index - b.index;
    return b.hit.score - a.hit.score || a.index - b.index;
  });
  return stable.map((s) => s.hit);
}

const maxPrice = (list: Searchable[]) =>
  Math.max(0, ...list.flatMap((p) => p.prices.map((x) => x.amount)));

/** Suggested completions: product titles and types whose words start with the last word typed. */
function suggestions(context: StorefrontContext, query: string) {
  const typed = query.trim().toLowerCase();
  const last = typed.split(/\s+/).pop() ?? '';
  if (!last) return [];
  const phrases = new Map<string, number>();
  for (const product of publishedProducts(context.db)) {
    for (const phrase of [
      product.product_type,
      ...product.title.split(/\s+/),
    ]) {
      const text = phrase.toLowerCase().replace(/[^a-z0-9 -]/g, '');
      if (text.startsWith(last) && text !== last)
        phrases.set(text, (phrases.get(text) ?? 0) + 1);
    }
  }
  const head = typed.slice(0, typed.length - last.length);
  return [...phrases.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([word]) => {
      const text = `${head}${word}`;
      return {
        __typename: 'SearchQuerySuggestion',
        text,
        styledText: `${typed}<mark>${text.slice(typed.length)}</mark>`,
        trackingParameters: null,
      };
    });
}

registerResolvers({
  QueryRoot: {
    search(_, args: SearchArgs, context: StorefrontContext) {
      const query = args.query ?? '';
      const types = args.types?.length
        ? args.types
        : ['PRODUCT', 'PAGE', 'ARTICLE'];
      const products = types.includes('PRODUCT')
        ? matchedProducts(context, query)
        : [];
      const visible =
        args.unavailableProducts === 'HIDE'
          ? products.filter((p) => p.available)
          : products;
      const filtered = applyFilters(visible, args.productFilters);
      const hits = order(
        [
          ...productHits(filtered, query),
          ...contentHits(context, query, types),
        ],
        args.sortKey,
        args.unavailableProducts ?? 'LAST',
      );
      return {
        ...pageOf(
          hits.map((h) => h.node),
          args,
          byId,
        ),
        totalCount: hits.length,
        productFilters: types.includes('PRODUCT')
          ? facets(visible, args.productFilters, maxPrice)
          : [],
      };
    },
    predictiveSearch(
      _,
      args: {
        query: string;
        limit?: number | null;
        limitScope?: 'ALL' | 'EACH' | null;
        types?: string[] | null;
        unavailableProducts?: string | null;
      },
      context: StorefrontContext,
    ) {
      const query = args.query ?? '';
      const limit = Math.min(Math.max(args.limit ?? 10, 1), 10);
      const types = args.types?.length
        ? args.types
        : ['PRODUCT', 'COLLECTION', 'PAGE', 'ARTICLE', 'QUERY'];
      const want = (type: string) => types.includes(type);
      const node = parseQuery(query.trim() ? query : '');
      const products =
        want('PRODUCT') && query.trim() ? matchedProducts(context, query) : [];
      const visible =
        args.unavailableProducts === 'HIDE'
          ? products.filter((p) => p.available)
          : products;
      const lists: Record<string, object[]> = {
        QUERY: want('QUERY') ? suggestions(context, query) : [],
        PRODUCT: order(
          productHits(visible, query),
          'RELEVANCE',
          args.unavailableProducts ?? 'LAST',
        ).map((h) => h.node),
        COLLECTION:
          want('COLLECTION') && query.trim()
            ? allCollections(context.db)
                .filter((c) =>
                  evaluate(node, (field, value) =>
                    textTerm({title: c.title, handle: c.handle}, field, value),
                  ),
                )
                .map((c) => collectionObject(c, context.origin))
            : [],
        PAGE: query.trim()
          ? contentHits(context, query, want('PAGE') ? ['PAGE'] : []).map(
              (h) => h.node,
            )
          : [],
        ARTICLE: query.trim()
          ? contentHits(context, query, want('ARTICLE') ? ['ARTICLE'] : []).map(
              (h) => h.node,
            )
          : [],
      };
      const taken: Record<string, object[]> = {
        QUERY: [],
        PRODUCT: [],
        COLLECTION: [],
        PAGE: [],
        ARTICLE: [],
      };
      if (args.limitScope === 'EACH') {
        for (const key of Object.keys(lists))
          taken[key] = lists[key].slice(0, limit);
      } else {
        // ALL: the limit is shared, taken in turn from each kind so no kind crowds out the rest.
        let total = 0;
        for (
          let round = 0;
          total < limit &&
          Object.keys(lists).some((k) => lists[k].length > round);
          round++
        ) {
          for (const key of Object.keys(lists)) {
            if (total < limit && lists[key][round]) {
              taken[key].push(lists[key][round]);
              total++;
            }
          }
        }
      }
      return {
        __typename: 'PredictiveSearchResult',
        queries: taken.QUERY,
        products: taken.PRODUCT,
        collections: taken.COLLECTION,
        pages: taken.PAGE,
        articles: taken.ARTICLE,
      };
    },
  },
});
