/** Sends search tracking pixels from the browser: a 1×1 image, fire and forget. */
import {createContext} from 'react';
import {
  clickPixelUrl,
  typingPixelUrl,
  type PageInfo,
  type TrackTarget,
} from '~/lib/search/tracking';

function page(): PageInfo {
  return {url: window.location.href, referrer: document.referrer};
}

function sendPixel(url: string) {
  const image = new Image(1, 1);
  image.src = url;
}

export function trackTyping(target: TrackTarget, q: string) {
  sendPixel(typingPixelUrl(target, q, page()));
}

export type ClickData = {data: string; signature: string};

/** A tile's click pixel: the hit's own click data, once the search service is known. */
export function trackClick(target: TrackTarget | null, click: ClickData) {
  if (target && click.data) sendPixel(clickPixelUrl(target, click, page()));
}

/**
 * What a tile calls when its photo or name is pressed (mouse-down), given by a listing or
 * the search overlay; none elsewhere. The tile passes its product's click data, so a tile
 * showing another colour reports that colour, and the page's markup carries none of it
 * (decision 031).
 */
export const TileClicks = createContext<((click: ClickData) => void) | null>(
  null,
);
