/**
 * A map that keeps only the `limit` entries set most recently, the oldest forgotten
 * first: memories that must not grow without bound (a visit's listings, an isolate's
 * content releases and island markup).
 */
export function recentMap<K, V>(limit: number) {
  const entries = new Map<K, V>();
  return {
    get: (key: K) => entries.get(key),
    set(key: K, value: V) {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > limit)
        entries.delete(entries.keys().next().value as K);
    },
  };
}
