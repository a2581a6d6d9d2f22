import {lazy, Suspense} from 'react';
import {useShell} from '~/components/shell';

// The destinations listen on the page's analytics bus, which replays the events they
// missed, so their code need not arrive before the page hydrates.
const StoreAnalytics = lazy(() =>
  import('./StoreAnalytics').then((module) => ({
    default: module.StoreAnalytics,
  })),
);
const SearchTracking = lazy(() =>
  import('./SearchTracking').then((module) => ({
    default: module.SearchTracking,
  })),
);

/**
 * Every configured analytics destination, and the search service's tracking. A shop
 * with neither GA4 nor Shopify's analytics does not download their code.
 */
export function AnalyticsDestinations() {
  const analytics = useShell()?.analytics;
  return (
    <Suspense fallback={null}>
      {analytics?.ga4Id || analytics?.shopify ? <StoreAnalytics /> : null}
      <SearchTracking />
    </Suspense>
  );
}
