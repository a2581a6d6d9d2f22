import type {FormEvent} from 'react';
import type {FetcherWithComponents} from 'react-router';

/** One lock for the whole browser: every tab of this shop asks for it by this name. */
const ADD_LOCK = 'cart-add';

/**
 * Adds to cart one at a time across the browser's tabs. With no cart yet, adds sent at
 * once from several tabs would each create a cart and the cookie would keep only the last,
 * losing the others' items. Holding a Web Lock until the answer (and its cart cookie) has
 * arrived means the next tab's add already carries the cart id. Without Web Locks the
 * fetcher sends it at once. Either way the fetcher sends the form, so it can be a plain
 * form (a listing draws two per tile).
 */
export function addAcrossTabs(
  fetcher: Pick<FetcherWithComponents<unknown>, 'submit'>,
  cartPath: string,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const formData = new FormData(event.currentTarget, submitter);
    const send = () =>
      fetcher.submit(formData, {method: 'post', action: cartPath});
    if (typeof navigator === 'undefined' || !navigator.locks) void send();
    else void navigator.locks.request(ADD_LOCK, send);
  };
}
