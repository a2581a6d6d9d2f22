import {lazy, Suspense} from 'react';

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

/** Every configured analytics destination, and the search service's tracking. */
export function AnalyticsDestinations() {
  return (
    <Suspense fallback={null}>
      <StoreAnalytics />
      <SearchTracking />
    </Suspense>
  );
}
