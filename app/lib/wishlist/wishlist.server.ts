/**
 * The signed-in customer's wishlist for the current site: the wishlist client bound to
 * the session's token and the site's store handle. Null when the feature is off or
 * nobody is signed in.
 */
import {createWishlistClient, type WishlistClient} from './client';
import {customerTokenFrom} from '~/lib/customer/session.server';
import type {SessionLike} from '~/lib/session.server';
import type {Reporting} from '~/lib/errors/reporter.server';

type WishlistContext = Reporting & {
  config: {PUBLIC_WISHLIST_ENABLED: boolean; WISHLIST_ENDPOINT?: string};
  site: {storeHandle: string};
  session: SessionLike;
};

export function wishlistEnabled(context: Pick<WishlistContext, 'config'>) {
  return Boolean(
    context.config.PUBLIC_WISHLIST_ENABLED && context.config.WISHLIST_ENDPOINT,
  );
}

export function wishlistFor(
  context: WishlistContext,
  fetcher?: typeof fetch,
): WishlistClient | null {
  if (!wishlistEnabled(context)) return null;
  const accessToken = customerTokenFrom(context.session);
  if (!accessToken) return null;
  return createWishlistClient({
    endpoint: context.config.WISHLIST_ENDPOINT!,
    storeHandle: context.site.storeHandle,
    accessToken,
    fetch: fetcher,
  });
}

/** A heart pressed while signed out: saved once the shopper has signed in. */
export const PENDING_WISHLIST_KEY = 'wishlistPending';

export function rememberWishlistItem(session: SessionLike, handle: string) {
  session.set(PENDING_WISHLIST_KEY, handle);
}

/**
 * Saved handles for the root data (filled hearts), after saving the product whose heart
 * was pressed before signing in. A failing service must not take every page down with
 * it: it reads as "not loaded" and the hearts show empty.
 */
export async function wishlistHandles(
  context: WishlistContext,
): Promise<string[] | null> {
  const client = wishlistFor(context);
  if (!client) return null;
  try {
    const pending = context.session.get(PENDING_WISHLIST_KEY);
    if (typeof pending === 'string' && pending) {
      context.session.unset(PENDING_WISHLIST_KEY);
      return await client.add(pending);
    }
    return await client.list();
  } catch (error) {
    context.errors.report(error, {service: 'wishlist'});
    return null;
  }
}
