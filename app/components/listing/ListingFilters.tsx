import {useId} from 'react';
import {useNavigate, useNavigation} from 'react-router';
import type {ListingFacet, SortOption, ValueFacet} from '~/lib/search/response';
import {
  buildListingUrl,
  DEFAULT_RESULTS_PER_PAGE,
  parseListingUrl,
  sortNameForField,
  type ListingState,
  type ValueFilter,
} from '~/lib/search/url';
import {listingFromUrl} from '~/lib/search/canonical';
import {localizePath} from '~/lib/locale-paths';
import {addressAfter} from './listing-links';
import {SortSelect} from './SortSelect';
import {FACET, FACET_TITLE} from './facet-classes';
import {PriceFilter} from './PriceFilter';
import type {PriceBounds} from '~/lib/search/price-range';
import {button} from '~/components/ui/button';

/** Shown when the search service sends no sort options of its own. */
export const DEFAULT_SORT_OPTIONS: SortOption[] = [
  {value: '', label: 'Featured', active: false},
  {value: 'days_since_published-asc', label: 'Newest', active: false},
  {value: 'best_selling-desc', label: 'Best selling', active: false},
  {value: 'price-asc', label: 'Price: low to high', active: false},
  {value: 'price-desc', label: 'Price: high to low', active: false},
  {value: 'discount-desc', label: 'Biggest discount', active: false},
];

function sortValue(listing: ListingState): string {
  return listing.sort
    ? `${sortNameForField(listing.sort.field)}-${listing.sort.direction}`
    : '';
}

function isChosen(listing: ListingState, name: string, value: string) {
  return listing.filters.some(
    (filter) =>
      filter.type === 'value' &&
      filter.field === name &&
      filter.value === value,
  );
}

/**
 * Facets, price range and sort in one GET form: without JavaScript it submits like any
 * search form (the server puts the answer on the listing's own address); with it,
 * each tick or sort choice goes straight to the new address, keeping the scroll.
 */
export function ListingFilters({
  listing,
  facets,
  sortOptions,
  basePath,
  locale,
  inDrawer = false,
  priceBounds,
  currency,
}: {
  listing: ListingState;
  facets: ListingFacet[];
  sortOptions: SortOption[];
  basePath: string;
  locale: string;
  /** In the phone drawer, which has its own "Filter and sort" heading. */
  inDrawer?: boolean;
  /** The widest price range seen on this listing: the slider's track. */
  priceBounds: PriceBounds | null;
  currency: string;
}) {
  const titleId = useId();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const action = localizePath(basePath, locale);
  const pending =
    navigation.state !== 'idle' && navigation.location?.pathname === action;
  // While the next address loads, show (and build on) what the shopper just chose.
  const upcoming =
    pending && navigation.location
      ? listingFromUrl(
          new URL(
            `${navigation.location.pathname}${navigation.location.search}`,
            'http://listing.invalid',
          ),
        )
      : null;
  const shown = upcoming ?? listing;
  const options =
    sortOptions.length === 0
      ? DEFAULT_SORT_OPTIONS
      : sortOptions.some((option) => option.value === '')
        ? sortOptions
        : [DEFAULT_SORT_OPTIONS[0], ...sortOptions];
  // Inputs are the browser's own (a tick shows at once); a key per state brings them in line with the address.
  const currentSort = sortValue(shown);
  const go = (to: string) => navigate(to, {preventScrollReset: true});
  const site = {basePath, locale};

  function onChange(event: React.ChangeEvent<HTMLFormElement>) {
    const input = event.target as unknown as
      HTMLInputElement | HTMLSelectElement;
    if (input instanceof HTMLInputElement && input.type === 'checkbox') {
      const filter: ValueFilter = {
        type: 'value',
        field: input.name as ValueFilter['field'],
        value: input.value,
      };
      void go(
        addressAfter(
          shown,
          {type: input.checked ? 'addFilter' : 'removeFilter', filter},
          site,
        ),
      );
    }
  }

  const applyPrice = (range: PriceBounds | null) => {
    const others = shown.filters.filter((filter) => filter.type !== 'range');
    const filters = range
      ? [
          ...others,
          {
            type: 'range' as const,
            field: 'price' as const,
            low: range[0],
            high: range[1],
          },
        ]
      : others;
    void go(buildListingUrl({...shown, filters, page: 1}, site));
  };

  const applySort = (value: string) => {
    void go(
      addressAfter(
        shown,
        {
          type: 'setSort',
          sort: parseListingUrl(`?sort=${encodeURIComponent(value)}`).sort,
        },
        site,
      ),
    );
  };

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget))
      params.append(name, String(value));
    const chosen = listingFromUrl(
      new URL(`${action}?${params}`, window.location.origin),
    );
    void go(buildListingUrl({...chosen, page: 1}, site));
  }

  return (
    <form
      method="get"
      action={action}
      className="listing-filters"
      onChange={onChange}
      onSubmit={onSubmit}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={inDrawer ? 'sr-only' : 'mt-0 mb-2 text-base'}>
        Filter and sort
      </h2>
      {listing.q ? <input type="hidden" name="q" value={listing.q} /> : null}
      {listing.resultsPerPage !== DEFAULT_RESULTS_PER_PAGE ? (
        <input
          type="hidden"
          name="resultsPerPage"
          value={listing.resultsPerPage}
        />
      ) : null}

      <label className="mb-3 flex flex-col gap-1">
        <span>Sort by</span>
        <SortSelect
          options={options}
          current={currentSort}
          onApply={applySort}
          className="min-h-11 border border-ink bg-paper px-2 py-1 text-ink"
        />
      </label>

      {facets.map((facet) =>
        facet.kind === 'values' ? (
          <ValueFacetGroup key={facet.field} facet={facet} listing={shown} />
        ) : (
          <PriceFilter
            key="price"
            facet={facet}
            listing={shown}
            bounds={priceBounds}
            currency={currency}
            onApply={applyPrice}
          />
        ),
      )}
      {/* Price chosen but missing from the facets (no results): keep it editable. */}
      {!facets.some((facet) => facet.kind === 'range') &&
      listing.filters.some((filter) => filter.type === 'range') ? (
        <PriceFilter
          key="price"
          facet={{
            kind: 'range',
            name: 'price',
            field: 'ss_price',
            label: 'Price',
            range: [0, 0],
            active: null,
            step: 1,
          }}
          listing={shown}
          bounds={priceBounds}
          currency={currency}
          onApply={applyPrice}
        />
      ) : null}

      <button
        type="submit"
        className={button({fullWidth: true, className: 'mt-2'})}
        aria-busy={pending || undefined}
        disabled={pending}
      >
        {pending ? 'Applying…' : 'Apply'}
      </button>
    </form>
  );
}

function ValueFacetGroup({
  facet,
  listing,
}: {
  facet: ValueFacet;
  listing: ListingState;
}) {
  const anyChosen = facet.values.some((value) =>
    isChosen(listing, facet.name, value.value),
  );
  return (
    <details className={FACET} open={anyChosen || undefined}>
      <summary className={FACET_TITLE}>{facet.label}</summary>
      <fieldset className="m-0 border-0 p-0 pb-2">
        <legend className="sr-only">{facet.label}</legend>
        {facet.values.map((value) => (
          <label key={value.value} className="flex min-h-9 items-center gap-2">
            <input
              type="checkbox"
              className="size-[18px]"
              name={facet.name}
              value={value.value}
              defaultChecked={isChosen(listing, facet.name, value.value)}
              key={String(isChosen(listing, facet.name, value.value))}
            />
            <span>{value.label}</span>{' '}
            <span className="text-muted">({value.count})</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}
