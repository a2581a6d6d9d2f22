import {describe, expect, it, vi} from 'vitest';
import {guardCartSubmit} from '~/components/cart/use-cart';
import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import {
  closeMiniCart,
  miniCartDrawn,
  openMiniCart,
  useMiniCart,
} from '~/components/cart/mini-cart-store';

describe('cart forms before the page is ready', () => {
  it('ignores a scripted submit with "Cart isn\'t ready yet"', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const event = {preventDefault: vi.fn()};
    guardCartSubmit(false)(event);
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith("Cart isn't ready yet");
    warn.mockRestore();
  });

  it('lets submits through once hydrated', () => {
    const event = {preventDefault: vi.fn()};
    guardCartSubmit(true)(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});

describe('mini cart store', () => {
  /** Opened by a quick add: a glance that leaves focus where it was. */
  const GLANCE = {isOpen: true, takesFocus: false, notices: [], errors: []};
  /** Opened by the shopper: it takes focus and stays. */
  const OPEN = {isOpen: true, takesFocus: true, notices: [], errors: []};
  const CLOSED = {isOpen: false, takesFocus: false, notices: [], errors: []};

  /** What a component reading the store sees right now. */
  function seen() {
    let state: unknown;
    function Probe() {
      state = useMiniCart();
      return null;
    }
    renderToString(createElement(Probe));
    return state;
  }

  it('closes itself 600 ms after a quick add drew it, without taking focus', () => {
    vi.useFakeTimers();
    openMiniCart({autoCloseMs: 600});
    expect(seen()).toEqual(GLANCE);
    // The panel's code may still be arriving: the glance's clock waits for the panel.
    vi.advanceTimersByTime(1000);
    expect(seen()).toEqual(GLANCE);
    miniCartDrawn();
    vi.advanceTimersByTime(599);
    expect(seen()).toEqual(GLANCE);
    vi.advanceTimersByTime(1);
    expect(seen()).toEqual(CLOSED);
    vi.useRealTimers();
  });

  it('starts a new glance at once when the panel is already on screen', () => {
    vi.useFakeTimers();
    openMiniCart({autoCloseMs: 600});
    miniCartDrawn();
    vi.advanceTimersByTime(400);
    openMiniCart({autoCloseMs: 600});
    vi.advanceTimersByTime(599);
    expect(seen()).toEqual(GLANCE);
    vi.advanceTimersByTime(1);
    expect(seen()).toEqual(CLOSED);
    vi.useRealTimers();
  });

  it('stays open, and takes focus, when the shopper opens it', () => {
    vi.useFakeTimers();
    openMiniCart({autoCloseMs: 600});
    openMiniCart();
    vi.advanceTimersByTime(5000);
    expect(seen()).toEqual(OPEN);
    closeMiniCart();
    expect(seen()).toEqual(CLOSED);
    vi.useRealTimers();
  });

  it('stays open, and takes focus, with what the service said when an add failed', () => {
    vi.useFakeTimers();
    const errors = [
      {message: 'We couldn’t update your cart. Please try again.'},
    ];
    openMiniCart({autoCloseMs: 600, errors});
    miniCartDrawn();
    vi.advanceTimersByTime(5000);
    expect(seen()).toEqual({...OPEN, errors});
    closeMiniCart();
    expect(seen()).toEqual(CLOSED);
    vi.useRealTimers();
  });
});
