/**
 * The server's memory for `Kept` (decisions 019, 029): markup by the JSON of what it
 * draws, a bounded number of entries per shelf (about 9 KB each for a product tile, 1 KB
 * for a heart), the oldest forgotten first. Only strings, nothing of a request.
 */
import {renderToString} from 'react-dom/server';
import {recentMap} from '~/lib/recent';
import type {KeepMarkup, KeptShelf} from './Kept';

const shelves: Record<
  KeptShelf,
  ReturnType<typeof recentMap<string, string>>
> = {tiles: recentMap(1000), hearts: recentMap(2000)};

export const keepMarkup: KeepMarkup = (key, draw, shelf) => {
  const kept = shelves[shelf];
  const known = kept.get(key);
  if (known !== undefined) return known;
  let html: string;
  try {
    html = renderToString(draw);
  } catch {
    // Drawn with the page instead.
    return null;
  }
  kept.set(key, html);
  return html;
};
