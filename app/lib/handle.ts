/**
 * Shopify handles as an address or a form may carry them: letters, digits, dashes (and
 * underscores in older shops), at most 255. Anything else is answered as not found
 * before any backend is asked.
 */
export const HANDLE = /^[\w-]{1,255}$/;

/**
 * Storefront search syntax for "any of these products" ("handle:a OR handle:b"): only
 * well-formed handles go in, since anything else could change the search's meaning;
 * each once, at most `limit`. Null when none is left to ask for.
 */
export function handlesSearch(
  handles: readonly string[],
  limit: number,
): {query: string; first: number} | null {
  const wanted = [
    ...new Set(handles.filter((handle) => HANDLE.test(handle))),
  ].slice(0, limit);
  if (wanted.length === 0) return null;
  return {
    query: wanted.map((handle) => `handle:${handle}`).join(' OR '),
    first: wanted.length,
  };
}
