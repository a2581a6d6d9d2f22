import {useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).account.authorize';
import {usesHostedSignIn} from '~/lib/customer-account/mode';
import {finishHostedSignIn} from '~/lib/customer-account/hosted-sign-in.server';
import {AccountFormPage} from '~/components/account/AccountPage';
import {LocaleLink} from '~/components/LocaleLink';
import {messageClass} from '~/components/ui/Field';
import {button} from '~/components/ui/button';

export const meta = () => [
  {title: 'Signing in'},
  {name: 'robots', content: 'noindex'},
];

/** Where Shopify's hosted sign-in returns the shopper (hosted mode only). */
export async function loader({request, context}: Route.LoaderArgs) {
  if (!usesHostedSignIn(context))
    throw new Response('Not found', {status: 404});
  return finishHostedSignIn(context, request);
}

export default function AuthorizeRoute() {
  const {message} = useLoaderData<typeof loader>();
  return (
    <AccountFormPage title="Sign in">
      <p role="alert" className={messageClass('negative')}>
        {message}
      </p>
      <p>
        <LocaleLink
          to="/account/login"
          prefetch="none"
          reloadDocument
          className={button({variant: 'primary'})}
        >
          Try again
        </LocaleLink>
      </p>
    </AccountFormPage>
  );
}
