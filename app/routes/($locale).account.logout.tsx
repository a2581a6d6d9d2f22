import {redirect} from 'react-router';
import type {Route} from './+types/($locale).account.logout';
import {CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION} from '~/graphql/customer';
import {
  clearCustomerToken,
  customerTokenFrom,
} from '~/lib/customer/session.server';
import {localizePath} from '~/lib/locale-paths';
import {usesHostedSignIn} from '~/lib/customer-account/mode';
import {hostedSignOut} from '~/lib/customer-account/hosted-sign-in.server';

/** Signing out is a POST (a link could be triggered by another site); a visit just goes home. */
export async function loader({context}: Route.LoaderArgs) {
  return redirect(localizePath('/', context.locale));
}

export async function action({context, request}: Route.ActionArgs) {
  if (usesHostedSignIn(context)) return hostedSignOut(context, request);
  const token = customerTokenFrom(context.session);
  clearCustomerToken(context.session);
  if (token) {
    // The token dies with the session either way; telling the API only shortens its life.
    await context.storefront
      .mutate(CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION, {
        variables: {customerAccessToken: token},
      })
      .catch((error: unknown) =>
        context.errors.report(error, {service: 'logout', status: 302}),
      );
  }
  return redirect(localizePath('/', context.locale));
}
