/**
 * GET /api/v2/documents/search: ref, q, lang, page, pageSize, orderings, fetch,
 * fetchLinks, graphQuery, routes. Answers in the Content API's paginated shape.
 */
import {
  invalidParameter,
  parsingError,
  previewTokenExpired,
  QuerySyntaxError,
  refNotFound,
} from './errors.ts';
import {expandLinks, parseFieldList, urlFor, type Route} from './links.ts';
import {
  applyGraphQuery,
  GraphQueryError,
  parseGraphQuery,
  type GraphQuery,
} from './graph-query.ts';
import {
  fieldValue,
  matches,
  parseQuery,
  prepareSimilar,
  type Predicate,
} from './predicates.ts';
import {MASTER_LANG, type ContentDocument, type ContentStore} from './store.ts';

export const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 20;

export function search(
  store: ContentStore,
  url: URL,
  origin: string,
): Response {
  const params = url.searchParams;
  const ref = params.get('ref');
  if (!ref) return invalidParameter('Missing mandatory parameter: ref');
  const visible = store.documentsAt(ref);
  if (!visible && store.isExpiredPreview(ref)) return previewTokenExpired();
  if (!visible) return refNotFound(store.masterRef);

  let predicates: Predicate[] = [];
  try {
    for (const q of params.getAll('q')) predicates.push(...parseQuery(q));
  } catch (error) {
    if (error instanceof QuerySyntaxError)
      return parsingError(error.message, error.query, error.column);
    throw error;
  }

  const pageSize = integerParam(params.get('pageSize'), DEFAULT_PAGE_SIZE);
  if (pageSize === undefined || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    return invalidParameter(
      `pageSize must be an integer between 1 and ${MAX_PAGE_SIZE}`,
    );
  }
  const page = integerParam(params.get('page'), 1);
  if (page === undefined || page < 1)
    return invalidParameter('page must be an integer greater than 0');

  let routes: Route[] = [];
  try {
    routes = params.get('routes')
      ? (JSON.parse(params.get('routes')!) as Route[])
      : [];
    if (!Array.isArray(routes)) throw new Error();
  } catch {
    return invalidParameter('routes must be a JSON array of route resolvers');
  }

  let orderings: Ordering[];
  try {
    orderings = parseOrderings(params.get('orderings'));
  } catch (error) {
    return parsingError(
      (error as Error).message,
      params.get('orderings') ?? '',
      1,
    );
  }

  predicates = prepareSimilar(predicates, visible);
  let graphQuery: GraphQuery | undefined;
  try {
    graphQuery = parseGraphQuery(params.get('graphQuery'));
  } catch (error) {
    if (error instanceof GraphQueryError)
      return parsingError(error.message, params.get('graphQuery') ?? '', 1);
    throw error;
  }
  const lang = params.get('lang') ?? MASTER_LANG;
  const hits = visible
    .filter((d) => lang === '*' || d.lang === lang)
    .filter((d) => predicates.every((p) => matches(d, p)))
    .sort(compareBy(orderings));

  const total = hits.length;
  const totalPages = Math.ceil(total / pageSize);
  const slice = hits.slice((page - 1) * pageSize, page * pageSize);
  const byId = new Map(visible.map((d) => [d.id, d]));
  const expansion = {
    byId,
    fetchLinks: parseFieldList(params.get('fetchLinks')),
    routes,
  };
  const only = parseFieldList(params.get('fetch'));
  const pageUrl = (n: number) => {
    const next = new URL(url);
    next.searchParams.set('page', String(n));
    next.searchParams.set('pageSize', String(pageSize));
    return `${origin}${next.pathname}${next.search}`;
  };

  const results = slice.map((doc) =>
    present(doc, {ref, origin, expansion, only, byId, routes, graphQuery}),
  );
  return Response.json(
    {
      page,
      results_per_page: pageSize,
      results_size: results.length,
      total_results_size: total,
      total_pages: totalPages,
      next_page: page < totalPages ? pageUrl(page + 1) : null,
      prev_page: page > 1 && page <= totalPages + 1 ? pageUrl(page - 1) : null,
      results,
      version: 'sandbox',
      license: 'All Rights Reserved',
    },
    {headers: {'access-control-allow-origin': '*'}},
  );
}

function present(
  doc: ContentDocument,
  ctx: {
    ref: string;
    origin: string;
    expansion: Parameters<typeof expandLinks>[1];
    only: Map<string, string[]>;
    byId: Map<string, ContentDocument>;
    routes: Route[];
    graphQuery?: GraphQuery;
  },
) {
  const fields = ctx.only.get(doc.type);
  const expanded = expandLinks(doc.data, ctx.expansion) as Record<
    string,
    unknown
  >;
  const selected = ctx.graphQuery
    ? applyGraphQuery({type: doc.type, data: expanded}, ctx.graphQuery, (id) =>
        ctx.byId.get(id),
      )
    : expanded;
  const data = fields
    ? Object.fromEntries(
        Object.entries(selected).filter(([k]) => fields.includes(k)),
      )
    : selected;
  const withOrigin = substitute(
    {
      ...doc,
      url: ctx.routes.length ? urlFor(doc, ctx.routes) : null,
      // Alternates in drafts only exist while previewing.
      alternate_languages: doc.alternate_languages.filter((a) =>
        ctx.byId.has(a.id),
      ),
      data,
    },
    ctx.origin,
    ctx.ref,
  );
  return withOrigin;
}

/** Stored documents say `{{origin}}` for the sandbox's own URLs (images, hrefs). */
export function substitute<T>(value: T, origin: string, ref: string): T {
  const json = JSON.stringify(value)
    .replaceAll('{{origin}}', origin)
    .replaceAll('{{ref}}', encodeURIComponent(ref));
  return JSON.parse(json) as T;
}

function integerParam(raw: string | null, fallback: number) {
  if (raw === null || raw === '') return fallback;
  return /^\d+$/.test(raw) ? Number(raw) : undefined;
}

type Ordering = {path: string; desc: boolean};

function parseOrderings(raw: string | null): Ordering[] {
  if (!raw) return [{path: 'document.first_publication_date', desc: false}];
  const inner = raw.trim().replace(/^\[/, '').replace(/\]$/, '');
  return inner
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const [path, direction, extra] = entry.split(/\s+/);
      if (
        extra ||
        (direction && direction !== 'desc' && direction !== 'asc') ||
        !/^(document|my)\.[\w.-]+$/.test(path)
      ) {
        throw new Error(`Invalid ordering '${entry}'`);
      }
      return {path, desc: direction === 'desc'};
    });
}

function compareBy(orderings: Ordering[]) {
  return (a: ContentDocument, b: ContentDocument) => {
    for (const {path, desc} of orderings) {
      const c = compareValues(fieldValue(a, path), fieldValue(b, path));
      if (c) return desc ? -c : c;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

function compareValues(a: unknown, b: unknown) {
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  if (empty(a) || empty(b))
    return empty(a) === empty(b) ? 0 : empty(a) ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}
