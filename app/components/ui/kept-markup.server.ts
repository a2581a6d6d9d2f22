/**
 * The server's memory for `Kept` (decision 019): markup by the JSON of what it draws,
 * a bounded number of entries (about 9 KB each for a product tile), the oldest
 * forgotten first. Only strings, nothing of a request.
 */
import {renderToString} from 'react-dom/server';
import {recentMap} from '~/lib/recent';
import type {KeepMarkup} from './Kept';

const kept = recentMap<string, string>(1000);

export const keepMarkup: KeepMarkup = (key, draw) => {
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
