import {
  isThrottled,
  THROTTLE_MESSAGE,
  throttleStoreFor,
} from '~/lib/throttle.server';
import {getFormProps, useForm} from '@conform-to/react';
import {parseWithZod} from '@conform-to/zod/v4';
import {Form, data, useActionData} from 'react-router';
import type {Route} from './+types/($locale).account.forgot-password';
import {recoverSchema} from '~/lib/forms/account';
import {CUSTOMER_RECOVER_MUTATION} from '~/graphql/customer';
import {CUSTOMER_MESSAGES} from '~/lib/customer/messages';
import {readForm} from '~/lib/customer/form.server';
import {storefrontResult} from '~/lib/customer/storefront.server';
import {AccountFormPage} from '~/components/account/AccountPage';
import {localizePath} from '~/lib/locale-paths';
import {
  ACCOUNT_FORM,
  FormErrors,
  FormNotice,
  LEAD,
  SubmitButton,
  TextField,
  useSubmitting,
} from '~/components/account/FormParts';
import {LocaleLink} from '~/components/LocaleLink';
import {usesHostedSignIn} from '~/lib/customer-account/mode';
import {
  HostedSignInNotice,
  useHostedSignIn,
} from '~/components/account/HostedSignInNotice';

export const meta = () => [
  {title: 'Forgot your password?'},
  {name: 'robots', content: 'noindex'},
];

export async function action({request, context}: Route.ActionArgs) {
  if (usesHostedSignIn(context))
    return data({result: undefined, sent: false}, {status: 400});
  const form = await readForm(request);
  const submission = parseWithZod(form, {schema: recoverSchema});
  if (submission.status !== 'success') {
    return data({result: submission.reply(), sent: false}, {status: 400});
  }
  if (
    await isThrottled(throttleStoreFor(context.env), 'passwordReset', {
      account: submission.value.email,
      request,
      errors: context.errors,
    })
  ) {
    return data(
      {result: submission.reply({formErrors: [THROTTLE_MESSAGE]}), sent: false},
      {status: 429},
    );
  }
  try {
    // The reset e-mail links back to this storefront and site (/au/account/reset/…); the
    // API learns where from the Origin and the Referer, as market subfolders work.
    const origin = new URL(request.url).origin;
    await storefrontResult(
      context.storefront.mutate(CUSTOMER_RECOVER_MUTATION, {
        variables: {email: submission.value.email},
        headers: {
          Origin: origin,
          Referer: `${origin}${localizePath('/', context.locale)}`,
        },
      }),
    );
  } catch (error) {
    context.errors.report(error, {service: 'recover', status: 503});
    return data(
      {
        result: submission.reply({
          formErrors: [CUSTOMER_MESSAGES.serviceUnavailable],
        }),
        sent: false,
      },
      {status: 503},
    );
  }
  // Same answer whether or not the e-mail has an account (and whatever the API said).
  return {result: submission.reply({resetForm: true}), sent: true};
}

export default function ForgotPasswordRoute() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'recover',
    lastResult: actionData?.result,
    onValidate: ({formData}) => parseWithZod(formData, {schema: recoverSchema}),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const pending = useSubmitting();
  const hosted = useHostedSignIn();

  if (hosted) {
    return (
      <AccountFormPage title="Forgot your password?">
        <HostedSignInNotice />
      </AccountFormPage>
    );
  }
  return (
    <AccountFormPage title="Forgot your password?">
      <p className={LEAD}>
        Enter your email and we’ll send you a link to choose a new password.
      </p>
      <FormNotice
        message={actionData?.sent ? CUSTOMER_MESSAGES.recoverSent : null}
      />
      <Form method="post" {...getFormProps(form)} className={ACCOUNT_FORM}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField
          field={fields.email}
          label="Email"
          type="email"
          autoComplete="email"
        />
        <SubmitButton pending={pending} pendingLabel="Sending…">
          Send reset link
        </SubmitButton>
      </Form>
      <p>
        <LocaleLink to="/account/login" prefetch="intent">
          Back to sign in
        </LocaleLink>
      </p>
    </AccountFormPage>
  );
}
