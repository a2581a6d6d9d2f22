import {useFetchers} from 'react-router';
import {
  wishlistWithPending,
  type PendingWishlistChange,
  type WishlistState,
} from '~/lib/wishlist/state';

/** Fetcher keys of wishlist changes start with this, so their pending state can be found. */
export const WISHLIST_FETCHER_PREFIX = 'wishlist:';

/**
 * The wishlist the shopper should see: the saved handles from root data with every
 * change still on its way applied, so each heart on the page (tile, product page,
 * wishlist page) agrees at once.
 */
export function useWishlist(saved: readonly string[] | null): WishlistState {
  const fetchers = useFetchers();
  const pending: PendingWishlistChange[] = [];
  for (const fetcher of fetchers) {
    if (
      !fetcher.key.startsWith(WISHLIST_FETCHER_PREFIX) ||
      fetcher.state === 'idle' ||
      !fetcher.formData
    )
      continue;
    const intent = fetcher.formData.get('intent');
    const handle = fetcher.formData.get('productHandle');
    if ((intent === 'add' || intent === 'remove') && typeof handle === 'string')
      pending.push({intent, handle});
  }
  return wishlistWithPending(saved, pending);
}
