/**
 * How errors are reported (spec: accounts-regions-content §8 and §9). Shared by the
 * worker's reporter and the browser's, so both send the same tags and drop the same noise.
 */
import type {AppEnvironment} from '~/lib/env';

export const MAX_BREADCRUMBS = 100;
export const TRANSPORT_BUFFER_SIZE = 64;
/** The reporting service's own default when a 429 carries no Retry-After; kept here so it is visible. */
export const RATE_LIMIT_FALLBACK_MS = 60_000;

/** Environments whose traffic is real enough to trace every request. */
const PRODUCTION_LIKE: readonly AppEnvironment[] = ['staging', 'production'];

export function tracesSampleRate(environment: AppEnvironment): number {
  return PRODUCTION_LIKE.includes(environment) ? 1 : 0.01;
}

/**
 * Instagram's and Facebook's in-app browsers on iOS call a handler their own autofill
 * script never defined; it fires on every page and says nothing about this store.
 */
export const IGNORED_ERRORS: RegExp[] = [/_AutofillCallbackHandler/];

export type ErrorTags = {status_code: string; query: string; pathname: string};

/** Status code, query and pathname: the three things every report carries. */
export function errorTags(url: URL | string, status: number): ErrorTags {
  const {pathname, search} =
    typeof url === 'string' ? new URL(url, 'http://store.invalid') : url;
  return {
    status_code: String(status),
    query: search.replace(/^\?/, ''),
    pathname,
  };
}

type ResponseLike = {status: number};

function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error))
    return null;
  const status = (error as ResponseLike).status;
  return typeof status === 'number' ? status : null;
}

/**
 * Not worth a report: a thrown redirect is how the router changes page, and a 404 is a
 * shopper's mistyped address, not a fault.
 */
export function isExpectedError(error: unknown): boolean {
  const status = statusOf(error);
  if (status === null) return false;
  return (status >= 300 && status < 400) || status === 404;
}

export type ReportedEvent = {
  type?: string;
  tags?: Record<string, unknown>;
  contexts?: {trace?: {status?: string}};
  transaction?: string;
};

/**
 * Performance reports worth keeping: a page that was not found, or a navigation the
 * shopper left before it finished, measures nothing about the store.
 */
export function isDroppedTransaction(event: ReportedEvent): boolean {
  if (String(event.tags?.status_code ?? '') === '404') return true;
  const status = event.contexts?.trace?.status;
  return (
    status === 'cancelled' ||
    status === 'deadline_exceeded' ||
    status === 'unknown'
  );
}
