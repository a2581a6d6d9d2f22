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

/**
 * One delegated mouse-down listener: a press on anything inside `root` carrying a hit's
 * click data (data-intellisuggest-data / -signature) sends the click pixel.
 */
export function listenForTileClicks(
  root: HTMLElement,
  target: () => TrackTarget | null,
): () => void {
  const onMouseDown = (event: MouseEvent) => {
    const element = (event.target as Element | null)?.closest?.(
      '[data-intellisuggest-data]',
    );
    const to = target();
    if (!element || !to) return;
    const data = element.getAttribute('data-intellisuggest-data') ?? '';
    const signature =
      element.getAttribute('data-intellisuggest-signature') ?? '';
    if (data) sendPixel(clickPixelUrl(to, {data, signature}, page()));
  };
  root.addEventListener('mousedown', onMouseDown);
  return () => root.removeEventListener('mousedown', onMouseDown);
}
