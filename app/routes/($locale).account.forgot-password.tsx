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
import {localizePath} from '~/lib/sites';
import {FormErrors, FormNotice, SubmitButton, TextField, useSubmitting} from '~/components/account/FormParts';
import {LocaleLink} from '~/components/LocaleLink';

export const meta = () => [{title: 'Forgot your password?'}, {name: 'robots', content: 'noindex'}];

export async function action({request, context}: Route.ActionArgs) {
  const form = await readForm(request);
  const submission = parseWithZod(form, {schema: recoverSchema});
  if (submission.status !== 'success') {
    return data({result: submission.reply(), sent: false}, {status: 400});
  }
  try {
    // The reset e-mail links back to this storefront and site (/au/account/reset/…); the
    // API learns where from the Origin and the Referer, as market subfolders work.
    const origin = new URL(request.url).origin;
    await storefrontResult(
      context.storefront.mutate(CUSTOMER_RECOVER_MUTATION, {
        variables: {email: submission.value.email},
        headers: {Origin: origin, Referer: `${origin}${localizePath('/', context.locale)}`},
      }),
    );
  } catch (error) {
    console.error('[recover]', error);
    return data({result: submission.reply({formErrors: [CUSTOMER_MESSAGES.serviceUnavailable]}), sent: false}, {status: 503});
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

  return (
    <AccountFormPage title="Forgot your password?">
      <p className="account-form-page__lead">Enter your email and we’ll send you a link to choose a new password.</p>
      <FormNotice message={actionData?.sent ? CUSTOMER_MESSAGES.recoverSent : null} />
      <Form method="post" {...getFormProps(form)} className="account-form">
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField field={fields.email} label="Email" type="email" autoComplete="email" />
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
