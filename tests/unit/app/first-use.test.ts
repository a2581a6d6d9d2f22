import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {RouterState as State} from '~/components/first-use';

const idle: State = {
  navigation: {state: 'idle'},
  revalidation: 'idle',
  fetchers: new Map(),
};

/** The module afresh (it keeps one first use per page), and a router whose states the test sends. */
async function setUp() {
  vi.resetModules();
  const firstUse = await import('~/components/first-use');
  let announce: (state: State) => void = () => {};
  firstUse.startsOnRouteUpdates({
    subscribe(subscriber) {
      announce = subscriber;
      return () => {};
    },
  });
  let used = false;
  void firstUse.untilFirstUse().then(() => (used = true));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {announce, settle, used: () => used};
}

describe('startsOnRouteUpdates', () => {
  beforeEach(() => {
    vi.stubGlobal('window', {
      addEventListener() {},
      removeEventListener() {},
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps waiting while the router is idle', async () => {
    const {announce, settle, used} = await setUp();
    announce(idle);
    await settle();
    expect(used()).toBe(false);
  });

  it.each([
    ['a navigation', {...idle, navigation: {state: 'loading'}}],
    ['a revalidation', {...idle, revalidation: 'loading'}],
    [
      'a fetcher’s post',
      {...idle, fetchers: new Map([['quick-add', {state: 'submitting'}]])},
    ],
  ])('releases what waits for first use on %s', async (_, state) => {
    const {announce, settle, used} = await setUp();
    announce(state);
    await settle();
    expect(used()).toBe(true);
  });
});
