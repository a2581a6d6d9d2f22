import {data, redirect} from 'react-router';
import type {Route} from './+types/($locale).api.wishlist';
import {
  PRIVATE_CACHE_CONTROL,
  clearCustomerToken,
  redirectToLogin,
  signedOut,
} from '~/lib/customer/session.server';
import {formText, readForm} from '~/lib/customer/form.server';
import {safeLocalPath} from '~/lib/customer/redirect';
import {WishlistError} from '~/lib/wishlist/client';
import {HANDLE} from '~/lib/handle';
import {
  rememberWishlistItem,
  wishlistEnabled,
  wishlistFor,
} from '~/lib/wishlist/wishlist.server';

/**
 * The shopper's wishlist as a resource: GET lists saved handles, POST adds or removes
 * one (intent=add|remove, productHandle). Hearts post here with a fetcher; without
 * JavaScript the form also sends `redirectTo` and the shopper lands back where they were.
 */
const privateHeaders = {'Cache-Control': PRIVATE_CACHE_CONTROL};
const FAILED = 'We couldn’t update your wishlist. Please try again.';

/** The page a post came from, when it is on this site: where to return after signing in. */
function sameOriginReferer(request: Request): string | null {
  try {
    const referer = new URL(request.headers.get('Referer') ?? '');
    return referer.origin === new URL(request.url).origin
      ? safeLocalPath(`${referer.pathname}${referer.search}`)
      : null;
  } catch {
    return null;
  }
}

export async function loader({context}: Route.LoaderArgs) {
  if (!wishlistEnabled(context))
    return data(
      {items: [], error: 'Not found'},
      {status: 404, headers: privateHeaders},
    );
  const wishlist = wishlistFor(context);
  if (!wishlist)
    return data(
      {items: [], error: 'Unauthorized'},
      {status: 401, headers: privateHeaders},
    );
  try {
    return data({items: await wishlist.list()}, {headers: privateHeaders});
  } catch (error) {
    const status =
      error instanceof WishlistError && error.status === 401 ? 401 : 502;
    if (status === 401) clearCustomerToken(context.session);
    return data(
      {items: [], error: status === 401 ? 'Unauthorized' : FAILED},
      {status, headers: privateHeaders},
    );
  }
}

export async function action({request, context}: Route.ActionArgs) {
  const form = await readForm(request);
  const back =
    safeLocalPath(formText(form, 'redirectTo')) ?? sameOriginReferer(request);
  if (!wishlistEnabled(context))
    return data(
      {ok: false, items: [], error: 'Not found'},
      {status: 404, headers: privateHeaders},
    );

  const wishlist = wishlistFor(context);
  const intent = formText(form, 'intent');
  const handle = formText(form, 'productHandle') ?? '';
  // Anonymous shoppers are sent to sign in, then back to the page they were on, where
  // the product they hearted is saved.
  if (!wishlist) {
    if (intent === 'add' && HANDLE.test(handle))
      rememberWishlistItem(context.session, handle);
    throw redirectToLogin(context, request, back ?? '');
  }

  if ((intent !== 'add' && intent !== 'remove') || !HANDLE.test(handle)) {
    return data(
      {ok: false, items: [], error: FAILED},
      {status: 400, headers: privateHeaders},
    );
  }

  try {
    const items =
      intent === 'add'
        ? await wishlist.add(handle)
        : await wishlist.remove(handle);
    if (formText(form, 'redirectTo') && back)
      return redirect(back, {headers: privateHeaders});
    return data({ok: true, items, error: null}, {headers: privateHeaders});
  } catch (error) {
    if (error instanceof WishlistError && error.status === 401)
      throw signedOut(context, request, back ?? '');
    const status =
      error instanceof WishlistError && error.status === 422 ? 422 : 502;
    context.errors.report(error, {service: 'wishlist', status});
    return data(
      {ok: false, items: [], error: FAILED},
      {status, headers: privateHeaders},
    );
  }
}
