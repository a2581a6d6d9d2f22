import {getFormProps, useForm} from '@conform-to/react';
import {parseWithZod} from '@conform-to/zod/v4';
import {Form, data, redirect, useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).account.reset.$id.$token';
import {passwordResetSchema} from '~/lib/forms/account';
import {CUSTOMER_RESET_MUTATION} from '~/graphql/customer';
import {CUSTOMER_MESSAGES, formErrorsFrom} from '~/lib/customer/messages';
import {accountHomePath} from '~/lib/customer/redirect';
import {saveCustomerToken} from '~/lib/customer/session.server';
import {readForm} from '~/lib/customer/form.server';
import {storefrontResult} from '~/lib/customer/storefront.server';
import {AccountFormPage} from '~/components/account/AccountPage';
import {
  ACCOUNT_FORM,
  FormErrors,
  LEAD,
  NewPasswordFields,
  SubmitButton,
  useSubmitting,
} from '~/components/account/FormParts';
import {LocaleLink} from '~/components/LocaleLink';
import {messageClass} from '~/components/ui/Field';
import {usesHostedSignIn} from '~/lib/customer-account/mode';
import {
  HostedSignInNotice,
  useHostedSignIn,
} from '~/components/account/HostedSignInNotice';

export const meta = () => [
  {title: 'Reset your password'},
  {name: 'robots', content: 'noindex'},
];

/** The link names the customer by number and carries a one-time token. */
function linkFrom(params: {id?: string; token?: string}) {
  const id = params.id ?? '';
  const token = params.token ?? '';
  if (!/^\d{1,20}$/.test(id) || !/^[\w-]{1,256}$/.test(token)) return null;
  return {customerId: `gid://shopify/Customer/${id}`, resetToken: token};
}

export async function loader({params}: Route.LoaderArgs) {
  return {linkValid: linkFrom(params) !== null};
}

const FIELDS = ['password', 'passwordConfirm'];

export async function action({request, params, context}: Route.ActionArgs) {
  if (usesHostedSignIn(context))
    return data({result: undefined}, {status: 400});
  const form = await readForm(request);
  const submission = parseWithZod(form, {schema: passwordResetSchema});
  if (submission.status !== 'success') {
    return data(
      {result: submission.reply({hideFields: FIELDS})},
      {status: 400},
    );
  }
  const link = linkFrom(params);
  if (!link) {
    return data(
      {
        result: submission.reply({
          formErrors: [CUSTOMER_MESSAGES.resetLinkInvalid],
          hideFields: FIELDS,
        }),
      },
      {status: 400},
    );
  }
  try {
    const {customerReset} = await storefrontResult(
      context.storefront.mutate(CUSTOMER_RESET_MUTATION, {
        variables: {
          id: link.customerId,
          input: {
            resetToken: link.resetToken,
            password: submission.value.password,
          },
        },
      }),
    );
    const errors = customerReset?.customerUserErrors ?? [];
    const token = customerReset?.customerAccessToken;
    if (errors.length || !token) {
      const linkProblem =
        errors.some(
          (error) =>
            error.code === 'TOKEN_INVALID' || error.code === 'NOT_FOUND',
        ) || !errors.length;
      const reply = linkProblem
        ? {formErrors: [CUSTOMER_MESSAGES.resetLinkInvalid], fieldErrors: {}}
        : formErrorsFrom(errors, FIELDS);
      return data(
        {result: submission.reply({...reply, hideFields: FIELDS})},
        {status: 400},
      );
    }
    saveCustomerToken(context.session, token);
    return redirect(accountHomePath(context.locale));
  } catch (error) {
    context.errors.report(error, {service: 'reset', status: 503});
    return data(
      {
        result: submission.reply({
          formErrors: [CUSTOMER_MESSAGES.serviceUnavailable],
          hideFields: FIELDS,
        }),
      },
      {status: 503},
    );
  }
}

export default function ResetPasswordRoute() {
  const {linkValid} = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult: actionData?.result,
    onValidate: ({formData}) =>
      parseWithZod(formData, {schema: passwordResetSchema}),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const pending = useSubmitting();
  const hosted = useHostedSignIn();

  if (hosted) {
    return (
      <AccountFormPage title="Reset your password">
        <HostedSignInNotice />
      </AccountFormPage>
    );
  }
  if (!linkValid) {
    return (
      <AccountFormPage title="Reset your password">
        <p role="alert" className={messageClass('negative')}>
          {CUSTOMER_MESSAGES.resetLinkInvalid}
        </p>
        <p>
          <LocaleLink to="/account/forgot-password">
            Request a new link
          </LocaleLink>
        </p>
      </AccountFormPage>
    );
  }

  return (
    <AccountFormPage title="Reset your password">
      <p className={LEAD}>Choose a new password for your account.</p>
      <Form method="post" {...getFormProps(form)} className={ACCOUNT_FORM}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <NewPasswordFields
          password={fields.password}
          passwordConfirm={fields.passwordConfirm}
        />
        <SubmitButton pending={pending} pendingLabel="Saving…">
          Reset password
        </SubmitButton>
      </Form>
      {form.errors?.includes(CUSTOMER_MESSAGES.resetLinkInvalid) ? (
        <p>
          <LocaleLink to="/account/forgot-password">
            Request a new link
          </LocaleLink>
        </p>
      ) : null}
    </AccountFormPage>
  );
}
