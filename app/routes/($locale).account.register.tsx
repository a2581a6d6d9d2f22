import {inShopperCurrency} from '~/lib/money';
import {getFormProps, useForm} from '@conform-to/react';
import {parseWithZod} from '@conform-to/zod/v4';
import {Form, data, redirect, useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).account.register';
import {registerSchema} from '~/lib/forms/account';
import {
  CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION,
  CUSTOMER_CREATE_MUTATION,
} from '~/graphql/customer';
import {CUSTOMER_MESSAGES, registrationErrors} from '~/lib/customer/messages';
import {loginPath, returnPathOr, safeLocalPath} from '~/lib/customer/redirect';
import {
  customerTokenFrom,
  saveCustomerToken,
} from '~/lib/customer/session.server';
import {queueAnalyticsEvent} from '~/lib/analytics/queue.server';
import {formText, readForm} from '~/lib/customer/form.server';
import {storefrontResult} from '~/lib/customer/storefront.server';
import {AccountFormPage} from '~/components/account/AccountPage';
import {
  ACCOUNT_FORM,
  CheckboxField,
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
  {title: 'Create an account'},
  {name: 'robots', content: 'noindex'},
];

export async function loader({request, context}: Route.LoaderArgs) {
  if (usesHostedSignIn(context))
    return startHostedSignIn(context, request, {signUp: true});
  const wanted = new URL(request.url).searchParams.get('redirect');
  if (customerTokenFrom(context.session))
    throw redirect(returnPathOr(wanted, context.locale));
  return {
    redirectTo: safeLocalPath(wanted),
    signupText: inShopperCurrency(
      context.site.signupDiscountText,
      context.region.currency,
    ),
  };
}

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'acceptsMarketing',
];
const HIDDEN = ['password'];

export async function action({request, context}: Route.ActionArgs) {
  if (usesHostedSignIn(context))
    return startHostedSignIn(context, request, {signUp: true});
  const form = await readForm(request);
  const submission = parseWithZod(form, {schema: registerSchema});
  if (submission.status !== 'success') {
    return data(
      {result: submission.reply({hideFields: HIDDEN})},
      {status: 400},
    );
  }
  const {storefront, session, locale} = context;
  const {firstName, lastName, email, password, acceptsMarketing} =
    submission.value;
  try {
    const {customerCreate} = await storefrontResult(
      storefront.mutate(CUSTOMER_CREATE_MUTATION, {
        variables: {
          input: {firstName, lastName, email, password, acceptsMarketing},
        },
      }),
    );
    const errors = customerCreate?.customerUserErrors ?? [];
    if (errors.length || !customerCreate?.customer) {
      const reply = registrationErrors(errors, FIELDS);
      if (!reply.formErrors.length && !Object.keys(reply.fieldErrors).length)
        reply.formErrors.push(CUSTOMER_MESSAGES.serviceUnavailable);
      return data(
        {result: submission.reply({...reply, hideFields: HIDDEN})},
        {status: 400},
      );
    }
    queueAnalyticsEvent(session, {name: 'sign_up', method: 'email'});
    const {customerAccessTokenCreate} = await storefrontResult(
      storefront.mutate(CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION, {
        variables: {input: {email, password}},
      }),
    );
    const token = customerAccessTokenCreate?.customerAccessToken;
    // The account exists either way; without a token the shopper simply signs in.
    if (!token)
      return redirect(
        loginPath(locale, safeLocalPath(formText(form, 'redirect'))),
      );
    saveCustomerToken(session, token, customerCreate.customer.id);
    return redirect(returnPathOr(formText(form, 'redirect'), locale));
  } catch (error) {
    context.errors.report(error, {service: 'register', status: 503});
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

export default function RegisterRoute() {
  const {redirectTo, signupText} = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'register',
    lastResult: actionData?.result,
    onValidate: ({formData}) =>
      parseWithZod(formData, {schema: registerSchema}),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const pending = useSubmitting();
  const login = redirectTo
    ? `/account/login?redirect=${encodeURIComponent(redirectTo)}`
    : '/account/login';

  return (
    <AccountFormPage title="Create an account">
      <p className={LEAD}>{signupText}</p>
      <Form method="post" {...getFormProps(form)} className={ACCOUNT_FORM}>
        <FormErrors id={form.errorId} errors={form.errors} />
        {redirectTo ? (
          <input type="hidden" name="redirect" value={redirectTo} />
        ) : null}
        <TextField
          field={fields.firstName}
          label="First name"
          autoComplete="given-name"
        />
        <TextField
          field={fields.lastName}
          label="Last name"
          autoComplete="family-name"
        />
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
          autoComplete="new-password"
          hint="5 to 40 characters, with no space at the start or end."
        />
        <CheckboxField
          field={fields.acceptsMarketing}
          label="Email me about new arrivals and offers"
        />
        <SubmitButton pending={pending} pendingLabel="Creating your account…">
          Create account
        </SubmitButton>
      </Form>
      <p>
        Already have an account?{' '}
        <LocaleLink to={login} prefetch="intent">
          Sign in
        </LocaleLink>
      </p>
    </AccountFormPage>
  );
}
