/**
 * The state of a search or collection listing as the shopper changes it: a pure
 * reducer, so the same rules hold in a component, a test, or a server loader.
 *
 * Every change to what is asked for (site, text, filters, sort, page, page size) sets
 * `loading`; the caller runs the search and answers with `receiveResults` or
 * `searchFailed`. Changing the question (text, filters, sort, page size, site) starts
 * again at page 1 with no results, so results of two questions never mix.
 */
import {
  DEFAULT_RESULTS_PER_PAGE,
  type ListingFilter,
  type ListingSort,
  type ListingState,
} from '~/lib/search/url';

export type Pagination = {
  totalResults: number;
  begin: number;
  end: number;
  currentPage: number;
  totalPages: number;
  previousPage: number;
  nextPage: number;
  perPage: number;
  defaultPerPage: number;
};

/** A facet as the search service sends it; slider facets carry a [low, high] range. */
export type Facet = {
  field: string;
  type?: string;
  range?: [number, number];
  [key: string]: unknown;
};

export type InfiniteScroll = {
  enabled: boolean;
  /** Where infinite scroll began: the page and the index of its first result. */
  startPage: number;
  startIndex: number;
};

export type FilterState<Result = unknown> = {
  site: string;
  q: string;
  filters: ListingFilter[];
  sort: ListingSort | null;
  page: number;
  resultsPerPage: number;
  totalPages: number;
  pagination: Pagination | null;
  infiniteScroll: InfiniteScroll;
  results: Result[];
  facets: Facet[];
  /** Widest range seen per slider facet, so narrowing a slider never shrinks its track. */
  sliderRanges: Record<string, [number, number]>;
  loading: boolean;
};

export type FilterAction<Result = unknown> =
  | {type: 'setSite'; site: string}
  | {type: 'setQuery'; q: string}
  | {type: 'addFilter'; filter: ListingFilter}
  | {type: 'removeFilter'; filter: ListingFilter}
  | {type: 'setRange'; field: 'price'; low: number; high: number}
  | {type: 'setSort'; sort: ListingSort | null}
  | {type: 'setPage'; page: number}
  | {type: 'setResultsPerPage'; resultsPerPage: number}
  | {type: 'nextPage'}
  | {type: 'enableInfiniteScroll'}
  | {type: 'disableInfiniteScroll'}
  | {type: 'appendResults'; results: Result[]}
  | {
      type: 'receiveResults';
      results: Result[];
      facets?: Facet[];
      pagination?: Partial<Pagination> | null;
    }
  | {type: 'searchFailed'}
  | {type: 'clearFilters'}
  | {type: 'clearSearch'}
  | {type: 'loadListing'; listing: ListingState};

const NO_INFINITE_SCROLL: InfiniteScroll = {
  enabled: false,
  startPage: 1,
  startIndex: 0,
};

export function initialFilterState<Result = unknown>(
  listing: Partial<ListingState> = {},
  site = '',
): FilterState<Result> {
  return {
    site,
    q: listing.q ?? '',
    filters: listing.filters ?? [],
    sort: listing.sort ?? null,
    page: listing.page ?? 1,
    resultsPerPage: listing.resultsPerPage ?? DEFAULT_RESULTS_PER_PAGE,
    totalPages: 0,
    pagination: null,
    infiniteScroll: NO_INFINITE_SCROLL,
    results: [],
    facets: [],
    sliderRanges: {},
    loading: true,
  };
}

/** What the listing asks for, for the address and the search request. */
export function listingOf(state: FilterState<unknown>): ListingState {
  return {
    q: state.q,
    page: state.page,
    resultsPerPage: state.resultsPerPage,
    filters: state.filters,
    sort: state.sort,
  };
}

function sameFilter(a: ListingFilter, b: ListingFilter): boolean {
  if (a.type !== b.type || a.field !== b.field) return false;
  return a.type === 'range' || a.value === (b as typeof a).value;
}

function filterKey(filter: ListingFilter): string {
  return filter.type === 'range'
    ? `range:${filter.field}:${filter.low}:${filter.high}`
    : `value:${filter.field}:${filter.value}`;
}

/** Same filters in any order. */
function sameFilters(a: ListingFilter[], b: ListingFilter[]): boolean {
  const keys = new Set(a.map(filterKey));
  return (
    keys.size === new Set(b.map(filterKey)).size &&
    b.every((filter) => keys.has(filterKey(filter)))
  );
}

function sameSort(a: ListingSort | null, b: ListingSort | null): boolean {
  return (
    a === b ||
    (a !== null &&
      b !== null &&
      a.field === b.field &&
      a.direction === b.direction)
  );
}

/** A new question: back to page 1, infinite scroll off, no results. */
function newQuestion<Result>(
  state: FilterState<Result>,
  change: Partial<FilterState<Result>>,
): FilterState<Result> {
  return {
    ...state,
    ...change,
    page: 1,
    infiniteScroll: NO_INFINITE_SCROLL,
    results: [],
    loading: true,
  };
}

function withFilters<Result>(
  state: FilterState<Result>,
  filters: ListingFilter[],
): FilterState<Result> {
  return sameFilters(filters, state.filters)
    ? state
    : newQuestion(state, {filters});
}

function wholeAtLeastOne(value: number): number | null {
  const number = Math.floor(Number(value));
  return Number.isFinite(number) && number >= 1 ? number : null;
}

