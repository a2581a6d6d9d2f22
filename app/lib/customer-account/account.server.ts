/**
 * What every hosted-mode account page shares: the context it needs, and the rule that
 * a token the Customer Account API refuses sends the shopper to sign in again.
 */
import {redirect} from 'react-router';
import {AccountSignedOut} from './api.server';
import type {SignInContext} from './sign-in.server';
import {
  PRIVATE_CACHE_CONTROL,
  requireCustomerToken,
  signedOut,
} from '~/lib/customer/session.server';
import type {SessionLike} from '~/lib/session.server';

export type HostedContext = SignInContext & {
  session: SessionLike;
  locale: string;
};

/** Runs a hosted-mode page body for a signed-in shopper; a refused token signs them out. */
export async function asSignedIn<T>(
  context: HostedContext,
  request: Request,
  body: () => Promise<T>,
): Promise<T> {
  requireCustomerToken(context, request);
  try {
    return await body();
  } catch (error) {
    if (error instanceof AccountSignedOut) throw signedOut(context, request);
    throw error;
  }
}

/** A redirect that no shared cache may keep (it carries a fresh sign-in state in its cookie). */
export function privateRedirect(location: string) {
  return redirect(location, {
    headers: {'Cache-Control': PRIVATE_CACHE_CONTROL},
  });
}
