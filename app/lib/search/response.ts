/**
 * The search service's answer (results, facets, pagination, sorting, merchandising)
 * read into plain data a listing renders. Only filters and sorts the listing address
 * can express are kept, so every facet a shopper sees can be a link.
 */
import type {Pagination} from '~/lib/search/filter-state';
import {
  DEFAULT_RESULTS_PER_PAGE,
  filterNameForField,
  isValueFilterName,
  sortNameForField,
  type ValueFilterName,
} from '~/lib/search/url';
import {
  readHit,
  text,
  type Currency,
  type SearchProduct,
} from '~/lib/search/hits';
import {sanitizeBannerHtml} from '~/lib/search/banner-html';

export type FacetValue = {
  value: string;
  label: string;
  count: number;
  active: boolean;
};

export type ValueFacet = {
  kind: 'values';
  name: ValueFilterName;
  field: string;
  label: string;
  values: FacetValue[];
};
export type RangeFacet = {
  kind: 'range';
  name: 'price';
  field: string;
  label: string;
  /** Lowest and highest price in the results. */
  range: [number, number];
  /** The chosen range, when there is one. */
  active: [number, number] | null;
  step: number;
};
export type ListingFacet = ValueFacet | RangeFacet;

/** A sort as the address writes it ('price-asc'); '' is the service's own order. */
export type SortOption = {value: string; label: string; active: boolean};

export type InlineBanner = {position: number; html: string};
export type Merchandising = {
  redirect: string;
  header: string[];
  banner: string[];
  footer: string[];
  left: string[];
  inline: InlineBanner[];
};

export type SearchResponse = {
  results: SearchProduct[];
  facets: ListingFacet[];
  pagination: Pagination;
  sortOptions: SortOption[];
  merchandising: Merchandising;
  didYouMean: string | null;
  /**
   * Products found. `pagination.totalResults` counts grid slots, and every inline
   * banner of the listing takes one (at its index, or at the end), so they come off.
   */
  productCount: number;
};

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const records = (value: unknown): Raw[] =>
  Array.isArray(value) ? value.filter(isRecord) : [];

function count(value: unknown, fallback = 0): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? Math.floor(parsed) : fallback;
}

function finite(value: unknown): number | null {
  if (value === '*' || value === null || value === undefined || value === '')
    return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

function readPagination(
  raw: unknown,
  resultCount: number,
  page: number,
): Pagination {
  const source = isRecord(raw) ? raw : {};
  const perPage =
    count(source.perPage, DEFAULT_RESULTS_PER_PAGE) || DEFAULT_RESULTS_PER_PAGE;
  const totalResults = count(source.totalResults, resultCount);
  const totalPages = count(
    source.totalPages,
    Math.ceil(totalResults / perPage),
  );
  const currentPage = count(source.currentPage, page) || page;
  const begin = count(
    source.begin,
    resultCount ? (currentPage - 1) * perPage + 1 : 0,
  );
  return {
    totalResults,
    begin,
    end: count(source.end, begin ? begin + resultCount - 1 : 0),
    currentPage,
    totalPages,
    previousPage: count(source.previousPage, Math.max(currentPage - 1, 0)),
    nextPage: count(
      source.nextPage,
      currentPage < totalPages ? currentPage + 1 : 0,
    ),
    perPage,
    defaultPerPage:
      count(source.defaultPerPage, DEFAULT_RESULTS_PER_PAGE) ||
      DEFAULT_RESULTS_PER_PAGE,
  };
}

function readFacet(raw: Raw): ListingFacet | null {
  const field = text(raw.field);
  const name = filterNameForField(field);
  if (!name) return null;
  const label = text(raw.label) || name;
  if (name === 'price') {
    const range = Array.isArray(raw.range) ? raw.range.map(finite) : [];
    if (range.length !== 2 || range[0] === null || range[1] === null)
      return null;
    const active = Array.isArray(raw.active) ? raw.active.map(finite) : [];
    return {
      kind: 'range',
      name,
      field,
      label,
      range: [range[0], range[1]],
      active:
        active.length === 2 && active[0] !== null && active[1] !== null
          ? [active[0], active[1]]
          : null,
      step: finite(raw.step) ?? 1,
    };
  }
  if (!isValueFilterName(name)) return null;
  const values = records(raw.values)
    .filter((value) => value.type === undefined || value.type === 'value')
    .map((value) => ({
      value: text(value.value),
      label: text(value.label) || text(value.value),
      count: count(value.count),
      active: Boolean(value.active),
    }))
    .filter((value) => value.value !== '' && !value.value.includes('__'));
  return values.length ? {kind: 'values', name, field, label, values} : null;
}

function readSortOptions(raw: unknown): SortOption[] {
  const options = isRecord(raw) ? records(raw.options) : [];
  const seen = new Set<string>();
  const read: SortOption[] = [];
  for (const option of options) {
    const field = text(option.field);
    const direction = text(option.direction).toLowerCase();
    const name = sortNameForField(field);
    // Sorts the address can't name (relevance) are the service's own order: no sort parameter.
    const value = name
      ? direction === 'asc' || direction === 'desc'
        ? `${name}-${direction}`
        : null
      : '';
    if (value === null || seen.has(value)) continue;
    seen.add(value);
    read.push({
      value,
      label: text(option.label) || value || 'Featured',
      active: Boolean(option.active),
    });
  }
  return read;
}

function htmlList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value ? [value] : [];
  return items
    .map((item) => sanitizeBannerHtml(isRecord(item) ? item.value : item))
    .filter(Boolean);
}

function readMerchandising(raw: unknown): Merchandising {
  const source = isRecord(raw) ? raw : {};
  const content = isRecord(source.content) ? source.content : {};
  const inline = records(content.inline)
    .map((banner) => {
      const config = isRecord(banner.config) ? banner.config : {};
      const position = isRecord(config.position)
        ? count(config.position.index, -1)
        : -1;
      return {position, html: sanitizeBannerHtml(banner.value)};
    })
    .filter((banner) => banner.position >= 0 && banner.html)
    .sort((a, b) => a.position - b.position);
  return {
    redirect: text(source.redirect),
    header: htmlList(content.header),
    banner: htmlList(content.banner),
    footer: htmlList(content.footer),
    left: htmlList(content.left),
    inline,
  };
}

/** Reads a raw answer; unknown or malformed parts come back empty, never as an error. */
export function readSearchResponse(
  body: unknown,
  {
    currency,
    siteCurrency,
    page = 1,
  }: {currency: Currency; siteCurrency?: Currency; page?: number},
): SearchResponse {
  const raw = isRecord(body) ? body : {};
  const hits = Array.isArray(raw.results) ? raw.results : [];
  const pagination = readPagination(raw.pagination, hits.length, page);
  const firstPosition =
    pagination.begin || (pagination.currentPage - 1) * pagination.perPage + 1;
  const results = hits
    .map((hit, index) =>
      readHit(hit, {currency, siteCurrency, position: firstPosition + index}),
    )
    .filter((product): product is SearchProduct => product !== null);
  const didYouMean = isRecord(raw.didYouMean) ? text(raw.didYouMean.query) : '';
  const merchandising = readMerchandising(raw.merchandising);
  return {
    results,
    facets: records(raw.facets)
      .map(readFacet)
      .filter((facet): facet is ListingFacet => facet !== null),
    pagination,
    sortOptions: readSortOptions(raw.sorting),
    merchandising,
    didYouMean: didYouMean || null,
    productCount: Math.max(
      pagination.totalResults - merchandising.inline.length,
      results.length,
    ),
  };
}
