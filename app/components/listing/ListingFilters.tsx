import {useNavigate, useNavigation} from 'react-router';
import type {ListingFacet, RangeFacet, SortOption, ValueFacet} from '~/lib/search/response';
import {
  buildListingUrl,
  DEFAULT_RESULTS_PER_PAGE,
  parseListingUrl,
  sortNameForField,
  type ListingState,
  type ValueFilter,
} from '~/lib/search/url';
import {listingFromUrl, PRICE_FORM_FIELDS} from '~/lib/search/canonical';
import {localizePath} from '~/lib/sites';
import {addressAfter} from './listing-links';

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
  return listing.sort ? `${sortNameForField(listing.sort.field)}-${listing.sort.direction}` : '';
}

function isChosen(listing: ListingState, name: string, value: string) {
  return listing.filters.some((filter) => filter.type === 'value' && filter.field === name && filter.value === value);
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
}: {
  listing: ListingState;
  facets: ListingFacet[];
  sortOptions: SortOption[];
  basePath: string;
  locale: string;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const action = localizePath(basePath, locale);
  const pending = navigation.state !== 'idle' && navigation.location?.pathname === action;
  // While the next address loads, show (and build on) what the shopper just chose.
  const upcoming = pending && navigation.location ? listingFromUrl(new URL(`${navigation.location.pathname}${navigation.location.search}`, 'http://listing.invalid')) : null;
  const shown = upcoming ?? listing;
  const options =
    sortOptions.length === 0 ? DEFAULT_SORT_OPTIONS : sortOptions.some((option) => option.value === '') ? sortOptions : [DEFAULT_SORT_OPTIONS[0], ...sortOptions];
  // Inputs are the browser's own (a tick shows at once); a key per state brings them in line with the address.
  const currentSort = sortValue(shown);
  const go = (to: string) => navigate(to, {preventScrollReset: true});
  const site = {basePath, locale};

  function onChange(event: React.ChangeEvent<HTMLFormElement>) {
    const input = event.target as unknown as HTMLInputElement | HTMLSelectElement;
    if (input instanceof HTMLInputElement && input.type === 'checkbox') {
      const filter: ValueFilter = {type: 'value', field: input.name as ValueFilter['field'], value: input.value};
      void go(addressAfter(shown, {type: input.checked ? 'addFilter' : 'removeFilter', filter}, site));
    } else if (input instanceof HTMLSelectElement && input.name === 'sort') {
      void go(addressAfter(shown, {type: 'setSort', sort: parseListingUrl(`?sort=${encodeURIComponent(input.value)}`).sort}, site));
    }
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) params.append(name, String(value));
    const chosen = listingFromUrl(new URL(`${action}?${params}`, window.location.origin));
    void go(buildListingUrl({...chosen, page: 1}, site));
  }

  return (
    <form method="get" action={action} className="listing-filters" onChange={onChange} onSubmit={onSubmit} aria-labelledby="listing-filters-title">
      <h2 id="listing-filters-title" className="listing-filters__title">
        Filter and sort
      </h2>
      {listing.q ? <input type="hidden" name="q" value={listing.q} /> : null}
      {listing.resultsPerPage !== DEFAULT_RESULTS_PER_PAGE ? (
        <input type="hidden" name="resultsPerPage" value={listing.resultsPerPage} />
      ) : null}

      <label className="listing-filters__sort">
        <span>Sort by</span>
        <select name="sort" defaultValue={currentSort} key={currentSort}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>

      {facets.map((facet) =>
        facet.kind === 'values' ? (
          <ValueFacetGroup key={facet.field} facet={facet} listing={shown} />
        ) : (
          <PriceFacetGroup key={facet.field} facet={facet} listing={listing} />
        ),
      )}
      {/* Price chosen but missing from the facets (no results): keep it editable. */}
      {!facets.some((facet) => facet.kind === 'range') && listing.filters.some((filter) => filter.type === 'range') ? (
        <PriceFacetGroup facet={{kind: 'range', name: 'price', field: 'ss_price', label: 'Price', range: [0, 0], active: null, step: 1}} listing={listing} />
      ) : null}

      <button type="submit" className="button listing-filters__apply" aria-busy={pending || undefined} disabled={pending}>
        {pending ? 'Applying…' : 'Apply'}
      </button>
    </form>
  );
}

function ValueFacetGroup({facet, listing}: {facet: ValueFacet; listing: ListingState}) {
  const anyChosen = facet.values.some((value) => isChosen(listing, facet.name, value.value));
  return (
    <details className="facet" open={anyChosen || undefined}>
      <summary className="facet__title">{facet.label}</summary>
      <fieldset className="facet__values">
        <legend className="sr-only">{facet.label}</legend>
        {facet.values.map((value) => (
          <label key={value.value} className="facet__value">
            <input
              type="checkbox"
              name={facet.name}
              value={value.value}
              defaultChecked={isChosen(listing, facet.name, value.value)}
              key={String(isChosen(listing, facet.name, value.value))}
            />
            <span>{value.label}</span> <span className="facet__count">({value.count})</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}

function PriceFacetGroup({facet, listing}: {facet: RangeFacet; listing: ListingState}) {
  const chosen = listing.filters.find((filter) => filter.type === 'range');
  const [low, high] = facet.range;
  const key = chosen ? `${chosen.low}:${chosen.high}` : 'any';
  return (
    <details className="facet" open={chosen ? true : undefined}>
      <summary className="facet__title">{facet.label}</summary>
      <fieldset className="facet__range">
        <legend className="sr-only">{facet.label}</legend>
        <label>
          <span>Min price</span>
          <input
            type="number"
            inputMode="decimal"
            key={`low-${key}`}
            name={PRICE_FORM_FIELDS.low}
            min={0}
            step="any"
            placeholder={high > 0 ? String(Math.floor(low)) : undefined}
            defaultValue={chosen ? String(chosen.low) : ''}
          />
        </label>
        <label>
          <span>Max price</span>
          <input
            type="number"
            inputMode="decimal"
            key={`high-${key}`}
            name={PRICE_FORM_FIELDS.high}
            min={0}
            step="any"
            placeholder={high > 0 ? String(Math.ceil(high)) : undefined}
            defaultValue={chosen ? String(chosen.high) : ''}
          />
        </label>
      </fieldset>
    </details>
  );
}
