/**
 * A byte-bounded LRU for rendered media: a grid of tiles asks for the same few sizes
 * over and over, and rasterising SVG costs tens of milliseconds each time.
 */
export function createLru(maxBytes: number, maxEntries = 2000) {
  const entries = new Map<string, Uint8Array<ArrayBuffer>>();
  let bytes = 0;
  return {
    get(key: string): Uint8Array<ArrayBuffer> | undefined {
      const value = entries.get(key);
      if (value) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: Uint8Array<ArrayBuffer>) {
      const old = entries.get(key);
      if (old) {
        bytes -= old.byteLength;
        entries.delete(key);
      }
      if (value.byteLength > maxBytes) return;
      entries.set(key, value);
      bytes += value.byteLength;
      while (bytes > maxBytes || entries.size > maxEntries) {
        const [oldest, evicted] = entries.entries().next().value!;
        entries.delete(oldest);
        bytes -= evicted.byteLength;
      }
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
