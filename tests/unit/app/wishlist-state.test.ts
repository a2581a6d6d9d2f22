import {describe, expect, it} from 'vitest';
import {
  initialWishlistState,
  wishlistReducer,
  wishlistWithPending,
  type WishlistState,
} from '~/lib/wishlist/state';

const loaded = (items: string[]): WishlistState => ({
  loading: false,
  items,
  error: null,
});

describe('wishlist state', () => {
  it('starts loading with no items', () => {
    expect(initialWishlistState).toEqual({
      loading: true,
      items: [],
      error: null,
    });
  });

  it('fetch success replaces the items and stops loading', () => {
    const state = wishlistReducer(
      {loading: true, items: ['old'], error: null},
      {type: 'get/success', items: ['a', 'b']},
    );
    expect(state).toEqual(loaded(['a', 'b']));
  });

  it('fetch failure stops loading and keeps what was there', () => {
    const state = wishlistReducer(
      {loading: true, items: ['a'], error: null},
      {type: 'get/error', error: 'Unauthorized'},
    );
    expect(state).toEqual({
      loading: false,
      items: ['a'],
      error: 'Unauthorized',
    });
  });

  it('a new fetch sets loading', () => {
    expect(wishlistReducer(loaded(['a']), {type: 'get/request'})).toEqual({
      loading: true,
      items: ['a'],
      error: null,
    });
  });

  it('add appends a handle once', () => {
    let state = wishlistReducer(loaded(['a']), {
      type: 'add/request',
      handle: 'b',
    });
    expect(state.items).toEqual(['a', 'b']);
    state = wishlistReducer(state, {type: 'add/request', handle: 'b'});
    expect(state.items).toEqual(['a', 'b']);
  });

  it('remove filters a handle out', () => {
    expect(
      wishlistReducer(loaded(['a', 'b', 'c']), {
        type: 'remove/request',
        handle: 'b',
      }).items,
    ).toEqual(['a', 'c']);
  });

  it('clear empties the list', () => {
    expect(wishlistReducer(loaded(['a', 'b']), {type: 'clear'})).toEqual(
      loaded([]),
    );
  });

  it('add and remove successes replace the whole list with the service’s', () => {
    expect(
      wishlistReducer(loaded(['a', 'b']), {
        type: 'add/success',
        items: ['x', 'b', 'x'],
      }).items,
    ).toEqual(['x', 'b']);
    expect(
      wishlistReducer(loaded(['a']), {type: 'remove/success', items: []}).items,
    ).toEqual([]);
    expect(
      wishlistReducer(loaded(['a']), {type: 'remove/success'}).items,
    ).toEqual(['a']);
  });

  it('a failed add or remove undoes the change', () => {
    const added = wishlistReducer(loaded(['a']), {
      type: 'add/request',
      handle: 'b',
    });
    expect(wishlistReducer(added, {type: 'add/error', handle: 'b'})).toEqual({
      loading: false,
      items: ['a'],
      error: 'error',
    });
    const removed = wishlistReducer(loaded(['a', 'b']), {
      type: 'remove/request',
      handle: 'a',
    });
    expect(
      wishlistReducer(removed, {
        type: 'remove/error',
        handle: 'a',
        error: 'down',
      }),
    ).toEqual({loading: false, items: ['b', 'a'], error: 'down'});
  });

  it('leaves the state alone for an unknown action', () => {
    const state = loaded(['a']);
    expect(wishlistReducer(state, {type: 'nope'} as never)).toBe(state);
  });
});

describe('the wishlist a shopper sees', () => {
  it('is the saved list with changes on their way applied in order', () => {
    const state = wishlistWithPending(
      ['a', 'b'],
      [
        {intent: 'add', handle: 'c'},
        {intent: 'remove', handle: 'a'},
      ],
    );
    expect(state).toEqual(loaded(['b', 'c']));
  });

  it('is empty and not loading when nothing is known (signed out or service down)', () => {
    expect(wishlistWithPending(null, [])).toEqual(loaded([]));
  });
});
