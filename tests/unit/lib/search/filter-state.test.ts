import {describe, expect, it} from 'vitest';
import {
  filterReducer,
  initialFilterState,
  listingOf,
  type FilterAction,
  type FilterState,
} from '~/lib/search/filter-state';
import type {ListingFilter} from '~/lib/search/url';

type Hit = {id: number};
const red: ListingFilter = {type: 'value', field: 'colour', value: 'red'};
const blue: ListingFilter = {type: 'value', field: 'colour', value: 'blue'};

/** A listing showing page 3 of 5 with results, not loading. */
function settled(overrides: Partial<FilterState<Hit>> = {}): FilterState<Hit> {
  const start = initialFilterState<Hit>({q: 'dress', page: 3}, 'sandbox-au');
  const loaded = filterReducer(start, {
    type: 'receiveResults',
    results: [{id: 1}, {id: 2}],
    facets: [],
    pagination: {
      totalPages: 5,
      currentPage: 3,
      begin: 97,
      end: 144,
      totalResults: 230,
    },
  });
  return {...loaded, ...overrides};
}

const run = (state: FilterState<Hit>, ...actions: FilterAction<Hit>[]) =>
  actions.reduce(filterReducer<Hit>, state);

describe('filterReducer', () => {
  it('starts loading with the listing from the address', () => {
    const state = initialFilterState({q: 'top', page: 2}, 'sandbox-us');
    expect(state).toMatchObject({
      site: 'sandbox-us',
      q: 'top',
      page: 2,
      resultsPerPage: 48,
      loading: true,
      results: [],
    });
  });

  it('stores results and stops loading', () => {
    expect(settled()).toMatchObject({
      results: [{id: 1}, {id: 2}],
      totalPages: 5,
      loading: false,
    });
  });

  it.each<[string, FilterAction<Hit>]>([
    ['adding a filter', {type: 'addFilter', filter: red}],
    ['setting a range', {type: 'setRange', field: 'price', low: 10, high: 50}],
    [
      'changing the sort',
      {type: 'setSort', sort: {field: 'ss_price', direction: 'asc'}},
    ],
  ])(
    '%s resets to page 1, turns infinite scroll off, clears results and loads',
    (_name, action) => {
      const before = run(settled(), {type: 'enableInfiniteScroll'});
      const after = filterReducer(before, action);
      expect(after).toMatchObject({
        page: 1,
        results: [],
        loading: true,
        infiniteScroll: {enabled: false},
      });
    },
  );

  it('removing a filter resets too', () => {
    const withRed = run(
      settled(),
      {type: 'addFilter', filter: red},
      {type: 'receiveResults', results: [{id: 9}]},
      {type: 'setPage', page: 2},
    );
    const after = filterReducer(withRed, {type: 'removeFilter', filter: red});
    expect(after).toMatchObject({
      filters: [],
      page: 1,
      results: [],
      loading: true,
    });
  });

  it('adds a value once and keeps other values', () => {
    const state = run(
      settled(),
      {type: 'addFilter', filter: red},
      {type: 'addFilter', filter: blue},
      {type: 'addFilter', filter: red},
    );
    expect(state.filters).toEqual([red, blue]);
  });

  it('replaces the price range instead of adding a second one', () => {
    const state = run(
      settled(),
      {type: 'setRange', field: 'price', low: 10, high: 50},
      {type: 'setRange', field: 'price', low: 20, high: 40},
    );
    expect(state.filters).toEqual([
      {type: 'range', field: 'price', low: 20, high: 40},
    ]);
  });

  it('ignores an upside-down range', () => {
    const before = settled();
    expect(
      filterReducer(before, {
        type: 'setRange',
        field: 'price',
        low: 50,
        high: 10,
      }),
    ).toBe(before);
  });

  it('does nothing (and does not load) when nothing changes', () => {
    const before = settled();
    expect(filterReducer(before, {type: 'removeFilter', filter: red})).toBe(
      before,
    );
    expect(filterReducer(before, {type: 'setSort', sort: null})).toBe(before);
    expect(filterReducer(before, {type: 'setQuery', q: 'dress'})).toBe(before);
    expect(filterReducer(before, {type: 'setPage', page: 3})).toBe(before);
    expect(filterReducer(before, {type: 'setSite', site: 'sandbox-au'})).toBe(
      before,
    );
  });

  it('moves to the next page, but not past the last', () => {
    const next = filterReducer(settled(), {type: 'nextPage'});
    expect(next).toMatchObject({page: 4, loading: true});
    const last = settled({page: 5});
    expect(filterReducer(last, {type: 'nextPage'})).toBe(last);
  });

  it('records where infinite scroll started and appends later pages', () => {
    const scrolling = filterReducer(settled(), {type: 'enableInfiniteScroll'});
    expect(scrolling.infiniteScroll).toEqual({
      enabled: true,
      startPage: 3,
      startIndex: 97,
    });
    const more = run(
      scrolling,
      {type: 'nextPage'},
      {
        type: 'receiveResults',
        results: [{id: 3}],
        pagination: {currentPage: 4, totalPages: 5},
      },
    );
    expect(more.results).toEqual([{id: 1}, {id: 2}, {id: 3}]);
    expect(more.loading).toBe(false);
  });

  it('replaces results page by page without infinite scroll', () => {
    const next = run(
      settled(),
      {type: 'nextPage'},
      {type: 'receiveResults', results: [{id: 3}]},
    );
    expect(next.results).toEqual([{id: 3}]);
  });

  it('appends results on request', () => {
    expect(
      filterReducer(settled(), {type: 'appendResults', results: [{id: 7}]})
        .results,
    ).toEqual([{id: 1}, {id: 2}, {id: 7}]);
  });

  it('clears filters but keeps the search text', () => {
    const state = run(
      settled(),
      {type: 'addFilter', filter: red},
      {type: 'clearFilters'},
    );
    expect(state).toMatchObject({
      q: 'dress',
      filters: [],
      page: 1,
      loading: true,
    });
  });

  it('clears the search text and the filters', () => {
    const state = run(
      settled(),
      {type: 'addFilter', filter: red},
      {type: 'clearSearch'},
    );
    expect(state).toMatchObject({q: '', filters: []});
  });

  it.each<[string, FilterAction<Hit>]>([
    ['site', {type: 'setSite', site: 'sandbox-us'}],
    ['query', {type: 'setQuery', q: 'shirt'}],
    ['page', {type: 'setPage', page: 2}],
    ['page size', {type: 'setResultsPerPage', resultsPerPage: 24}],
    ['sort', {type: 'setSort', sort: {field: 'ss_pct_off', direction: 'desc'}}],
    ['filters', {type: 'addFilter', filter: blue}],
  ])('a change of %s sets loading', (_name, action) => {
    expect(filterReducer(settled(), action).loading).toBe(true);
  });

  it('stops loading when the search fails', () => {
    const failed = run(
      settled(),
      {type: 'setPage', page: 2},
      {type: 'searchFailed'},
    );
    expect(failed.loading).toBe(false);
  });

  it('keeps the widest range seen for a slider facet', () => {
    const slider = (low: number, high: number) => ({
      field: 'ss_price',
      type: 'slider',
      range: [low, high] as [number, number],
    });
    const state = run(
      settled(),
      {type: 'receiveResults', results: [], facets: [slider(20, 300)]},
      {type: 'receiveResults', results: [], facets: [slider(50, 120)]},
      {
        type: 'receiveResults',
        results: [],
        facets: [slider(10, 200), {field: 'color', type: 'list'}],
      },
    );
    expect(state.facets).toEqual([
      slider(10, 300),
      {field: 'color', type: 'list'},
    ]);
  });

  it('forgets slider ranges for a new search text', () => {
    const slider = (low: number, high: number) => ({
      field: 'ss_price',
      type: 'slider',
      range: [low, high] as [number, number],
    });
    const state = run(
      settled(),
      {type: 'receiveResults', results: [], facets: [slider(0, 900)]},
      {type: 'setQuery', q: 'socks'},
      {type: 'receiveResults', results: [], facets: [slider(5, 20)]},
    );
    expect(state.facets).toEqual([slider(5, 20)]);
  });

  it('loads the address back into the state on a shallow route change', () => {
    const state = filterReducer(settled(), {
      type: 'loadListing',
      listing: {
        q: 'dress',
        page: 2,
        resultsPerPage: 48,
        filters: [red],
        sort: null,
      },
    });
    expect(listingOf(state)).toEqual({
      q: 'dress',
      page: 2,
      resultsPerPage: 48,
      filters: [red],
      sort: null,
    });
    expect(state.loading).toBe(true);
  });

  it('loading an unchanged address changes nothing', () => {
    const before = settled();
    expect(
      filterReducer(before, {type: 'loadListing', listing: listingOf(before)}),
    ).toBe(before);
  });
});
