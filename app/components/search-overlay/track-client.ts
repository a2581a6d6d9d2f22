/** Sends search tracking pixels from the browser: a 1×1 image, fire and forget. */
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

/** What a tile's two product links carry: the page's markup holds no click data. */
export const TRACKED_LINK = 'data-track-click';

/**
 * One delegated mouse-down listener: a press on a tile's product link (photo or name)
 * sends that product's click pixel. The click data comes from the page's data, looked
 * up by the tile's product handle: in the markup too, each tile's data and signature
 * (random to a compressor) were a twelfth of a listing's bytes, sent twice.
 */
export function listenForTileClicks(
  root: HTMLElement,
  target: () => TrackTarget | null,
  clickData: (handle: string) => ClickData | null | undefined,
): () => void {
  const onMouseDown = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.(
      `[${TRACKED_LINK}]`,
    );
    const handle = link
      ?.closest('[data-product-handle]')
      ?.getAttribute('data-product-handle');
    const to = target();
    const click = handle ? clickData(handle) : null;
    if (to && click?.data) sendPixel(clickPixelUrl(to, click, page()));
  };
  root.addEventListener('mousedown', onMouseDown);
  return () => root.removeEventListener('mousedown', onMouseDown);
}

/** Click data by product handle, for `listenForTileClicks`. */
export function clickDataOf(
  products: readonly {handle: string; tracking: ClickData | null}[],
) {
  const byHandle = new Map<string, ClickData>();
  for (const product of products)
    if (product.tracking && !byHandle.has(product.handle))
      byHandle.set(product.handle, product.tracking);
  return (handle: string) => byHandle.get(handle);
}
