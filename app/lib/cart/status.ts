/**
 * The cart machine's state as the page can observe it. The server owns the cart, so
 * the states come from what the browser is doing: hydrating, waiting for the cart,
 * or sending a change (a first add creates the cart, anything else updates it).
 */
import {readCartChange} from './lines';

export type CartStatus =
  'uninitialized' | 'idle' | 'fetching' | 'creating' | 'updating';

export type CartSubmission = {
  state: 'idle' | 'submitting' | 'loading';
  formData?: FormData | {get(name: string): unknown} | null;
};

export function cartStatus({
  hydrated,
  hasCart,
  loadingCart = false,
  revalidating = false,
  submissions,
}: {
  hydrated: boolean;
  hasCart: boolean;
  /** The cart itself is still on its way (a streamed promise). */
  loadingCart?: boolean;
  revalidating?: boolean;
  submissions: readonly CartSubmission[];
}): CartStatus {
  if (!hydrated) return 'uninitialized';
  let reloading = revalidating || loadingCart;
  for (const submission of submissions) {
    const change = submission.formData
      ? readCartChange(submission.formData)
      : null;
    if (!change) continue;
    if (submission.state === 'submitting')
      return change.action === 'LinesAdd' && !hasCart ? 'creating' : 'updating';
    if (submission.state === 'loading') reloading = true;
  }
  return reloading ? 'fetching' : 'idle';
}

/** What the cart's live region says for each state; idle says nothing new. */
export const STATUS_TEXT: Record<CartStatus, string> = {
  uninitialized: '',
  idle: '',
  fetching: 'Loading your cart…',
  creating: 'Creating your cart…',
  updating: 'Updating your cart…',
};
