import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  announceAsTransitions,
  whenRouterMade,
} from '~/components/router-transitions';

/** A router as React Router's: subscribers are told each new state. */
function fakeRouter() {
  const subscribers = new Set<(state: string) => void>();
  return {
    subscribe(subscriber: (state: string) => void) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    announce: (state: string) => subscribers.forEach((s) => s(state)),
    subscribers,
  };
}

describe('announceAsTransitions', () => {
  it('tells every subscriber of a new state from inside a transition', () => {
    const router = fakeRouter();
    const calls: string[] = [];
    let inTransition = false;
    announceAsTransitions(router, (update) => {
      inTransition = true;
      update();
      inTransition = false;
    });
    router.subscribe((state) =>
      calls.push(`${state} in transition: ${inTransition}`),
    );
    router.announce('/products/a');
    expect(calls).toEqual(['/products/a in transition: true']);
  });

  it('keeps unsubscribing working', () => {
    const router = fakeRouter();
    announceAsTransitions(router, (update) => update());
    const unsubscribe = router.subscribe(() => {});
    expect(router.subscribers.size).toBe(1);
    unsubscribe();
    expect(router.subscribers.size).toBe(0);
  });
});

describe('whenRouterMade', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands over the router React Router publishes, which stays readable', () => {
    vi.stubGlobal('window', {});
    const made: unknown[] = [];
    whenRouterMade((router) => made.push(router));
    const router = {name: 'router'};
    (window as unknown as Record<string, unknown>).__reactRouterDataRouter =
      router;
    expect(made).toEqual([router]);
    expect(
      (window as unknown as Record<string, unknown>).__reactRouterDataRouter,
    ).toBe(router);
  });

  it('hands over a router already made', () => {
    const router = {name: 'router'};
    vi.stubGlobal('window', {__reactRouterDataRouter: router});
    const made: unknown[] = [];
    whenRouterMade((r) => made.push(r));
    expect(made).toEqual([router]);
  });

  it('keeps telling a watcher that was there first', () => {
    vi.stubGlobal('window', {});
    const told: unknown[] = [];
    Object.defineProperty(window, '__reactRouterDataRouter', {
      configurable: true,
      set: (value) => told.push(value),
    });
    whenRouterMade(() => {});
    const router = {name: 'router'};
    (window as unknown as Record<string, unknown>).__reactRouterDataRouter =
      router;
    expect(told).toEqual([router]);
  });
});
