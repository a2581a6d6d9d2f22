import {useCallback, useRef} from 'react';
import {recentMap} from '~/lib/recent';
import {tileClicksUrl, type TrackTarget} from '~/lib/search/tracking';
import type {ListingState} from '~/lib/search/url';
import type {ListingItem} from '~/lib/search/listing-items';
import type {TileClicksData} from '~/routes/($locale).api.tile-clicks';
import {
  pageNow,
  trackClick,
  type PressedTile,
} from '~/components/search-overlay/track-client';

type Clicks = TileClicksData['clicks'];

// Asked once per listing page for the visit; a failed answer is forgotten, so a later press asks again.
const asked = recentMap<string, Promise<Clicks>>(16);

function clicksAt(url: string): Promise<Clicks> {
  const known = asked.get(url);
  if (known) return known;
  const answer = fetch(url, {headers: {Accept: 'application/json'}})
    .then((response) => {
      if (!response.ok) throw new Error(`tile clicks: ${response.status}`);
      return response.json() as Promise<TileClicksData>;
    })
    .then((body) => body.clicks ?? {})
    .catch(() => {
      asked.delete(url);
      return {};
    });
  asked.set(url, answer);
  return answer;
}

type Listing = {
  listing: ListingState;
  collectionHandle?: string;
  locale: string;
  track: TrackTarget;
};

const urlOf = (
  {listing, collectionHandle, locale}: Listing,
  position: number,
) => tileClicksUrl(listing, {position, collectionHandle, locale});

/**
 * A listing's click sender for its tiles, and a warm-up for when a shopper's pointer or
 * focus reaches the tiles. The page carries no click data (decision 032): a pressed tile's
 * page of click data is asked for, and its pixel sent when it arrives, naming the page it
 * was pressed on. A tile showing another colour carries its own and sends at once.
 */
export function useTileClicks(current: Listing, items: readonly ListingItem[]) {
  const latest = useRef(current);
  latest.current = current;

  const send = useCallback((tile: PressedTile) => {
    const {track} = latest.current;
    const at = pageNow();
    if (tile.tracking) return trackClick(track, tile.tracking, at);
    void clicksAt(urlOf(latest.current, tile.position)).then((clicks) => {
      const click = clicks[tile.handle];
      if (click) trackClick(track, click, at);
    });
  }, []);

  const warmed = useRef<readonly ListingItem[] | null>(null);
  const warm = () => {
    if (warmed.current === items) return;
    warmed.current = items;
    const urls = new Set(
      items.flatMap((item) =>
        item.type === 'product' ? [urlOf(current, item.product.position)] : [],
      ),
    );
    for (const url of urls) void clicksAt(url);
  };

  return {send, warm};
}
