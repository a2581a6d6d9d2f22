import {expect, it} from 'vitest';
import {MARKETS} from '~/lib/markets';

it('lists the markets', () => {
  expect(MARKETS).toEqual([
    {id: 'row', name: 'Rest of World', locale: 'au', currency: 'AUD'},
    {id: 'na', name: 'North America', locale: 'us', currency: 'USD'},
    {id: 'uk', name: 'United Kingdom', locale: 'au', currency: 'GBP'},
  ]);
});
