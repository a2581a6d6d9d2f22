/**
 * The spec's sign-in routes in hosted mode: /account/login and /account/register send
 * the shopper to Shopify's hosted page, /account/authorize brings them back signed in,
 * and /account/logout ends the session here and at Shopify.
 */
import {data} from 'react-router';
import {
  completeSignIn,
  signOutUrl,
  SignInRefused,
  startSignIn,
} from './sign-in.server';
import {privateRedirect, type HostedContext} from './account.server';
import {
  customerTokenFrom,
  PRIVATE_CACHE_CONTROL,
} from '~/lib/customer/session.server';
import {returnPathOr, safeLocalPath} from '~/lib/customer/redirect';
import {queueAnalyticsEvent} from '~/lib/analytics/queue.server';
import {localizePath} from '~/lib/locale-paths';

export const HOSTED_MESSAGES = {
  signInFailed: 'We couldn’t sign you in. Please try again.',
  unavailable: 'Sign-in is unavailable just now. Please try again in a moment.',
} as const;

/** Signed-in shoppers go where they were going; anyone else on to the hosted page. */
export async function startHostedSignIn(
  context: HostedContext,
  request: Request,
  {signUp = false} = {},
) {
  const wanted = new URL(request.url).searchParams.get('redirect');
  const returnTo = returnPathOr(wanted, context.locale);
  if (customerTokenFrom(context.session)) return privateRedirect(returnTo);
  try {
    return privateRedirect(
      await startSignIn(context, request, {
        returnTo,
        signUp,
        locale: context.locale,
      }),
    );
  } catch (error) {
    context.errors.report(error, {
      service: 'customer account',
      step: 'sign-in start',
      status: 503,
    });
    throw new Response(HOSTED_MESSAGES.unavailable, {
      status: 503,
      headers: {'Cache-Control': PRIVATE_CACHE_CONTROL},
    });
  }
}

/**
 * The hosted page's answer. A refused answer (forged state, spent code, wrong
 * verifier, wrong nonce) signs nobody in and says so; the shopper can start again.
 */
export async function finishHostedSignIn(
  context: HostedContext,
  request: Request,
) {
  try {
    const returnTo = await completeSignIn(context, request);
    queueAnalyticsEvent(context.session, {
      name: 'login',
      method: 'customer_account',
    });
    return privateRedirect(
      safeLocalPath(returnTo) ??
        localizePath('/account/orders', context.locale),
    );
  } catch (error) {
    const refused = error instanceof SignInRefused;
    context.errors.report(error, {
      service: 'customer account',
      step: 'sign-in',
      status: refused ? 400 : 503,
    });
    return data(
      {
        message: refused
          ? HOSTED_MESSAGES.signInFailed
          : HOSTED_MESSAGES.unavailable,
      },
      {
        status: refused ? 400 : 503,
        headers: {'Cache-Control': PRIVATE_CACHE_CONTROL},
      },
    );
  }
}

export async function hostedSignOut(context: HostedContext, request: Request) {
  return privateRedirect(
    await signOutUrl(context, request, localizePath('/', context.locale)),
  );
}
