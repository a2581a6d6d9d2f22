import {useEffect, useState} from 'react';
import type {CartLineForAnalytics} from '~/lib/analytics/events';
import {flattenCartLines} from '~/lib/cart/lines';
import {isCartUnavailable} from '~/lib/cart/unavailable';
import type {PageCart} from '~/components/cart/use-cart';

/**
 * The root's cart lines once the (streamed) cart has arrived; null until then. An
 * unreadable cart changed nothing, so the last lines stay.
 */
export function useCartLines(cart: Promise<PageCart> | PageCart | undefined) {
  const [lines, setLines] = useState<CartLineForAnalytics[] | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.resolve(cart).then((value) => {
      if (!live || isCartUnavailable(value)) return;
      setLines(value ? flattenCartLines(value.lines) : []);
    });
    return () => {
      live = false;
    };
  }, [cart]);
  return lines;
}
