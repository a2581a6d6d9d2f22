import {Link} from 'react-router';
import type {ListingFacet} from '~/lib/search/response';
import {
  buildListingUrl,
  type ListingFilter,
  type ListingState,
} from '~/lib/search/url';
import {formatMoney} from '~/lib/money';
import {addressAfter} from './listing-links';

const FILTER_LABELS: Record<string, string> = {
  style: 'Style',
  colour: 'Colour',
  fabric: 'Fabric',
  occasion: 'Occasion',
  size: 'Size',
  price: 'Price',
};

function describe(
  filter: ListingFilter,
  facets: ListingFacet[],
  currency: string,
): {name: string; value: string} {
  if (filter.type === 'range') {
    return {
      name: FILTER_LABELS.price,
      value: `${formatMoney(filter.low, currency)} – ${formatMoney(filter.high, currency)}`,
    };
  }
  const facet = facets.find(
    (candidate) =>
      candidate.kind === 'values' && candidate.name === filter.field,
  );
  const label =
    facet?.kind === 'values'
      ? facet.values.find((value) => value.value === filter.value)?.label
      : undefined;
  return {
    name: facet?.label ?? FILTER_LABELS[filter.field] ?? filter.field,
    value: label ?? filter.value,
  };
}

/** The filters in use, each a link that removes it, and one that removes them all. */
export function ActiveFilters({
  listing,
  facets,
  basePath,
  locale,
  currency,
}: {
  listing: ListingState;
  facets: ListingFacet[];
  basePath: string;
  locale: string;
  currency: string;
}) {
  if (listing.filters.length === 0) return null;
  const site = {basePath, locale};
  return (
    <div className="active-filters">
      <h2 className="sr-only">Filters in use</h2>
      <ul className="m-0 mb-4 flex list-none flex-wrap gap-2 p-0">
        {listing.filters.map((filter) => {
          const {name, value} = describe(filter, facets, currency);
          const key =
            filter.type === 'range'
              ? 'price'
              : `${filter.field}:${filter.value}`;
          return (
            <li key={key}>
              <Link
                to={addressAfter(listing, {type: 'removeFilter', filter}, site)}
                preventScrollReset
                className="inline-flex min-h-9 items-center border border-line px-3 py-1 no-underline"
              >
                <span className="sr-only">Remove filter </span>
                {`${name}: ${value}`}
                <span aria-hidden="true"> ×</span>
              </Link>
            </li>
          );
        })}
        <li>
          <Link
            to={buildListingUrl({...listing, filters: [], page: 1}, site)}
            preventScrollReset
            className="inline-flex min-h-9 items-center px-3 py-1 underline"
          >
            Clear all
          </Link>
        </li>
      </ul>
    </div>
  );
}
