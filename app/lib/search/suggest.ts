/**
 * Query suggestions and trending queries from the search service (Searchspring's
 * suggest API), plus the text helpers the search overlay shows them with. Pure: the
 * caller passes `fetch`, so the sandbox and the hosted service are interchangeable.
 */
import {searchBaseUrl} from '~/lib/search/client';

export const SUGGEST_PATH = '/api/suggest/query';
export const TRENDING_PATH = '/api/suggest/trending';
export const SUGGESTION_COUNT = 4;
export const SUGGEST_PRODUCT_COUNT = 20;
export const TRENDING_LIMIT = 4;
/** Products shown in the overlay. */
export const OVERLAY_RESULTS = 6;

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function suggestRequestUrl({
  endpoint,
  siteId,
  q,
}: {
  endpoint: string;
  siteId: string;
  q: string;
}): string {
  const params = new URLSearchParams({
    siteId,
    q,
    language: 'en',
    suggestionCount: String(SUGGESTION_COUNT),
    productCount: String(SUGGEST_PRODUCT_COUNT),
  });
  return `${searchBaseUrl(endpoint, siteId)}${SUGGEST_PATH}?${params}`;
}

export function trendingRequestUrl({
  endpoint,
  siteId,
}: {
  endpoint: string;
  siteId: string;
}): string {
  const params = new URLSearchParams({siteId, limit: String(TRENDING_LIMIT)});
  return `${searchBaseUrl(endpoint, siteId)}${TRENDING_PATH}?${params}`;
}

/** suggested.text then alternatives[].text: distinct, non-empty, at most SUGGESTION_COUNT. */
export function readSuggestions(body: unknown): string[] {
  if (!isRecord(body)) return [];
  const out: string[] = [];
  const add = (value: unknown) => {
    const text = str(value);
    if (text && !out.some((seen) => seen.toLowerCase() === text.toLowerCase()))
      out.push(text);
  };
  if (isRecord(body.suggested)) add(body.suggested.text);
  if (Array.isArray(body.alternatives))
    for (const alt of body.alternatives) if (isRecord(alt)) add(alt.text);
  return out.slice(0, SUGGESTION_COUNT);
}

/** trending.queries[].searchQuery, at most TRENDING_LIMIT. */
export function readTrending(body: unknown): string[] {
  if (
    !isRecord(body) ||
    !isRecord(body.trending) ||
    !Array.isArray(body.trending.queries)
  )
    return [];
  return body.trending.queries
    .map((entry) => (isRecord(entry) ? str(entry.searchQuery) : ''))
    .filter(Boolean)
    .slice(0, TRENDING_LIMIT);
}

type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/** GET a suggest endpoint; a non-OK answer throws its HTTP status text. */
async function getJson(fetcher: FetchLike, url: string): Promise<unknown> {
  const response = await fetcher(url, {headers: {accept: 'application/json'}});
  if (!response.ok)
    throw new Error(response.statusText || String(response.status));
  return response.json();
}

export async function fetchSuggestions(
  fetcher: FetchLike,
  args: {endpoint: string; siteId: string; q: string},
) {
  return readSuggestions(await getJson(fetcher, suggestRequestUrl(args)));
}

export async function fetchTrending(
  fetcher: FetchLike,
  args: {endpoint: string; siteId: string},
) {
  return readTrending(await getJson(fetcher, trendingRequestUrl(args)));
}

/** Whether a suggestion is worth showing: only when it differs from the current query. */
export function differsFromQuery(suggestion: string, query: string): boolean {
  return fold(suggestion) !== fold(query);
}

function fold(value: string) {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

export type HighlightPart = {text: string; match: boolean};

/**
 * A suggestion split into the part that matches the query (shown bold) and the rest.
 * The query matches case-insensitively where it first occurs at a word start, else
 * anywhere; a corrected suggestion ('dress' for 'drses') gets the longest common prefix.
 */
export function highlightParts(
  suggestion: string,
  query: string,
): HighlightPart[] {
  const q = query.trim().toLowerCase();
  if (!q || !suggestion)
    return suggestion ? [{text: suggestion, match: false}] : [];
  const lower = suggestion.toLowerCase();
  let at = -1;
  for (let i = lower.indexOf(q); i !== -1; i = lower.indexOf(q, i + 1)) {
    if (i === 0 || /\s/.test(lower[i - 1])) {
      at = i;
      break;
    }
  }
  if (at === -1) at = lower.indexOf(q);
  let length = q.length;
  if (at === -1) {
    // No exact occurrence: the longest prefix the query and the suggestion share.
    length = 0;
    while (
      length < q.length &&
      length < lower.length &&
      q[length] === lower[length]
    )
      length++;
    if (length === 0) return [{text: suggestion, match: false}];
    at = 0;
  }
  const parts: HighlightPart[] = [];
  if (at > 0) parts.push({text: suggestion.slice(0, at), match: false});
  parts.push({text: suggestion.slice(at, at + length), match: true});
  if (at + length < suggestion.length)
    parts.push({text: suggestion.slice(at + length), match: false});
  return parts;
}

/** The last path segment of a redirect, the label of its link ('/collections/gift-cards' → 'gift-cards'). */
export function redirectLabel(target: string): string {
  const path = target.replace(/^https?:\/\/[^/]+/i, '').split(/[?#]/)[0];
  const segments = path.split('/').filter(Boolean);
  const last = segments.at(-1) ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
