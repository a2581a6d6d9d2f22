import {useEffect, useRef} from 'react';
import type {FetcherWithComponents} from 'react-router';
import {CART_MESSAGES, type CartMessage} from '~/lib/cart/messages';
import {openMiniCart} from './mini-cart-store';

type CartAnswer =
  {errors?: unknown[] | null; warnings?: CartMessage[] | null} | undefined;

/**
 * Opens the mini cart once for each add that finished, once the page's data has caught
 * up: with what the service said (a capped quantity), or, for a form that has no room
 * to say it itself (`showErrors`), why the add failed.
 *
 * Every finished add is a new answer from the cart route, so the answer is what is
 * watched. Watching the fetcher pass through 'submitting' missed adds on a busy phone:
 * while parts of the page still wait for their code, React holds the router's updates
 * back and may draw only the last one, already idle.
 */
export function useMiniCartAfterAdd(
  fetcher: FetcherWithComponents<unknown>,
  {
    autoCloseMs,
    showErrors = false,
  }: {autoCloseMs?: number; showErrors?: boolean} = {},
) {
  const shown = useRef(fetcher.data);
  const idle = fetcher.state === 'idle';
  useEffect(() => {
    const answer = fetcher.data as CartAnswer;
    if (!idle || !answer || answer === shown.current) return;
    shown.current = answer;
    if (Array.isArray(answer.errors) && answer.errors.length > 0) {
      if (showErrors) openMiniCart({errors: readable(answer.errors)});
      return;
    }
    openMiniCart({autoCloseMs, notices: answer.warnings ?? []});
  }, [idle, fetcher.data, autoCloseMs, showErrors]);
}

/** The route's own messages; anything else it sent is shown as the cart being unavailable. */
function readable(errors: unknown[]): CartMessage[] {
  const messages = errors.filter(
    (error): error is CartMessage =>
      typeof (error as CartMessage | null)?.message === 'string',
  );
  return messages.length ? messages : [{message: CART_MESSAGES.unavailable}];
}
