import {useEffect, useRef} from 'react';
import type {TrackTarget} from '~/lib/search/tracking';
import type {ListingItem} from '~/lib/search/listing-items';
import {
  clickDataOf,
  listenForTileClicks,
} from '~/components/search-overlay/track-client';

/**
 * Click tracking for every tile under the returned ref: a mouse-down on a tile's product
 * link sends its click data (from the shown items) to the search service, as in the overlay.
 */
export function useTileClickTracking<T extends HTMLElement>(
  target: TrackTarget | null | undefined,
  items: readonly ListingItem[],
) {
  const root = useRef<T>(null);
  const current = useRef({target: target ?? null, items});
  current.current = {target: target ?? null, items};
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let seen: readonly ListingItem[] | null = null;
    let lookup = clickDataOf([]);
    return listenForTileClicks(
      element,
      () => current.current.target,
      (handle) => {
        // Built at the first press after the items change, not at every render.
        if (seen !== current.current.items) {
          seen = current.current.items;
          lookup = clickDataOf(
            seen.flatMap((item) =>
              item.type === 'product' ? [item.product] : [],
            ),
          );
        }
        return lookup(handle);
      },
    );
  }, []);
  return root;
}
