import {getFormProps, useForm} from '@conform-to/react';
import {parseWithZod} from '@conform-to/zod/v4';
import {Form, data, useActionData} from 'react-router';
import type {Route} from './+types/($locale).account.update-password';
import {passwordUpdateSchema} from '~/lib/forms/account';
import {CUSTOMER_UPDATE_MUTATION} from '~/graphql/customer';
import {
  CUSTOMER_MESSAGES,
  formErrorsFrom,
  isTokenRejected,
} from '~/lib/customer/messages';
import {
  requireCustomerToken,
  saveCustomerToken,
  signedOut,
} from '~/lib/customer/session.server';
import {readForm} from '~/lib/customer/form.server';
import {storefrontResult} from '~/lib/customer/storefront.server';
import {AccountPage} from '~/components/account/AccountPage';
import {
  ACCOUNT_FORM,
  FormErrors,
  FormNotice,
  NewPasswordFields,
  SubmitButton,
  useSubmitting,
} from '~/components/account/FormParts';
import {usesHostedSignIn} from '~/lib/customer-account/mode';
import {
  HostedSignInNotice,
  useHostedSignIn,
} from '~/components/account/HostedSignInNotice';

export const meta = () => [
  {title: 'Change your password'},
  {name: 'robots', content: 'noindex'},
];

export async function loader({request, context}: Route.LoaderArgs) {
  requireCustomerToken(context, request);
  return null;
}

const FIELDS = ['password', 'passwordConfirm'];

export async function action({request, context}: Route.ActionArgs) {
  const customerAccessToken = requireCustomerToken(context, request);
  if (usesHostedSignIn(context))
    return data({result: undefined, saved: false}, {status: 400});
  const form = await readForm(request);
  const submission = parseWithZod(form, {schema: passwordUpdateSchema});
  if (submission.status !== 'success') {
    return data(
      {result: submission.reply({hideFields: FIELDS}), saved: false},
      {status: 400},
    );
  }
  try {
    const {customerUpdate} = await storefrontResult(
      context.storefront.mutate(CUSTOMER_UPDATE_MUTATION, {
        variables: {
          customerAccessToken,
          customer: {password: submission.value.password},
        },
      }),
    );
    const errors = customerUpdate?.customerUserErrors ?? [];
    if (isTokenRejected(errors)) throw signedOut(context, request);
    if (errors.length) {
      return data(
        {
          result: submission.reply({
            ...formErrorsFrom(errors, FIELDS),
            hideFields: FIELDS,
          }),
          saved: false,
        },
        {status: 400},
      );
    }
    // A new password ends every other session; this one continues on the new token.
    const token = customerUpdate?.customerAccessToken;
    if (token) saveCustomerToken(context.session, token);
    return {result: submission.reply({resetForm: true}), saved: true};
  } catch (error) {
    if (error instanceof Response) throw error;
    context.errors.report(error, {service: 'update-password', status: 503});
    return data(
      {
        result: submission.reply({
          formErrors: [CUSTOMER_MESSAGES.serviceUnavailable],
          hideFields: FIELDS,
        }),
        saved: false,
      },
      {status: 503},
    );
  }
}

export default function UpdatePasswordRoute() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'update-password',
    lastResult: actionData?.result,
    onValidate: ({formData}) =>
      parseWithZod(formData, {schema: passwordUpdateSchema}),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const pending = useSubmitting();
  const hosted = useHostedSignIn();

  if (hosted) {
    return (
      <AccountPage title="Change your password">
        <HostedSignInNotice signedIn />
      </AccountPage>
    );
  }
  return (
    <AccountPage title="Change your password">
      <FormNotice
        message={actionData?.saved ? CUSTOMER_MESSAGES.passwordChanged : null}
      />
      <Form method="post" {...getFormProps(form)} className={ACCOUNT_FORM}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <NewPasswordFields
          password={fields.password}
          passwordConfirm={fields.passwordConfirm}
        />
        <SubmitButton pending={pending} pendingLabel="Saving…">
          Change password
        </SubmitButton>
      </Form>
    </AccountPage>
  );
}
