import {lazy} from 'react';
import {useIntentPreload} from './idle';

// Every page has a menu and a mini cart, but the drawer's code (focus, scroll lock,
// inert) only matters once one opens: it is fetched as the shopper reaches for a
// control that opens one, not with the page. The owner wraps it in Suspense.
const loadDrawer = () => import('./Drawer');

export const LazyDrawer = lazy(() =>
  loadDrawer().then((module) => ({default: module.Drawer})),
);

/** Fetches the drawer's code as the shopper reaches for what matches `opener`. */
export function usePreloadDrawer(opener: string) {
  useIntentPreload(loadDrawer, opener);
}
