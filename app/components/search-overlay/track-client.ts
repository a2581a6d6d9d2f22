/** Sends search tracking pixels from the browser: a 1×1 image, fire and forget. */
import {createContext} from 'react';
import {
  clickPixelUrl,
  typingPixelUrl,
  type PageInfo,
  type TrackTarget,
} from '~/lib/search/tracking';
import type {ClickData, SearchProduct} from '~/lib/search/hits';

function sendPixel(url: string) {
  const image = new Image(1, 1);
  image.src = url;
}

export function trackTyping(target: TrackTarget, q: string) {
  sendPixel(typingPixelUrl(target, q, pageNow()));
}

/** Where the shopper is now: a click pixel sent later still names the page pressed on. */
export function pageNow(): PageInfo {
  return {url: window.location.href, referrer: document.referrer};
}

/** A tile's click pixel: the hit's own click data, once the search service is known. */
export function trackClick(
  target: TrackTarget | null,
  click: ClickData,
  at: PageInfo = pageNow(),
) {
  if (target && click.data) sendPixel(clickPixelUrl(target, click, at));
}

/** What a tile hands its sender when pressed: its product as it shows now. */
export type PressedTile = Pick<
  SearchProduct,
  'handle' | 'position' | 'tracking'
>;

/**
 * What a tile calls when its photo or name is pressed (mouse-down), given by a listing or
 * the search overlay; none elsewhere. The tile passes its product, so a tile showing
 * another colour reports that colour; the sender finds the product's click data, which a
 * listing's page does not carry (decisions 031, 032).
 */
export const TileClicks = createContext<((tile: PressedTile) => void) | null>(
  null,
);
