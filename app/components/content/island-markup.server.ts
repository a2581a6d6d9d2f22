/**
 * An island whose content draws from its data alone (Island's `pure`) is drawn once per
 * isolate and its markup kept under the island's name, which digests that data: the
 * header's mega menus, the phone menu and the footer's links are the same on every page
 * of a site, and drawing them was a fifth of a page's server time. A bounded number of
 * islands is kept, the oldest forgotten first; only strings, nothing of a request.
 */
import {renderToString} from 'react-dom/server';
import {recentMap} from '~/lib/recent';
import type {IslandMarkup} from './island-markup';

const kept = recentMap<string, {content: string; html: string}>(256);

export const islandMarkup: IslandMarkup = (id, content, draw) => {
  const known = kept.get(id);
  // The name is a short digest: the content itself decides, so two contents never share markup.
  if (known?.content === content) return known.html;
  let html: string;
  try {
    html = renderToString(draw);
  } catch {
    // Drawn with the page instead, as any island.
    return null;
  }
  kept.set(id, {content, html});
  return html;
};
