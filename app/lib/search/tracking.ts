/**
 * Search tracking requests (Searchspring's IntelliSuggest pixel), as pure builders:
 * typing events while a shopper types in the search overlay, and product clicks on a
 * tile's mouse-down. The browser module that sends them lives beside the overlay.
 */
import {searchBaseUrl} from '~/lib/search/client';
import {buildListingUrl, type ListingState} from '~/lib/search/url';
import type {ClickData} from '~/lib/search/hits';

export const TRACK_PATH = '/track/track.json';
/** At most one typing event per this many milliseconds. */
export const TYPING_THROTTLE_MS = 2000;

export type TrackTarget = {endpoint: string; siteId: string};
export type PageInfo = {url: string; referrer: string};

/** The pixel address: d (event data), s (signature, or siteId for typing), u (page), r (referrer). */
export function pixelUrl(
  target: TrackTarget,
  {d, s}: {d: string; s: string},
  page: PageInfo,
): string {
  const params = new URLSearchParams({
    d,
    s,
    u: page.url,
    r: page.referrer,
    siteId: target.siteId,
  });
  return `${searchBaseUrl(target.endpoint, target.siteId)}${TRACK_PATH}?${params}`;
}

export function typingPixelUrl(
  target: TrackTarget,
  q: string,
  page: PageInfo,
): string {
  return pixelUrl(
    target,
    {d: JSON.stringify({type: 'typing', q}), s: target.siteId},
    page,
  );
}

/** A tile click: the hit's own click data and signature go back unchanged. */
export function clickPixelUrl(
  target: TrackTarget,
  click: ClickData,
  page: PageInfo,
): string {
  return pixelUrl(target, {d: click.data, s: click.signature}, page);
}

/** Where a listing's click data comes from, one page of the listing at a time (decision 032). */
export const TILE_CLICKS_PATH = '/api/tile-clicks';

/**
 * The address of the click data for the listing page a tile is on, worked out from the
 * tile's 1-based position across the whole list: after 'Load more' a listing shows
 * several pages, and each page's hits carry their own data.
 */
export function tileClicksUrl(
  listing: ListingState,
  {
    position,
    collectionHandle,
    locale,
  }: {position: number; collectionHandle?: string; locale: string},
): string {
  const page = Math.max(1, Math.ceil(position / listing.resultsPerPage));
  const url = buildListingUrl(
    {...listing, page},
    {basePath: TILE_CLICKS_PATH, locale},
  );
  if (!collectionHandle) return url;
  return `${url}${url.includes('?') ? '&' : '?'}collection=${encodeURIComponent(collectionHandle)}`;
}

/**
 * A leading-edge throttle: the first call runs at once, further calls within `wait`
 * are dropped, except the latest, which runs when the window ends (so the last thing
 * typed is still reported) — never more than one call per `wait`.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  now: () => number = Date.now,
) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | null = null;
  const run = (args: A) => {
    last = now();
    pending = null;
    fn(...args);
  };
  const throttled = (...args: A) => {
    const elapsed = now() - last;
    if (elapsed >= wait && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = undefined;
        if (pending) run(pending);
      },
      Math.max(0, wait - elapsed),
    );
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = null;
  };
  return throttled;
}
