import {Toucan} from 'toucan-js';
import type {AppEnv} from '~/lib/env';
import {
  IGNORED_ERRORS,
  MAX_BREADCRUMBS,
  TRANSPORT_BUFFER_SIZE,
  errorTags,
  isExpectedError,
  tracesSampleRate,
} from './settings';

export type ErrorDetail = {
  /** Which part of the store failed ('search', 'suggest', 'content'...). */
  service?: string;
  /** The status the shopper's page answered with; 500 when not given. */
  status?: number;
  [key: string]: unknown;
};

export type ErrorReporter = {
  /** Logs the error and, when a DSN is configured, sends it with status code, query and pathname. */
  report(error: unknown, detail?: ErrorDetail): void;
};

/** What a server module needs to report a failure it handles: the request's reporter (`context.errors`). */
export type Reporting = {errors: ErrorReporter};

/** The failed call's own status (a search service 503, say) when it has one. */
function statusOf(error: unknown): number | null {
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? (error as {status: unknown}).status
      : null;
  return typeof status === 'number' && status >= 400 ? status : null;
}

function describe(error: unknown) {
  // Some clients throw the failed call's Response itself; its status says what happened.
  if (error instanceof Response)
    return `HTTP ${error.status}${error.statusText ? ` ${error.statusText}` : ''}${error.url ? ` from ${error.url}` : ''}`;
  if (error instanceof Error)
    return error.cause
      ? `${error.message} (${String(error.cause)})`
      : error.message;
  return String(error);
}

/**
 * One reporter per request. Without SENTRY_DSN errors only reach the log; with it they
 * also go to the reporting service, sent after the response with waitUntil.
 */
export function createErrorReporter({
  config,
  request,
  waitUntil,
}: {
  config: Pick<AppEnv, 'SENTRY_DSN' | 'APP_ENV'>;
  request: Request;
  waitUntil: ExecutionContext['waitUntil'];
}): ErrorReporter {
  const url = new URL(request.url);
  // Built on the first error only: most requests have none.
  let service: Toucan | null = null;
  const reportingService = () =>
    (service ??= new Toucan({
      dsn: config.SENTRY_DSN,
      environment: config.APP_ENV,
      context: {waitUntil, request},
      request,
      maxBreadcrumbs: MAX_BREADCRUMBS,
      tracesSampleRate: tracesSampleRate(config.APP_ENV),
      transportOptions: {bufferSize: TRANSPORT_BUFFER_SIZE},
      ignoreErrors: IGNORED_ERRORS,
      // Query strings are reported as a tag; headers may hold the session cookie.
      requestDataOptions: {
        allowedHeaders: ['user-agent', 'referer'],
        allowedSearchParams: /.*/,
      },
    }));

  return {
    report(error, detail = {}) {
      if (isExpectedError(error)) return;
      const {service: part, status = statusOf(error) ?? 500, ...extra} = detail;
      console.error(
        part ? `[${part}]` : '[error]',
        describe(error),
        Object.keys(extra).length ? extra : '',
      );
      if (!config.SENTRY_DSN) return;
      reportingService().withScope((scope) => {
        scope.setTags({
          ...errorTags(url, status),
          ...(part ? {service: part} : {}),
        });
        scope.setExtras(extra);
        scope.captureException(
          error instanceof Error ? error : new Error(describe(error)),
        );
      });
    },
  };
}
