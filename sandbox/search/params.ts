/**
 * Search request parameters, read the way the hosted service reads them but never
 * trusting them: anything unreadable is dropped or clamped, so a hostile address
 * gets an ordinary answer. Only a missing or malformed siteId is refused.
 */
import {siteFor, type Site} from './sites.ts';

export const LIMITS = {
  maxQueryLength: 200,
  maxResultsPerPage: 100,
  maxPage: 1_000_000,
  maxValuesPerField: 100,
  maxFilterFields: 30,
  maxValueLength: 200,
} as const;

export const DEFAULT_RESULTS_PER_PAGE = {search: 48, autocomplete: 20} as const;

export type Range = {low: number | null; high: number | null};
export type Filters = {
  values: Map<string, string[]>;
  ranges: Map<string, Range>;
};
export type Sort = {field: string; direction: 'asc' | 'desc'};

export type SearchRequest = {
  site: Site;
  q: string;
  page: number;
  resultsPerPage: number;
  filters: Filters;
  background: Filters;
  sort: Sort | null;
  /** Hit fields to return; null for all. */
  fields: string[] | null;
  redirectResponse: 'minimal' | 'full';
  merchandising: boolean;
  inlineBanners: boolean;
  landingPage: string;
  identity: {
    userId: string;
    sessionId: string;
    pageLoadId: string;
    shopper: string;
  };
};

const FIELD_NAME = /^[A-Za-z0-9_]{1,64}$/;

function wholeNumber(raw: string | null): number | null {
  if (raw === null || !/^\s*-?\d{1,15}\s*$/.test(raw)) return null;
  return Number(raw);
}

function bound(raw: string): number | null {
  const text = raw.trim();
  if (text === '' || text === '*' || !/^-?\d{1,12}(\.\d{1,6})?$/.test(text))
    return null;
  return Number(text);
}

function readFilters(
  params: URLSearchParams,
  prefix: 'filter' | 'bgfilter',
): Filters {
  const values = new Map<string, string[]>();
  const ranges = new Map<string, Range>();
  for (const [key, raw] of params) {
    if (!key.startsWith(`${prefix}.`)) continue;
    const rest = key.slice(prefix.length + 1);
    const range = /^(.+)\.(low|high)$/.exec(rest);
    const field = range ? range[1] : rest;
    if (!FIELD_NAME.test(field)) continue;
    if (
      !values.has(field) &&
      !ranges.has(field) &&
      values.size + ranges.size >= LIMITS.maxFilterFields
    )
      continue;
    if (range) {
      const entry = ranges.get(field) ?? {low: null, high: null};
      const number = bound(raw);
      if (range[2] === 'low' && entry.low === null) entry.low = number;
      if (range[2] === 'high' && entry.high === null) entry.high = number;
      ranges.set(field, entry);
      continue;
    }
    const value = raw.trim().slice(0, LIMITS.maxValueLength);
    if (!value) continue;
    const list = values.get(field) ?? [];
    if (list.length < LIMITS.maxValuesPerField && !list.includes(value))
      list.push(value);
    values.set(field, list);
  }
  for (const [field, range] of ranges) {
    if (range.low === null && range.high === null) ranges.delete(field);
    else if (
      range.low !== null &&
      range.high !== null &&
      range.low > range.high
    )
      ranges.set(field, {low: range.high, high: range.low});
  }
  return {values, ranges};
}

function readSort(params: URLSearchParams): Sort | null {
  for (const [key, raw] of params) {
    if (!key.startsWith('sort.')) continue;
    const field = key.slice(5);
    const direction = raw.trim().toLowerCase();
    if (FIELD_NAME.test(field) && (direction === 'asc' || direction === 'desc'))
      return {field, direction};
  }
  return null;
}

const text = (params: URLSearchParams, name: string, max = 200) =>
  (params.get(name) ?? '').trim().slice(0, max);

export function readSearchRequest(
  url: URL,
  mode: 'search' | 'autocomplete',
): SearchRequest | {error: string} {
  const params = url.searchParams;
  const site = siteFor(params.get('siteId'));
  if ('error' in site) return site;
  const perPage = wholeNumber(params.get('resultsPerPage'));
  const page = wholeNumber(params.get('page'));
  const fields = text(params, 'fields', 2000)
    .split(',')
    .map((f) => f.trim())
    .filter((f) => FIELD_NAME.test(f));
  const flag = (name: string) => /^(1|true|yes)$/i.test(text(params, name));
  return {
    site,
    q: text(params, 'q', LIMITS.maxQueryLength),
    page: page !== null && page >= 1 ? Math.min(page, LIMITS.maxPage) : 1,
    resultsPerPage:
      perPage === null || perPage < 0
        ? DEFAULT_RESULTS_PER_PAGE[mode]
        : Math.min(perPage, LIMITS.maxResultsPerPage),
    filters: readFilters(params, 'filter'),
    background: readFilters(params, 'bgfilter'),
    sort: readSort(params),
    fields: fields.length ? fields : null,
    redirectResponse:
      text(params, 'redirectResponse').toLowerCase() === 'full'
        ? 'full'
        : 'minimal',
    merchandising: !flag('disableMerchandising'),
    inlineBanners: !flag('disableInlineBanners'),
    landingPage: text(params, 'landing-page', 100),
    identity: {
      userId: text(params, 'userId', 100),
      sessionId: text(params, 'sessionId', 100),
      pageLoadId: text(params, 'pageLoadId', 100),
      shopper: text(params, 'shopper', 200),
    },
  };
}
