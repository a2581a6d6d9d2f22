import {getFormProps, useForm} from '@conform-to/react';
import {parseWithZod} from '@conform-to/zod/v4';
import {Form, data, useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/($locale).account.details';
import {hostedProfileSchema, profileSchema} from '~/lib/forms/account';
import {
  CUSTOMER_PROFILE_QUERY,
  CUSTOMER_UPDATE_MUTATION,
} from '~/graphql/customer';
import {
  CUSTOMER_MESSAGES,
  formErrorsFrom,
  isTokenRejected,
} from '~/lib/customer/messages';
import {requireCustomerToken, signedOut} from '~/lib/customer/session.server';
import {readForm} from '~/lib/customer/form.server';
import {storefrontResult} from '~/lib/customer/storefront.server';
import {AccountPage} from '~/components/account/AccountPage';
import {
  ACCOUNT_FORM,
  CheckboxField,
  FormErrors,
  FormNotice,
  SubmitButton,
  TextField,
  useSubmitting,
} from '~/components/account/FormParts';
import {usesHostedSignIn} from '~/lib/customer-account/mode';
import {
  hostedProfileAction,
  loadHostedProfile,
} from '~/lib/customer-account/details.server';
import {useHostedSignIn} from '~/components/account/HostedSignInNotice';

export const meta = () => [
  {title: 'Your details'},
  {name: 'robots', content: 'noindex'},
];

export async function loader({request, context}: Route.LoaderArgs) {
  if (usesHostedSignIn(context)) return loadHostedProfile(context, request);
  const customerAccessToken = requireCustomerToken(context, request);
  const {storefront} = context;
  const {customer} = await storefrontResult(
    storefront.query(CUSTOMER_PROFILE_QUERY, {
      variables: {customerAccessToken},
      cache: storefront.CacheNone(),
    }),
  );
  if (!customer) throw signedOut(context, request);
  return {
    profile: {
      firstName: customer.firstName ?? '',
      lastName: customer.lastName ?? '',
      email: customer.email ?? '',
      phone: customer.phone ?? '',
      acceptsMarketing: customer.acceptsMarketing,
    },
  };
}

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'acceptsMarketing'];

export async function action({request, context}: Route.ActionArgs) {
  if (usesHostedSignIn(context)) return hostedProfileAction(context, request);
  const customerAccessToken = requireCustomerToken(context, request);
  const form = await readForm(request);
  const submission = parseWithZod(form, {schema: profileSchema});
  if (submission.status !== 'success') {
    return data({result: submission.reply(), saved: false}, {status: 400});
  }
  const {firstName, lastName, email, phone, acceptsMarketing} =
    submission.value;
  try {
    const {customerUpdate} = await storefrontResult(
      context.storefront.mutate(CUSTOMER_UPDATE_MUTATION, {
        variables: {
          customerAccessToken,
          customer: {
            firstName,
            lastName,
            email,
            phone: phone ?? null,
            acceptsMarketing,
          },
        },
      }),
    );
    const errors = customerUpdate?.customerUserErrors ?? [];
    if (isTokenRejected(errors)) throw signedOut(context, request);
    if (errors.length)
      return data(
        {
          result: submission.reply(formErrorsFrom(errors, FIELDS)),
          saved: false,
        },
        {status: 400},
      );
    return {result: submission.reply(), saved: true};
  } catch (error) {
    if (error instanceof Response) throw error;
    context.errors.report(error, {service: 'details', status: 503});
    return data(
      {
        result: submission.reply({
          formErrors: [CUSTOMER_MESSAGES.serviceUnavailable],
        }),
        saved: false,
      },
      {status: 503},
    );
  }
}

export default function DetailsRoute() {
  const {profile} = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // With hosted sign-in the e-mail and phone belong to the sign-in at Shopify: shown, not edited.
  const hosted = useHostedSignIn();
  const schema: typeof profileSchema = hosted
    ? (hostedProfileSchema as unknown as typeof profileSchema)
    : profileSchema;
  const [form, fields] = useForm({
    id: 'details',
    lastResult: actionData?.result,
    defaultValue: {
      ...profile,
      acceptsMarketing: profile.acceptsMarketing ? 'on' : undefined,
    },
    onValidate: ({formData}) => parseWithZod(formData, {schema}),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const pending = useSubmitting();

  return (
    <AccountPage title="Your details">
      <FormNotice
        message={actionData?.saved ? CUSTOMER_MESSAGES.detailsSaved : null}
      />
      <Form method="post" {...getFormProps(form)} className={ACCOUNT_FORM}>
        <FormErrors id={form.errorId} errors={form.errors} />
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
        {hosted ? (
          <div className="flex flex-col gap-2">
            <dl className="flex flex-col gap-2">
              <div>
                <dt className="font-bold">Email</dt>
                <dd>{profile.email || 'Not given'}</dd>
              </div>
              <div>
                <dt className="font-bold">Phone</dt>
                <dd>{profile.phone || 'Not given'}</dd>
              </div>
            </dl>
            <p className="m-0 text-sm text-muted">
              Your email and phone number are the ones you sign in with, so they
              are changed at sign-in.
            </p>
          </div>
        ) : (
          <>
            <TextField
              field={fields.email}
              label="Email"
              type="email"
              autoComplete="email"
            />
            <TextField
              field={fields.phone}
              label="Phone"
              type="tel"
              autoComplete="tel"
              optional
              hint="With your country code, for example +61 412 345 678."
            />
          </>
        )}
        <CheckboxField
          field={fields.acceptsMarketing}
          label="Email me about new arrivals and offers"
        />
        <SubmitButton pending={pending} pendingLabel="Saving…">
          Save details
        </SubmitButton>
      </Form>
    </AccountPage>
  );
}
