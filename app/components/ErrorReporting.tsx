import {useEffect} from 'react';
import {useLocation} from 'react-router';
import {useShell} from './shell';

const reporter = () => import('~/lib/errors/browser.client');

/** Starts the browser's error reporter when a DSN is configured and keeps its page tags current. */
export function ErrorReporting() {
  const settings = useShell()?.errorReporting ?? null;
  const location = useLocation();
  useEffect(() => {
    if (!settings) return;
    void reporter().then((module) => {
      module.startBrowserReporter(settings);
      module.showPage(200);
    });
  }, [settings, location]);
  return null;
}

/** Sends an error the page could not render past; a page that was not found is not one. */
export function useReportBoundaryError(error: unknown, status: number) {
  const settings = useShell()?.errorReporting ?? null;
  useEffect(() => {
    if (!settings) return;
    void reporter().then((module) => {
      module.startBrowserReporter(settings);
      if (status === 404) module.showPage(404);
      else module.reportBrowserError(error, status);
    });
  }, [settings, error, status]);
}
