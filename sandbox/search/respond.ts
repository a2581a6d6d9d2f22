/**
 * The JSON body of search.json and autocomplete.json, in the hosted service's raw
 * (legacy API) shape: the shape @searchspring/snap-client transforms and the app reads.
 */
import {randomUUID} from 'node:crypto';
import type {Outcome} from './execute.ts';
import {FACET_LABELS} from './facets.ts';
import {isKnownField} from './filtering.ts';
import {project, toHit} from './hits.ts';
import type {Filters, SearchRequest} from './params.ts';
import type {SearchIndex} from './search-index.ts';
import {sortingOptions} from './sorting.ts';

function pagination(
  request: SearchRequest,
  total: number,
  onPage: number,
  defaultPerPage: number,
) {
  const perPage = request.resultsPerPage;
  const totalPages = perPage > 0 ? Math.ceil(total / perPage) : 0;
  const page = request.page;
  const begin = onPage > 0 ? (page - 1) * perPage + 1 : 0;
  return {
    totalResults: total,
    begin,
    end: onPage > 0 ? begin + onPage - 1 : 0,
    currentPage: page,
    totalPages,
    previousPage: page > 1 ? Math.min(page - 1, Math.max(totalPages, 1)) : 0,
    nextPage: page < totalPages ? page + 1 : 0,
    perPage,
    defaultPerPage,
  };
}

function money(value: number, currency: string) {
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
    }).format(value);
  } catch {
    return String(value);
  }
}

function summary(filters: Filters, index: SearchIndex, currency: string) {
  const entries: {
    field: string;
    value: unknown;
    label: string;
    filterLabel: string;
    filterValue: string;
  }[] = [];
  for (const [field, values] of filters.values) {
    if (!isKnownField(index.docs[0], field)) continue;
    const filterLabel = FACET_LABELS[field] ?? field;
    for (const value of values)
      entries.push({
        field,
        value,
        label: `${filterLabel}: ${value}`,
        filterLabel,
        filterValue: value,
      });
  }
  for (const [field, range] of filters.ranges) {
    const name = field === 'price' ? 'ss_price' : field;
    if (!isKnownField(index.docs[0], name)) continue;
    const filterLabel = FACET_LABELS[name] ?? name;
    const show = (n: number | null) =>
      n === null ? '*' : name === 'ss_price' ? money(n, currency) : String(n);
    const filterValue = `${show(range.low)} - ${show(range.high)}`;
    entries.push({
      field: name,
      value: {rangeLow: range.low ?? '*', rangeHigh: range.high ?? '*'},
      label: `${filterLabel}: ${filterValue}`,
      filterLabel,
      filterValue,
    });
  }
  return entries;
}

export function minimalRedirect(url: string) {
  return {merchandising: {redirect: url}};
}

export function searchBody(
  outcome: Outcome,
  request: SearchRequest,
  index: SearchIndex,
  origin: string,
  defaultPerPage: number,
) {
  const {match, merchandising} = outcome;
  const products = outcome.page.flatMap((slot) =>
    slot.kind === 'product' ? [slot.doc] : [],
  );
  const filterSummary = summary(request.filters, index, request.site.currency);
  const corrected =
    match.corrected && match.effective !== match.original.toLowerCase();
  return {
    responseId: randomUUID(),
    pagination: pagination(
      request,
      outcome.totalSlots,
      outcome.page.length,
      defaultPerPage,
    ),
    sorting: {options: sortingOptions(request.sort)},
    resultLayout: 'grid',
    results: products.map((doc) =>
      project(toHit(doc, request.site, origin), request.fields),
    ),
    facets: outcome.facets,
    filterSummary,
    breadcrumbs: filterSummary.map((entry) => ({
      field: entry.field,
      label: entry.filterLabel,
      filterLabel: entry.filterLabel,
      filterValue: entry.filterValue,
      removeFilters: [
        typeof entry.value === 'string'
          ? `filter.${entry.field}=${entry.value}`
          : `filter.${entry.field}`,
      ],
      removeRefineQuery: [],
    })),
    merchandising: {
      redirect: outcome.redirect,
      is_elevated: [],
      elevated: [],
      removed: [],
      content: merchandising.content,
      facets: [],
      facetsHide: [],
      experiments: [],
      variants: [],
      personalized: false,
      triggeredCampaigns: merchandising.campaigns,
    },
    ...(corrected ? {didYouMean: {query: match.effective}} : {}),
    query: {
      matchType: match.matchType,
      ...(corrected
        ? {original: match.original, corrected: match.effective}
        : {}),
    },
  };
}
