import {describe, expect, it} from 'vitest';
import {chosenRange, sliderBounds, widestRange} from '~/lib/search/price-range';

describe('price slider bounds (spec 4: a slider facet keeps the widest range seen)', () => {
  it('starts from the first answer and only ever widens', () => {
    let seen = widestRange(null, [29, 420]);
    expect(seen).toEqual([29, 420]);
    // "Black" narrows the results to 59-180: the track keeps 29-420.
    seen = widestRange(seen, [59, 180]);
    expect(seen).toEqual([29, 420]);
    seen = widestRange(seen, [19, 300]);
    expect(seen).toEqual([19, 420]);
    seen = widestRange(seen, [100, 650]);
    expect(seen).toEqual([19, 650]);
  });

  it('ignores empty and broken ranges (no results, one price, nonsense)', () => {
    expect(widestRange([29, 420], [0, 0])).toEqual([29, 420]);
    expect(widestRange([29, 420], [80, 80])).toEqual([29, 420]);
    expect(widestRange([29, 420], [Number.NaN, 90])).toEqual([29, 420]);
    expect(widestRange([29, 420], [-5, 90])).toEqual([29, 420]);
    expect(widestRange(null, null)).toBeNull();
    expect(widestRange(null, [50, 50])).toBeNull();
  });

  it('rounds to whole units and makes room for a price the shopper typed outside the range', () => {
    expect(sliderBounds([29.5, 419.2], null)).toEqual([29, 420]);
    expect(sliderBounds([29, 420], [10, 5000])).toEqual([10, 5000]);
    expect(sliderBounds([29, 420], [100, 200])).toEqual([29, 420]);
    expect(sliderBounds(null, [100, 200])).toEqual([100, 200]);
    expect(sliderBounds(null, null)).toBeNull();
  });

  it('puts the handles in order inside the track, and the whole track means no filter', () => {
    expect(chosenRange([29, 420], 29, 420)).toBeNull();
    expect(chosenRange([29, 420], 0, 9999)).toBeNull();
    expect(chosenRange([29, 420], 50, 420)).toEqual([50, 420]);
    expect(chosenRange([29, 420], 300, 100)).toEqual([100, 300]);
    expect(chosenRange([29, 420], 10, 200)).toEqual([29, 200]);
  });
});
