import {redirect} from 'react-router';
import type {Route} from './+types/($locale).account._index';
import {
  PRIVATE_CACHE_CONTROL,
  requireCustomerToken,
} from '~/lib/customer/session.server';
import {accountHomePath} from '~/lib/customer/redirect';

/** /account itself: the order history for a signed-in shopper, the login page for anyone else. */
export async function loader({request, context}: Route.LoaderArgs) {
  requireCustomerToken(context, request);
  return redirect(accountHomePath(context.locale), {
    headers: {'Cache-Control': PRIVATE_CACHE_CONTROL},
  });
}
