/**
 * The browser's error reporter, loaded on demand only when a DSN is configured, so
 * shoppers on a store without one download none of it.
 */
import * as Sentry from '@sentry/browser';
import type {AppEnvironment} from '~/lib/env';
import {
  IGNORED_ERRORS,
  MAX_BREADCRUMBS,
  TRANSPORT_BUFFER_SIZE,
  errorTags,
  isDroppedTransaction,
  isExpectedError,
  tracesSampleRate,
} from './settings';

export type BrowserReporting = {dsn: string; environment: AppEnvironment};

type ExtensionGlobals = {
  chrome?: {runtime?: {id?: string}};
  browser?: {runtime?: {id?: string}};
};

/** Inside a browser extension the errors are the extension's, not the store's. */
export function inExtensionContext(
  scope: ExtensionGlobals & {location?: {protocol: string}},
): boolean {
  if (scope.chrome?.runtime?.id || scope.browser?.runtime?.id) return true;
  return /^(chrome|moz|safari-web|ms-browser)-extension:$/.test(
    scope.location?.protocol ?? '',
  );
}

let started = false;

export function startBrowserReporter({dsn, environment}: BrowserReporting) {
  if (started || inExtensionContext(window as unknown as ExtensionGlobals))
    return;
  started = true;
  Sentry.init({
    dsn,
    environment,
    maxBreadcrumbs: MAX_BREADCRUMBS,
    tracesSampleRate: tracesSampleRate(environment),
    transportOptions: {bufferSize: TRANSPORT_BUFFER_SIZE},
    ignoreErrors: IGNORED_ERRORS,
    integrations: [Sentry.browserTracingIntegration()],
    beforeSend: (event, hint) =>
      isExpectedError(hint.originalException) ? null : event,
    beforeSendTransaction: (event) =>
      isDroppedTransaction(event) ? null : event,
  });
  showPage(200);
}

/** Every later report carries the page's status code, query and pathname. */
export function showPage(status: number) {
  if (started) Sentry.setTags(errorTags(window.location.href, status));
}

export function reportBrowserError(error: unknown, status: number) {
  if (!started || isExpectedError(error)) return;
  showPage(status);
  Sentry.captureException(error);
}
