/**
 * `Promise.all` that waits for every promise to finish before it rejects.
 *
 * With plain `Promise.all`, a loader that throws early (a canonical redirect, a missing
 * collection) returns while its sibling requests are still running. On workerd those
 * orphans outlive the request that started them and their cache writes can be cut off
 * half-way, which left later requests for the same cache key waiting forever. Settling
 * everything first keeps all of a request's work inside that request.
 */
export async function allSettledOrThrow<const T extends readonly unknown[]>(
  promises: T,
): Promise<{-readonly [K in keyof T]: Awaited<T[K]>}> {
  const results = await Promise.allSettled(promises);
  const failed = results.find(
    (result): result is PromiseRejectedResult => result.status === 'rejected',
  );
  if (failed) throw failed.reason;
  return results.map(
    (result) => (result as PromiseFulfilledResult<unknown>).value,
  ) as {-readonly [K in keyof T]: Awaited<T[K]>};
}
