/**
 * A Cache held in memory that counts its reads: Hydrogen's withCache writes and reads
 * through it, so a test can tell an answer kept in the isolate from one read from the cache.
 */
export function countingCache() {
  const entries = new Map<string, Response>();
  const counts = {match: 0};
  const keyOf = (request: RequestInfo | URL) =>
    String(request instanceof Request ? request.url : request);
  const cache = {
    async match(request: RequestInfo | URL) {
      counts.match += 1;
      return entries.get(keyOf(request))?.clone();
    },
    async put(request: RequestInfo | URL, response: Response) {
      entries.set(keyOf(request), response.clone());
    },
    async delete() {
      return true;
    },
  } as unknown as Cache;
  return {cache, counts};
}
