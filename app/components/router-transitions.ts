/**
 * Every change React Router announces reaches React as a transition.
 *
 * React Router's `RouterProvider` already sets its state inside `startTransition`, but
 * `HydratedRouter` also listens to the router and sets the new location urgently, and with
 * it a new value for the context above the whole page. A piece of the page that React has
 * not hydrated yet (server HTML whose code is still arriving: a deferred form, the
 * collection's description, the cart count) cannot take an urgent update, so React threw
 * that HTML away and logged error #421: a quick tap on a link on a slow phone did it.
 * Inside a transition React keeps the HTML and hydrates it first (decision 025).
 *
 * `flushSync` inside a subscriber still renders at once: React clears the transition for it.
 */
type Router<Args extends unknown[]> = {
  subscribe(subscriber: (...args: Args) => void): () => unknown;
};

export function announceAsTransitions<Args extends unknown[]>(
  router: Router<Args>,
  startTransition: (update: () => void) => void,
) {
  const subscribe = router.subscribe.bind(router);
  router.subscribe = (subscriber) =>
    subscribe((...args) => startTransition(() => subscriber(...args)));
}

/**
 * Calls `made` with React Router's router as soon as it is made: it is published on
 * `window.__reactRouterDataRouter` before anything subscribes to it (made before React
 * starts in production, during React's first render in development).
 */
export function whenRouterMade<R>(made: (router: R) => void) {
  const KEY = '__reactRouterDataRouter';
  const global = window as unknown as Record<string, unknown>;
  // Another watcher of the same property (a test's) keeps being told.
  const previous = Object.getOwnPropertyDescriptor(global, KEY);
  let router = (previous?.get ? previous.get.call(global) : previous?.value) as
    R | undefined;
  if (router) made(router);
  Object.defineProperty(global, KEY, {
    configurable: true,
    enumerable: true,
    get: () => router,
    set(value: R) {
      previous?.set?.call(global, value);
      router = value;
      made(value);
    },
  });
}
