/**
 * The page's analytics events on their way to whichever destinations are configured
 * (GA4, Shopify's analytics). Pages publish without knowing the destinations. A
 * destination that starts late (a page's first render runs before the root's effects,
 * and Shopify's analytics loads on demand) still hears the recent events it missed.
 */
import type {StoreEvent} from './events';

type Listener = (event: StoreEvent) => void;

const RECENT_LIMIT = 20;

export function createAnalyticsBus() {
  const listeners = new Set<Listener>();
  let recent: StoreEvent[] = [];

  function deliver(listener: Listener, event: StoreEvent) {
    try {
      listener(event);
    } catch (error) {
      // A broken destination must not break the page or the other destinations.
      console.error('Analytics publish error', error);
    }
  }

  return {
    publish(event: StoreEvent) {
      recent = [...recent, event].slice(-RECENT_LIMIT);
      for (const listener of listeners) deliver(listener, event);
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      for (const event of recent) deliver(listener, event);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type AnalyticsBus = ReturnType<typeof createAnalyticsBus>;