function widenSliders<Result>(state: FilterState<Result>, facets: Facet[]) {
  const sliderRanges = {...state.sliderRanges};
  const widened = facets.map((facet) => {
    const range = facet.range;
    if (
      facet.type !== 'slider' ||
      !Array.isArray(range) ||
      !range.every(Number.isFinite)
    )
      return facet;
    const seen = sliderRanges[facet.field];
    const widest: [number, number] = seen
      ? [Math.min(seen[0], range[0]), Math.max(seen[1], range[1])]
      : [range[0], range[1]];
    sliderRanges[facet.field] = widest;
    return {...facet, range: widest};
  });
  return {facets: widened, sliderRanges};
}

export function filterReducer<Result>(
  state: FilterState<Result>,
  action: FilterAction<Result>,
): FilterState<Result> {
  switch (action.type) {
    case 'setSite':
      return action.site === state.site
        ? state
        : {
            ...newQuestion(state, {site: action.site}),
            facets: [],
            sliderRanges: {},
          };

    case 'setQuery': {
      const q = action.q.trim();
      return q === state.q
        ? state
        : {...newQuestion(state, {q}), sliderRanges: {}};
    }

    case 'addFilter': {
      const filters =
        action.filter.type === 'range'
          ? [
              ...state.filters.filter(
                (filter) =>
                  !(
                    filter.type === 'range' &&
                    filter.field === action.filter.field
                  ),
              ),
              action.filter,
            ]
          : state.filters.some((filter) => sameFilter(filter, action.filter))
            ? state.filters
            : [...state.filters, action.filter];
      return withFilters(state, filters);
    }

    case 'removeFilter':
      return withFilters(
        state,
        state.filters.filter((filter) => !sameFilter(filter, action.filter)),
      );

    case 'setRange': {
      if (!(
        Number.isFinite(action.low) &&
        Number.isFinite(action.high) &&
        action.low <= action.high
      ))
        return state;
      return filterReducer(state, {
        type: 'addFilter',
        filter: {
          type: 'range',
          field: action.field,
          low: action.low,
          high: action.high,
        },
      });
    }

    case 'setSort':
      return sameSort(action.sort, state.sort)
        ? state
        : newQuestion(state, {sort: action.sort});

    case 'setResultsPerPage': {
      const resultsPerPage = wholeAtLeastOne(action.resultsPerPage);
      return resultsPerPage === null || resultsPerPage === state.resultsPerPage
        ? state
        : newQuestion(state, {resultsPerPage});
    }

    case 'setPage': {
      const page = wholeAtLeastOne(action.page);
      if (page === null || page === state.page) return state;
      return {
        ...state,
        page,
        results: state.infiniteScroll.enabled ? state.results : [],
        loading: true,
      };
    }

    case 'nextPage': {
      const page = Math.min(state.page + 1, Math.max(state.totalPages, 1));
      return page === state.page ? state : {...state, page, loading: true};
    }

    case 'enableInfiniteScroll':
      if (state.infiniteScroll.enabled) return state;
      return {
        ...state,
        infiniteScroll: {
          enabled: true,
          startPage: state.page,
          startIndex:
            state.pagination?.begin ??
            (state.page - 1) * state.resultsPerPage + 1,
        },
      };

    case 'disableInfiniteScroll':
      return state.infiniteScroll.enabled
        ? {...state, infiniteScroll: NO_INFINITE_SCROLL}
        : state;

    case 'appendResults':
      return {
        ...state,
        results: [...state.results, ...action.results],
        loading: false,
      };

    case 'receiveResults': {
      const totalPages = Math.max(
        0,
        Math.floor(Number(action.pagination?.totalPages ?? state.totalPages)) ||
          0,
      );
      const pagination = action.pagination
        ? ({...state.pagination, ...action.pagination} as Pagination)
        : state.pagination;
      const appending =
        state.infiniteScroll.enabled &&
        state.page > state.infiniteScroll.startPage;
      const {facets, sliderRanges} = widenSliders(
        state,
        action.facets ?? state.facets,
      );
      return {
        ...state,
        results: appending
          ? [...state.results, ...action.results]
          : action.results,
        facets,
        sliderRanges,
        pagination,
        totalPages,
        loading: false,
      };
    }

    case 'searchFailed':
      return state.loading ? {...state, loading: false} : state;

    case 'clearFilters':
      return withFilters(state, []);

    case 'clearSearch':
      return state.q === '' && state.filters.length === 0
        ? state
        : {...newQuestion(state, {q: '', filters: []}), sliderRanges: {}};

    case 'loadListing': {
      const {listing} = action;
      const questionChanged =
        listing.q !== state.q ||
        !sameFilters(listing.filters, state.filters) ||
        !sameSort(listing.sort, state.sort) ||
        listing.resultsPerPage !== state.resultsPerPage;
      if (questionChanged) {
        const next = newQuestion(state, {
          q: listing.q,
          filters: listing.filters,
          sort: listing.sort,
          resultsPerPage: listing.resultsPerPage,
        });
        return {
          ...next,
          page: listing.page,
          sliderRanges: listing.q === state.q ? state.sliderRanges : {},
        };
      }
      return filterReducer(state, {type: 'setPage', page: listing.page});
    }

    default:
      return state;
  }
}
