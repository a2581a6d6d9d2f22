/**
 * Resolves at the shopper's first sign of use (a touch, pointer press or move, key,
 * scroll, focus or a changed field), or when a route update comes (a navigation, a
 * revalidation such as another tab's cart change, a fetcher's post: see
 * `startsOnRouteUpdates`). Until then the forms keep the server's HTML, which already
 * submits without JavaScript, and their code (Conform and zod, a third of a product
 * page's script bytes) stays off the wire and off the main thread while the page loads.
 *
 * Why an update must release it: a form still waiting here is server HTML React has
 * not hydrated, and React holds back any route-data update that reaches it until it
 * can hydrate; a tab nobody touches would otherwise never show new data.
 */
let firstUse: Promise<void> | undefined;
let release: (() => void) | undefined;

export function untilFirstUse(): Promise<void> {
  if (!firstUse) {
    firstUse = new Promise((resolve) => {
      // A change made without pointer or keys (assistive tech, autofill) is use too.
      const events = [
        'pointerdown',
        'pointermove',
        'touchstart',
        'keydown',
        'scroll',
        'focusin',
        'input',
        'change',
      ] as const;
      release = () => {
        for (const event of events)
          window.removeEventListener(event, release!, true);
        resolve();
      };
      for (const event of events)
        window.addEventListener(event, release, {capture: true, passive: true});
    });
  }
  return firstUse;
}

/** The page is about to update: load what waits for first use now. */
function startsNow() {
  void untilFirstUse();
  release?.();
}

/** What of React Router's state tells that the page is about to update. */
export type RouterState = {
  navigation: {state: string};
  revalidation: string;
  fetchers: ReadonlyMap<string, {state: string}>;
};

/**
 * A route update (a navigation, a revalidation, a fetcher's post) releases what waits for
 * first use. React holds such an update until every piece it reaches has hydrated, and
 * the shopper's move that started it may not count as use: a screen reader activates a
 * link with a bare click, with no pointer, key or focus first. Once the router's updates
 * became transitions (decision 025), the next page would wait, drawn nowhere, for a touch
 * that never came; before, React drew it by throwing the waiting form away (#421).
 */
export function startsOnRouteUpdates(router: {
  subscribe(subscriber: (state: RouterState) => void): () => void;
}) {
  return router.subscribe((state) => {
    if (
      state.navigation.state !== 'idle' ||
      state.revalidation !== 'idle' ||
      [...state.fetchers.values()].some((fetcher) => fetcher.state !== 'idle')
    )
      startsNow();
  });
}
