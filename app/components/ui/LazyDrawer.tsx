import {lazy} from 'react';
import {useIdlePreload} from './idle';

// Every page has a menu and a mini cart, but the drawer's code (focus, scroll lock,
// inert) only matters once one opens: it is fetched when the browser is idle, not
// before the page can hydrate. The owner wraps it in Suspense.
const loadDrawer = () => import('./Drawer');

export const LazyDrawer = lazy(() =>
  loadDrawer().then((module) => ({default: module.Drawer})),
);

export function usePreloadDrawer() {
  useIdlePreload(loadDrawer);
}
