import {deepFreeze} from './frozen';

/**
 * A map that keeps only the `limit` entries set most recently, the oldest forgotten
 * first: memories that must not grow without bound (a visit's listings, an isolate's
 * content releases and island markup).
 */
export function recentMap<K, V>(limit: number) {
  const entries = new Map<K, V>();
  return {
    get: (key: K) => entries.get(key),
    delete: (key: K) => entries.delete(key),
    set(key: K, value: V) {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > limit)
        entries.delete(entries.keys().next().value as K);
    },
  };
}

/**
 * A map whose entries expire `ms` after they are set, at most `limit` of them: answers an
 * isolate may repeat for a moment instead of asking its cache again. Whatever has expired
 * is dropped at the next `set`, so an isolate holds only the last moment's answers, not
 * `limit` old ones (search answers are a few hundred KB each).
 */
export function freshMap<K, V>(limit: number, ms: number) {
  const entries = new Map<K, {value: V; until: number}>();
  return {
    get(key: K): V | undefined {
      const entry = entries.get(key);
      return entry && entry.until > Date.now() ? entry.value : undefined;
    },
    set(key: K, value: V) {
      const now = Date.now();
      entries.delete(key);
      entries.set(key, {value, until: now + ms});
      // Oldest first: every entry lives `ms`, so the expired ones lead.
      for (const [old, entry] of entries) {
        if (entries.size <= limit && entry.until > now) break;
        entries.delete(old);
      }
    },
    /** How many answers are held, fresh or not yet dropped. */
    get size() {
      return entries.size;
    },
  };
}

/**
 * `compute` once for each object, remembered for as long as the object lives: what pages
 * derive from an answer they share (a reading of it, its items' JSON) is derived once.
 */
export function oncePerObject<K extends object, V>(compute: (key: K) => V) {
  const derived = new WeakMap<K, V>();
  return (key: K): V => {
    if (derived.has(key)) return derived.get(key) as V;
    const value = compute(key);
    derived.set(key, value);
    return value;
  };
}

/**
 * A freshMap whose values are frozen through (`deepFreeze`) and shared by every reader:
 * answers too large to copy for each page, which no page may change.
 */
export function freshFrozenMap<V>(limit: number, ms: number) {
  const entries = freshMap<string, V>(limit, ms);
  return {
    get: entries.get,
    set: (key: string, value: V) => entries.set(key, deepFreeze(value)),
  };
}

/**
 * A freshMap of JSON: each `get` parses its own copy, so a caller may change what it
 * reads without changing what the next one gets.
 */
export function freshJsonMap<V>(limit: number, ms: number) {
  const entries = freshMap<string, string>(limit, ms);
  return {
    get(key: string): V | undefined {
      const json = entries.get(key);
      return json === undefined ? undefined : (JSON.parse(json) as V);
    },
    set: (key: string, value: V) => entries.set(key, JSON.stringify(value)),
  };
}
