/**
 * A shop without GA4 or Shopify's analytics does not download their code; the search
 * service's tracking always comes.
 */
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {AnalyticsDestinations} from '~/components/analytics/AnalyticsDestinations';

const state = vi.hoisted(() => ({
  shell: undefined as unknown,
  loaded: [] as string[],
}));
vi.mock('~/components/shell', () => ({useShell: () => state.shell}));
vi.mock('~/components/analytics/StoreAnalytics', () => {
  state.loaded.push('store');
  return {StoreAnalytics: () => null};
});
vi.mock('~/components/analytics/SearchTracking', () => {
  state.loaded.push('search');
  return {SearchTracking: () => null};
});

const drawn = async (analytics: Record<string, unknown>) => {
  state.shell = {analytics};
  renderToString(<AnalyticsDestinations />);
  // The lazy imports resolve on the next turns.
  await new Promise((resolve) => setTimeout(resolve, 10));
  return [...state.loaded];
};

describe('analytics destinations', () => {
  it('fetches only the search tracking when no destination is configured', async () => {
    expect(await drawn({ga4Id: undefined, shopify: undefined})).toEqual([
      'search',
    ]);
  });

  it('fetches the store analytics once GA4 is configured', async () => {
    expect(await drawn({ga4Id: 'G-TEST'})).toEqual(['search', 'store']);
  });
});
