import {useEffect, useRef} from 'react';
import type {TrackTarget} from '~/lib/search/tracking';
import {listenForTileClicks} from '~/components/search-overlay/track-client';

/**
 * Click tracking for every tile under the returned ref: a mouse-down on a tile sends
 * its click data to the search service, as in the overlay.
 */
export function useTileClickTracking<T extends HTMLElement>(
  target: TrackTarget | null | undefined,
) {
  const root = useRef<T>(null);
  const current = useRef(target ?? null);
  current.current = target ?? null;
  useEffect(() => {
    const element = root.current;
    return element
      ? listenForTileClicks(element, () => current.current)
      : undefined;
  }, []);
  return root;
}
