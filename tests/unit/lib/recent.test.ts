import {describe, expect, it} from 'vitest';
import {recentMap} from '~/lib/recent';

describe('a map of the most recent entries', () => {
  it('forgets the entry set longest ago once over its limit, counting a set again as new', () => {
    const map = recentMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 3);
    map.set('c', 4);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(3);
    expect(map.get('c')).toBe(4);
  });
});
