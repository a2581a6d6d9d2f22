import {useEffect} from 'react';
import {createAnalyticsBus} from '~/lib/analytics/bus';
import type {StoreEvent} from '~/lib/analytics/events';

/** The page's one analytics bus: pages and widgets publish, the configured destinations listen. */
export const analyticsBus = createAnalyticsBus();

export function publishAnalytics(event: StoreEvent) {
  analyticsBus.publish(event);
}

/** Publishes a page's view event once per distinct view (`id`), not on every render. */
export function useAnalyticsView(id: string | null, event: () => StoreEvent) {
  useEffect(() => {
    if (id !== null) publishAnalytics(event());
    // The id says when the view changed; the event is read fresh at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
}
