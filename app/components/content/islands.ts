/**
 * Content that only draws (content slices, the header's mega menus) arrives as server
 * HTML and stays that way: the page hydrates without its code. The markup is read here,
 * before React hydrates, so that an island can keep it as it is, and can even redraw it
 * if React has to re-render the page after a hydration error.
 *
 * The module runs with the shell's code (the header uses it), before hydration; islands
 * that arrive later, by navigation, are not in the page yet and render from their code.
 */
import {isPlainClick} from '~/lib/plain-click';

const html = new Map<string, string>();

if (typeof document !== 'undefined') {
  for (const island of document.querySelectorAll<HTMLElement>(
    '[data-island]',
  )) {
    html.set(island.dataset.island!, island.innerHTML);
  }
}

/**
 * An island's name on the page: where it stands and a digest of what it draws (another
 * site's page, prices in another currency: a new name).
 */
export function islandId(place: string, json: string) {
  let hash = 5381;
  for (let i = 0; i < json.length; i++)
    hash = ((hash << 5) + hash + json.charCodeAt(i)) | 0;
  return `${place}-${(hash >>> 0).toString(36)}`;
}

/** The server's markup for an island on the page as it was opened, once. */
export function islandHtml(id: string) {
  return html.get(id);
}

/** Forgets an island's markup once its slice is drawn, so a later visit renders it afresh. */
export function releaseIsland(id: string) {
  html.delete(id);
}

/**
 * A click on one of an island's links, taken by the router when the link is one of the
 * shop's own pages (the page then changes without a reload, as the slice's own links do).
 */
export function islandLinkTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || !isPlainClick(event)) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (
    (anchor.target && anchor.target !== '_self') ||
    anchor.hasAttribute('download')
  )
    return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return null;
  return url.pathname + url.search + url.hash;
}
