/**
 * Profile details in hosted mode. The Customer Account API changes the name and the
 * e-mail marketing consent; the e-mail address and phone number belong to the
 * shopper's sign-in at Shopify, so they are shown and not edited here.
 */
import {parseWithZod} from '@conform-to/zod/v4';
import {data} from 'react-router';
import {
  CA_CUSTOMER_UPDATE_MUTATION,
  CA_MARKETING_SUBSCRIBE_MUTATION,
  CA_MARKETING_UNSUBSCRIBE_MUTATION,
  CA_PROFILE_QUERY,
} from '~/graphql/customer-account';
import {AccountSignedOut, customerAccountQuery} from './api.server';
import {asSignedIn, type HostedContext} from './account.server';
import {hostedProfileSchema} from '~/lib/forms/account';
import {
  CUSTOMER_MESSAGES,
  formErrorsFrom,
  type CustomerUserError,
} from '~/lib/customer/messages';
import {readForm} from '~/lib/customer/form.server';

const FIELDS = ['firstName', 'lastName', 'acceptsMarketing'];
const SUBSCRIBED = new Set(['SUBSCRIBED', 'PENDING']);

async function readProfile(context: HostedContext, request: Request) {
  const {customer} = await customerAccountQuery(
    context,
    request,
    CA_PROFILE_QUERY,
  );
  return {
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    email: customer.emailAddress?.emailAddress ?? '',
    phone: customer.phoneNumber?.phoneNumber ?? '',
    acceptsMarketing: SUBSCRIBED.has(
      customer.emailAddress?.marketingState ?? '',
    ),
  };
}

export function loadHostedProfile(context: HostedContext, request: Request) {
  return asSignedIn(context, request, async () => ({
    profile: await readProfile(context, request),
  }));
}

export function hostedProfileAction(context: HostedContext, request: Request) {
  return asSignedIn(context, request, async () => {
    const form = await readForm(request);
    const submission = parseWithZod(form, {schema: hostedProfileSchema});
    if (submission.status !== 'success')
      return data({result: submission.reply(), saved: false}, {status: 400});
    const {firstName, lastName, acceptsMarketing} = submission.value;
    try {
      const {customerUpdate} = await customerAccountQuery(
        context,
        request,
        CA_CUSTOMER_UPDATE_MUTATION,
        {input: {firstName, lastName}},
      );
      const errors: CustomerUserError[] = [
        ...(customerUpdate?.userErrors ?? []),
      ];
      const before = await readProfile(context, request);
      // Consent changes only when the shopper changed the box (subscribing twice is an error).
      if (!errors.length && before.acceptsMarketing !== acceptsMarketing) {
        const result = acceptsMarketing
          ? (
              await customerAccountQuery(
                context,
                request,
                CA_MARKETING_SUBSCRIBE_MUTATION,
              )
            ).customerEmailMarketingSubscribe
          : (
              await customerAccountQuery(
                context,
                request,
                CA_MARKETING_UNSUBSCRIBE_MUTATION,
              )
            ).customerEmailMarketingUnsubscribe;
        errors.push(...(result?.userErrors ?? []));
      }
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
      if (error instanceof AccountSignedOut) throw error;
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
  });
}
