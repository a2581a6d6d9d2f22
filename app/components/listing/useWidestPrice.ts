import {useState} from 'react';
import type {ListingFacet} from '~/lib/search/response';
import {widestRange, type PriceBounds} from '~/lib/search/price-range';

/**
 * The widest price range the search service has reported for this listing (one
 * collection, or one query) while the shopper stays on it: the slider's track. It is
 * page state, never shared between shoppers or requests.
 */
export function useWidestPrice(
  facets: ListingFacet[],
  listingKey: string,
): PriceBounds | null {
  const range = facets.find((facet) => facet.kind === 'range')?.range ?? null;
  const [seen, setSeen] = useState<{key: string; bounds: PriceBounds | null}>(
    () => ({key: listingKey, bounds: widestRange(null, range)}),
  );
  const base = seen.key === listingKey ? seen.bounds : null;
  const wider = widestRange(base, range);
  const changed =
    seen.key !== listingKey ||
    wider?.[0] !== base?.[0] ||
    wider?.[1] !== base?.[1];
  if (changed) setSeen({key: listingKey, bounds: wider});
  return changed ? wider : base;
}
