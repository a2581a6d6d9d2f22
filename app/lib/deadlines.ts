/**
 * How long a page waits for each backend. Past its deadline a call fails like any
 * outage: the page renders its shell and says that part is unavailable, instead of
 * keeping the shopper (and a worker slot) waiting on a hung service.
 */
export const DEADLINE_MS = {
  /** Products, collections, the cart and accounts. */
  storefront: 8000,
  /** Prismic: global settings, home and content pages. */
  content: 6000,
  /** Searchspring: search and listings. */
  search: 6000,
} as const;

/** A backend's Retry-After is honoured only up to this; longer would outlast the page. */
export const MAX_RETRY_AFTER_MS = 1000;

export class DeadlineError extends Error {
  constructor(service: string, ms: number) {
    super(`${service} did not answer within ${ms} ms`);
    this.name = 'DeadlineError';
  }
}

/**
 * The promise, or a DeadlineError after `ms`. For calls that take no signal (Hydrogen's
 * storefront client): the call itself is left to finish within its own request.
 */
export function withDeadline<T>(
  promise: Promise<T>,
  ms: number,
  service: string,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(service, ms)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A signal that aborts after `ms`, or when `parent` aborts (the shopper left). */
export function deadlineSignal(
  ms: number,
  parent?: AbortSignal | null,
): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  return parent ? AbortSignal.any([parent, timeout]) : timeout;
}
