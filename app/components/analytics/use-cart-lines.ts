import {useEffect, useState} from 'react';
import type {CartLineForAnalytics} from '~/lib/analytics/events';
import {flattenCartLines} from '~/lib/cart/lines';
import type {CartData} from '~/components/cart/use-cart';

/** The root's cart lines once the (streamed) cart has arrived; null until then. */
export function useCartLines(cart: Promise<CartData | null> | CartData | null | undefined) {
  const [lines, setLines] = useState<CartLineForAnalytics[] | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.resolve(cart).then((value) => {
      if (live) setLines(value ? (flattenCartLines(value.lines) as CartLineForAnalytics[]) : []);
    });
    return () => {
      live = false;
    };
  }, [cart]);
  return lines;
}
