/**
 * Nested query strings (`a[b][c]=1`, `size[]=S&size[]=M`) read with fixed limits, so a
 * hostile address can't make the worker build huge objects: nesting stops at 5 levels,
 * arrays keep their first 20 items and only the first 1000 parameters are read.
 */
import qs from 'qs';

export const QUERY_STRING_LIMITS = {depth: 5, arrayLimit: 20, parameterLimit: 1000} as const;

export type QueryValue = string | QueryValue[] | {[key: string]: QueryValue};
export type ParsedQuery = {[key: string]: QueryValue};

const INDEX = /^(0|[1-9]\d*)$/;

/**
 * qs turns an array that grows past the limit into an object keyed by index
 * ({"0": .., "25": ..}); turn those back into arrays and drop what is past the limit,
 * so callers see one shape.
 */
function tidy(value: unknown): QueryValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.slice(0, QUERY_STRING_LIMITS.arrayLimit).map(tidy);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length > 0 && entries.every(([key]) => INDEX.test(key))) {
      return entries
        .map(([key, item]) => [Number(key), item] as const)
        .filter(([index]) => index < QUERY_STRING_LIMITS.arrayLimit)
        .sort(([a], [b]) => a - b)
        .map(([, item]) => tidy(item));
    }
    const tidied: ParsedQuery = {};
    for (const [key, item] of entries) {
      if (key !== '__proto__') tidied[key] = tidy(item);
    }
    return tidied;
  }
  return '';
}

/** Never throws: malformed percent-encoding is kept as written. */
export function parseQueryString(search: string): ParsedQuery {
  try {
    const parsed = qs.parse(String(search ?? ''), {...QUERY_STRING_LIMITS, ignoreQueryPrefix: true});
    const result = tidy(parsed);
    return result && typeof result === 'object' && !Array.isArray(result) ? result : {};
  } catch {
    return {};
  }
}
