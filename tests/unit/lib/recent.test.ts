import {afterEach, describe, expect, it, vi} from 'vitest';
import {freshMap, oncePerObject, recentMap} from '~/lib/recent';

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

describe('a map of the last moment', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers within its time, and drops what has expired when the next entry comes, however few there are', () => {
    vi.useFakeTimers({toFake: ['Date']});
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    const map = freshMap<string, number>(10, 1000);
    map.set('a', 1);
    vi.setSystemTime(new Date('2026-11-25T12:00:00.500Z'));
    map.set('b', 2);
    expect(map.get('a')).toBe(1);

    vi.setSystemTime(new Date('2026-11-25T12:00:01.200Z'));
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(2);
    map.set('c', 3);
    // 'a' (expired) is let go; 'b' (still fresh) is kept.
    expect(map.size).toBe(2);
    expect([map.get('b'), map.get('c')]).toEqual([2, 3]);
  });

  it('keeps at most its limit, the oldest going first', () => {
    const map = freshMap<string, number>(2, 60_000);
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3);
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(2);
    expect([map.get('b'), map.get('c')]).toEqual([2, 3]);
  });
});

describe('what is derived once per object', () => {
  it('computes once for each object, and again for another object with the same content', () => {
    let computed = 0;
    const size = oncePerObject((list: number[]) => {
      computed += 1;
      return list.length;
    });
    const list = [1, 2, 3];
    expect([size(list), size(list)]).toEqual([3, 3]);
    expect(computed).toBe(1);
    expect(size([1, 2, 3])).toBe(3);
    expect(computed).toBe(2);
  });
});
