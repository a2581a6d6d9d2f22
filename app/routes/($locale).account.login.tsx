import {
  forgiveAccount,
  isThrottled,
  THROTTLE_MESSAGE,
  throttleStoreFor,
} from '~/lib/throttle.server';
import {getFormProps, useForm} from '@conform-to/react';
import {parseWithZod} from '@conform-to/zod/v4';
import {Form, data, redirect, useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).account.login';
import {loginSchema} from '~/lib/forms/account';
import {
  CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION,
  CUSTOMER_PROFILE_QUERY,
} from '~/graphql/customer';
import {CUSTOMER_MESSAGES} from '~/lib/customer/messages';
import {returnPathOr, safeLocalPath} from '~/lib/customer/redirect';
import {
  customerTokenFrom,
  saveCustomerToken,
  takeSessionEnded,
} from '~/lib/customer/session.server';
import {queueAnalyticsEvent} from '~/lib/analytics/queue.server';
import {formText, readForm} from '~/lib/customer/form.server';
import {storefrontResult} from '~/lib/customer/storefront.server';
import {AccountFormPage} from '~/components/account/AccountPage';
import {
  ACCOUNT_FORM,
  FormErrors,
  LEAD,
  SubmitButton,
  TextField,
  useSubmitting,
} from '~/components/account/FormParts';
import {LocaleLink} from '~/components/LocaleLink';
import {usesHostedSignIn} from '~/lib/customer-account/mode';
import {startHostedSignIn} from '~/lib/customer-account/hosted-sign-in.server';

export const meta = () => [
  {title: 'Sign in'},
  {name: 'robots', content: 'noindex'},
];

export async function loader({request, context}: Route.LoaderArgs) {
  if (usesHostedSignIn(context)) return startHostedSignIn(context, request);
  const wanted = new URL(request.url).searchParams.get('redirect');
  if (customerTokenFrom(context.session))
    throw redirect(returnPathOr(wanted, context.locale));
  return {
    redirectTo: safeLocalPath(wanted),
    sessionEnded: takeSessionEnded(context.session),
  };
}

const HIDDEN = ['password'];

export async function action({request, context}: Route.ActionArgs) {
  // Hosted sign-in takes no password here: a posted form starts it like a visit.
  if (usesHostedSignIn(context)) return startHostedSignIn(context, request);
  const form = await readForm(request);
  const submission = parseWithZod(form, {schema: loginSchema});
  if (submission.status !== 'success') {
    return data(
      {result: submission.reply({hideFields: HIDDEN})},
      {status: 400},
    );
  }
  const {email, password} = submission.value;
  const throttle = throttleStoreFor(context.env);
  if (
    await isThrottled(throttle, 'login', {
      account: email,
      request,
      errors: context.errors,
    })
  ) {
    return data(
      {
        result: submission.reply({
          formErrors: [THROTTLE_MESSAGE],
          hideFields: HIDDEN,
        }),
      },
      {status: 429},
    );
  }
  try {
    const {customerAccessTokenCreate} = await storefrontResult(
      context.storefront.mutate(CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION, {
        variables: {input: {email, password}},
      }),
    );
    const token = customerAccessTokenCreate?.customerAccessToken;
    if (!token) {
      // Unknown e-mail and wrong password read the same, so the form reveals nothing.
      return data(
        {
          result: submission.reply({
            formErrors: [CUSTOMER_MESSAGES.loginFailed],
            hideFields: HIDDEN,
          }),
        },
        {status: 401},
      );
    }
    // The id names the shopper to the search service; sign-in goes on without it.
    const profile = await context.storefront
      .query(CUSTOMER_PROFILE_QUERY, {
        variables: {customerAccessToken: token.accessToken},
        cache: context.storefront.CacheNone(),
      })
      .catch(() => null);
    saveCustomerToken(context.session, token, profile?.customer?.id ?? null);
    await forgiveAccount(throttle, 'login', email);
    queueAnalyticsEvent(context.session, {name: 'login', method: 'email'});
    return redirect(returnPathOr(formText(form, 'redirect'), context.locale));
  } catch (error) {
    context.errors.report(error, {service: 'login', status: 503});
    return data(
      {
        result: submission.reply({
          formErrors: [CUSTOMER_MESSAGES.serviceUnavailable],
          hideFields: HIDDEN,
        }),
      },
      {status: 503},
    );
  }
}

export default function LoginRoute() {
  const {redirectTo, sessionEnded} = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'login',
    lastResult: actionData?.result,
    onValidate: ({formData}) => parseWithZod(formData, {schema: loginSchema}),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const pending = useSubmitting();
  const register = redirectTo
    ? `/account/register?redirect=${encodeURIComponent(redirectTo)}`
    : '/account/register';

  return (
    <AccountFormPage title="Sign in">
      {sessionEnded ? (
        <p className={LEAD} role="status">
          {CUSTOMER_MESSAGES.signedOut}
        </p>
      ) : redirectTo ? (
        <p className={LEAD}>Please sign in to continue.</p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className={ACCOUNT_FORM}>
        <FormErrors id={form.errorId} errors={form.errors} />
        {redirectTo ? (
          <input type="hidden" name="redirect" value={redirectTo} />
        ) : null}
        <TextField
          field={fields.email}
          label="Email"
          type="email"
          autoComplete="email"
        />
        <TextField
          field={fields.password}
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <SubmitButton pending={pending} pendingLabel="Signing in…">
          Sign in
        </SubmitButton>
      </Form>
      <p>
        <LocaleLink to="/account/forgot-password" prefetch="intent">
          Forgot your password?
        </LocaleLink>
      </p>
      <p>
        New here?{' '}
        <LocaleLink to={register} prefetch="intent">
          Create an account
        </LocaleLink>
      </p>
    </AccountFormPage>
  );
}
